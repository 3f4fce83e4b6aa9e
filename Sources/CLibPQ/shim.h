#ifndef CLIBPQ_SHIM_H
#define CLIBPQ_SHIM_H

// Debian puts libpq's headers under /usr/include/postgresql (package libpq-dev).
#include <postgresql/libpq-fe.h>

/// PG_DIAG_SQLSTATE is a character constant macro; Swift imports it, but as an
/// Int32 of the wrong signedness on some platforms. One function says it once.
static inline int CLibPQ_diagSQLState(void) {
    return PG_DIAG_SQLSTATE;
}

#endif
