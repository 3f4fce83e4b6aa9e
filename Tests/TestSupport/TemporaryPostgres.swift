import Foundation

/// A PostgreSQL 15 cluster of its own for one test: `initdb` in a temporary folder, `pg_ctl start` on
/// 127.0.0.1 and a free port (the socket in that folder too), run as the `postgres` user when the tests run as
/// root (PostgreSQL refuses to run as root). No system service is used. `stop()` stops it and deletes the folder.
/// `startReplica()` makes a streaming hot standby of it the same way (`pg_basebackup -R`).
public final class TemporaryPostgres: @unchecked Sendable {
    /// The folder holding the cluster, its socket and its log.
    public let folder: String
    /// The TCP port it listens on (127.0.0.1 only).
    public let port: Int
    private static let binaries = "/usr/lib/postgresql/15/bin"
    private var binaries: String { TemporaryPostgres.binaries }
    private var stopped = false

    /// Creates and starts a cluster, with a database per name in `databases`. It can be a streaming primary:
    /// `wal_level=replica`, WAL senders, and `pg_hba.conf` lets ``replicationRole`` in from 127.0.0.1
    /// (see ``startReplica()``).
    /// - Throws: when PostgreSQL 15 is not installed or does not start (its log is in the message).
    public init(databases: [String] = ["places"]) throws {
        (folder, port) = try TemporaryPostgres.makeFolder()
        isStandby = false
        do {
            try create(databases: databases)
        } catch {
            stop()
            throw error
        }
    }

    private func create(databases: [String]) throws {
        try check(asPostgres("\(binaries)/initdb", ["-D", "\(folder)/data", "-U", "postgres", "--auth=trust",
                                                    "-E", "UTF8", "--locale=C", "--no-sync"]), "initdb")
        // initdb's trust rules already cover replication from 127.0.0.1; this says so for the one role that uses it.
        let rule = "host replication \(TemporaryPostgres.replicationRole) 127.0.0.1/32 trust\n"
        let rules = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(folder)/data/pg_hba.conf"))
        defer { try? rules.close() }
        try rules.seekToEnd()
        try rules.write(contentsOf: Data(rule.utf8))
        try start(standby: false)
        for name in databases {
            try check(asPostgres("\(binaries)/createdb", ["-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", name]),
                      "createdb \(name)")
        }
    }

    /// A hot standby of `primary`: `pg_basebackup -R` (as ``replicationRole``) into a folder of its own, then
    /// started on its own port with `hot_standby=on`, streaming from the primary.
    private init(standbyOf primary: TemporaryPostgres) throws {
        (folder, port) = try TemporaryPostgres.makeFolder()
        isStandby = true
        do {
            try check(asPostgres("\(binaries)/pg_basebackup",
                                 ["-h", "127.0.0.1", "-p", "\(primary.port)", "-U", TemporaryPostgres.replicationRole,
                                  "-D", "\(folder)/data", "-R", "-X", "stream", "-c", "fast", "--no-sync"]),
                      "pg_basebackup")
            try start(standby: true)
        } catch {
            stop()
            throw error
        }
    }

    /// The role a replica logs in as to stream from its primary (`REPLICATION LOGIN`, made by ``startReplica()``).
    public static let replicationRole = "replicator"

    /// Whether this cluster is a standby (made by ``startReplica()``): it replays its primary's WAL, takes no
    /// writes and has the primary's databases.
    public let isStandby: Bool

    /// Makes and starts a streaming replica of this cluster on a free port; stop it (before this one) with `stop()`.
    /// - Throws: when the base backup or the start fails (the replica's folder is deleted then).
    public func startReplica() throws -> TemporaryPostgres {
        precondition(!isStandby, "a replica of a replica is not needed here")
        _ = try psql("""
            DO $$ BEGIN
                IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '\(TemporaryPostgres.replicationRole)') THEN
                    CREATE ROLE \(TemporaryPostgres.replicationRole) WITH REPLICATION LOGIN;
                END IF;
            END $$
            """, database: "postgres")
        return try TemporaryPostgres(standbyOf: self)
    }

