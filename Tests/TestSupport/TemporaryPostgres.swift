import Foundation

/// A PostgreSQL 15 cluster of its own for one test: `initdb` in a temporary folder, `pg_ctl start` on
/// 127.0.0.1 and a free port (the socket in that folder too), run as the `postgres` user when the tests run as
/// root (PostgreSQL refuses to run as root). No system service is used. `stop()` stops it and deletes the folder.
public final class TemporaryPostgres: @unchecked Sendable {
    /// The folder holding the cluster, its socket and its log.
    public let folder: String
    /// The TCP port it listens on (127.0.0.1 only).
    public let port: Int
    private let binaries = "/usr/lib/postgresql/15/bin"
    private var stopped = false

    /// Creates and starts a cluster, with a database per name in `databases`.
    /// - Throws: when PostgreSQL 15 is not installed or does not start (its log is in the message).
    public init(databases: [String] = ["places"]) throws {
        guard FileManager.default.isExecutableFile(atPath: "\(binaries)/initdb") else {
            throw SupportError("PostgreSQL 15 is not installed (\(binaries)/initdb); run scripts/setup.sh")
        }
        folder = "/tmp/current-place-pg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        port = try TemporaryPostgres.freePort()
        if geteuid() == 0 {
            try check(runProcess("/bin/chown", ["postgres:postgres", folder]), "chown")
        }
        try check(asPostgres("\(binaries)/initdb", ["-D", "\(folder)/data", "-U", "postgres", "--auth=trust",
                                                    "-E", "UTF8", "--locale=C", "--no-sync"]), "initdb")
        let options = "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off "
            + "-c synchronous_commit=off -c full_page_writes=off -c max_connections=60"
        try check(asPostgres("\(binaries)/pg_ctl", ["-D", "\(folder)/data", "-o", options, "-l", "\(folder)/log",
                                                    "-w", "-t", "60", "start"]), "pg_ctl start")
        for name in databases {
            try check(asPostgres("\(binaries)/createdb", ["-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", name]),
                      "createdb \(name)")
        }
    }

    /// The URL of one of its databases, as the `postgres` superuser.
    public func url(_ database: String = "places") -> String {
        "postgresql://postgres@127.0.0.1:\(port)/\(database)"
    }

    /// Runs SQL with psql against a database and returns its unaligned, tuples-only output.
    public func psql(_ sql: String, database: String = "places") throws -> String {
        let result = try runProcess("/usr/bin/psql", ["-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql, url(database)])
        try check(result, "psql")
        return result.standardOutput
    }

    /// Stops the server (dropping every connection) and starts it again with the same options.
    public func restart() throws {
        try check(asPostgres("\(binaries)/pg_ctl", ["-D", "\(folder)/data", "-m", "fast", "-w", "-t", "60", "restart"]),
                  "pg_ctl restart")
    }

    /// Stops the server at once and deletes its folder. Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? asPostgres("\(binaries)/pg_ctl", ["-D", "\(folder)/data", "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    deinit { stop() }

    /// Runs a PostgreSQL program as `postgres` when we are root, else as ourselves.
    private func asPostgres(_ program: String, _ arguments: [String]) throws -> ProcessResult {
        geteuid() == 0
            ? try runProcess("/usr/sbin/runuser", ["-u", "postgres", "--", program] + arguments, timeout: 120)
            : try runProcess(program, arguments, timeout: 120)
    }

    private func check(_ result: ProcessResult, _ step: String) throws {
        guard result.status == 0 else {
            let log = (try? String(contentsOfFile: "\(folder)/log", encoding: .utf8)) ?? ""
            throw SupportError("\(step) failed (\(result.status)): \(result.standardError) \(result.standardOutput) \(log.suffix(2_000))")
        }
    }

    /// A TCP port nothing listens on now: bind port 0 on 127.0.0.1 and read what the kernel chose.
    public static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw SupportError("socket() failed") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw SupportError("bind() failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard named == 0 else { throw SupportError("getsockname() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
