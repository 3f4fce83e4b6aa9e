#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro that Swift cannot import: it tells SQLite
/// to copy bound text and blobs before the bind call returns.
static inline sqlite3_destructor_type CSQLite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// Turns off SQLite's memory statistics, which make every allocation of every
/// connection take one process-wide mutex (threads writing the store and
/// reading the spool then wait on each other). Only works before SQLite's
/// first use; returns SQLITE_MISUSE after it.
static inline int CSQLite_disableMemoryStatistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