    /// Where the primary has written its WAL to now (`pg_current_wal_insert_lsn()`: written or not yet), e.g. `0/3A2B4C8`.
    public func walPosition() throws -> String {
        try psql("SELECT pg_current_wal_insert_lsn()", database: "postgres").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until this standby has replayed the primary's WAL up to `position` (``walPosition()``), asking
    /// every 0.1 s.
    /// - Throws: when it has not after `timeout` seconds.
    public func waitForReplay(of position: String, timeout: TimeInterval = 30) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var replayed = ""
        while Date() < deadline {
            replayed = (try? psql("SELECT pg_last_wal_replay_lsn() >= '\(position)'::pg_lsn", database: "postgres",
                                  timeout: 10)) ?? ""
            if replayed.hasPrefix("t") { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let at = (try? psql("SELECT pg_last_wal_replay_lsn()", database: "postgres", timeout: 10)) ?? "?"
        throw SupportError("the standby on port \(port) had not replayed up to \(position) after \(Int(timeout)) s "
                           + "(it is at \(at.trimmingCharacters(in: .whitespacesAndNewlines)))")
    }

    /// A new folder (owned by `postgres` when we are root) and a free port.
    private static func makeFolder() throws -> (String, Int) {
        guard FileManager.default.isExecutableFile(atPath: "\(binaries)/initdb") else {
            throw SupportError("PostgreSQL 15 is not installed (\(binaries)/initdb); run scripts/setup.sh")
        }
        let port = Int(try LoopbackPort.free())
        let folder = "/tmp/current-place-pg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if geteuid() == 0 {
            let chown = try runProcess("/bin/chown", ["postgres:postgres", folder])
            guard chown.status == 0 else { throw SupportError("chown \(folder) failed: \(chown.standardError)") }
        }
        return (folder, port)
    }

    /// `pg_ctl start` on 127.0.0.1 and `port`, the socket in the folder. A standby needs settings at least
    /// its primary's (`max_connections`), so both get the same.
    private func start(standby: Bool) throws {
        let options = "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off "
            + "-c synchronous_commit=off -c full_page_writes=off -c max_connections=60 "
            + "-c wal_level=replica -c max_wal_senders=4" + (standby ? " -c hot_standby=on" : "")
        try check(asPostgres("\(binaries)/pg_ctl", ["-D", "\(folder)/data", "-o", options, "-l", "\(folder)/log",
                                                    "-w", "-t", "60", "start"]), "pg_ctl start")
    }

    /// The URL of one of its databases, as the `postgres` superuser.
    public func url(_ database: String = "places") -> String {
        "postgresql://postgres@127.0.0.1:\(port)/\(database)"
    }

    /// Runs SQL with psql against a database and returns its unaligned, tuples-only output.
    public func psql(_ sql: String, database: String = "places", timeout: TimeInterval = 300) throws -> String {
        let result = try runProcess("/usr/bin/psql", ["-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql, url(database)],
                                    timeout: timeout)
        try check(result, "psql")
        return result.standardOutput
    }

    /// Stops the server (dropping every connection) and starts it again with the same options.
    public func restart() throws {
        try check(asPostgres("\(binaries)/pg_ctl", ["-D", "\(folder)/data", "-m", "fast", "-w", "-t", "60", "restart"]),
                  "pg_ctl restart")
    }

    /// Stops the server (dropping every connection) and leaves it stopped, its data kept, until ``resume()``.
    public func pause() throws {
        try check(asPostgres("\(binaries)/pg_ctl", ["-D", "\(folder)/data", "-m", "fast", "-w", "-t", "60", "stop"]),
                  "pg_ctl stop")
    }

    /// Starts a server ``pause()`` stopped, on the same port with the same options.
    public func resume() throws {
        try start(standby: isStandby)
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
}
