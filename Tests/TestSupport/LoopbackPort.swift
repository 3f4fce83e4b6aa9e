import Foundation

/// A port on 127.0.0.1 that nothing uses now, for a server a test starts.
public enum LoopbackPort {
    /// Binds port 0 on 127.0.0.1 with a socket of `type` (`SOCK_STREAM` for TCP, `SOCK_DGRAM` for UDP) and reads
    /// what the kernel chose. A random pick can land on a port another test or an outgoing connection holds (the
    /// kernel's ephemeral range is 32768–60999): gpsd then failed to listen in CI (2026-12-05).
    public static func free(_ type: Int32 = Int32(SOCK_STREAM.rawValue)) throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, type, 0)
        guard socket >= 0 else { throw SupportError("socket() failed: errno \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw SupportError("bind() failed: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { throw SupportError("getsockname() failed: errno \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }
}
