#ifndef CALLOCATOR_H
#define CALLOCATOR_H

// Nothing to call: depending on this target makes an executable allocate with
// jemalloc, set up in allocator.c.

#endif
