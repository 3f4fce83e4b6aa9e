// The allocator of current-place's executables: jemalloc instead of glibc's malloc.
//
// An import builds places on one thread and writes them on another, which
// frees them. glibc frees a block into the arena it came from under that
// arena's lock, while the building thread allocates from it: on 300 copies of
// Helsinki the writer thread spent 4.0 s of 11.5 s freeing places (mostly
// waiting for the lock). jemalloc returns freed blocks through a per-thread
// cache in batches: 0.5 s, and 3 s less for the whole import
// (docs/BENCHMARKS.md).
//
// One arena: on two cores more arenas only keep more memory (42 copies peak at
// 219 MiB with one, 263 MiB with jemalloc's default of four per core) for no
// speed. MALLOC_CONF still overrides this, as jemalloc documents.

#include "CAllocator.h"

#include <jemalloc/jemalloc.h>

// Read by jemalloc when it starts, before main; the executable's definition
// replaces the library's empty one.
const char *malloc_conf = "narenas:1";
