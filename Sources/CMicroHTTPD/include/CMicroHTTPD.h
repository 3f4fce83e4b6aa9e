#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

/*
 * GNU libmicrohttpd for Swift: the library's own header, plus one
 * non-variadic start function (MHD_start_daemon takes its options as C
 * varargs, which Swift cannot pass function pointers through).
 */

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// The daemon's settings.
typedef struct cp_mhd_settings {
    /// IPv4 address to bind, in network byte order (e.g. 127.0.0.1).
    uint32_t address;
    uint16_t port;
    unsigned int threads;
    /// Open connections at most, all clients together.
    unsigned int connection_limit;
    /// Open connections at most from one IP address; 0 for no limit.
    unsigned int per_ip_connection_limit;
    unsigned int timeout_seconds;
    size_t connection_memory_limit;
} cp_mhd_settings;

/// Starts a daemon with epoll and a thread pool of `settings.threads`
/// threads, bound to `settings.address:port`; NULL when it cannot start
/// (port in use, bad address). `completed` runs when each request ends.
struct MHD_Daemon *cp_mhd_start(const cp_mhd_settings *settings,
                                MHD_AccessHandlerCallback handler,
                                void *handler_context,
                                MHD_RequestCompletedCallback completed,
                                void *completed_context);

/// The port the daemon listens on (useful when started on port 0).
uint16_t cp_mhd_port(struct MHD_Daemon *daemon);

/// The client's IP address as bytes (4 for IPv4, 16 for IPv6) copied into
/// `bytes`, which holds 16; returns how many, or 0 when it is unknown.
/// (MHD_get_connection_info is variadic, which Swift cannot call.)
size_t cp_mhd_client_address(struct MHD_Connection *connection, uint8_t bytes[16]);

#endif
