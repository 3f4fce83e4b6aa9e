import Foundation
import TestSupport
import Testing

/// A database in trouble under a running `serve`: PostgreSQL stopped and started again, and a table locked
/// so that statements wait. Each is a 503 `UNAVAILABLE` JSON error with `Retry-After` within a bounded time,
/// never a 500 or a hang, and the server recovers by itself.
@Suite(.timeLimit(.minutes(5))) struct PostgresOutageTests {
    /// One answer as curl saw it.
    private struct Answer {
        let status: Int
        let headers: String
        let body: String
        let seconds: Double
    }

    private static let here = "/v1/currentPlace?lat=60.1684&lng=24.9420&accuracy=20"
    /// 2 km from `here`: cells the server has not read yet.
    private static let elsewhere = "/v1/currentPlace?lat=60.1860&lng=24.9500&accuracy=20"

    private func get(_ port: String, _ path: String) throws -> Answer {
        let started = Date()
        let response = try runProcess("/usr/bin/curl", ["-s", "-m", "30", "-D", "-", "-w", "\n%{http_code}",
                                                         "http://127.0.0.1:\(port)\(path)"], timeout: 60)
        let seconds = Date().timeIntervalSince(started)
        let text = response.standardOutput
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        let parts = text.components(separatedBy: "\r\n\r\n")
        let body = parts.dropFirst().joined(separator: "\r\n\r\n").split(separator: "\n").dropLast().joined(separator: "\n")
        return Answer(status: status, headers: parts.first ?? "", body: body, seconds: seconds)
    }

    /// A 503 in Google's error shape, with `Retry-After`, that names neither the database nor a file.
    private func expectUnavailable(_ answer: Answer, within seconds: Double, _ what: String) {
        #expect(answer.status == 503, "\(what): \(answer.status) \(answer.body)")
        #expect(answer.body.contains(#""status":"UNAVAILABLE""#) && answer.body.contains(#""code":503"#), "\(what): \(answer.body)")
        #expect(answer.headers.lowercased().contains("retry-after: 1"), "\(what): \(answer.headers)")
        #expect(!answer.body.contains("127.0.0.1") && !answer.body.contains("postgres"), "\(what): \(answer.body)")
        #expect(answer.seconds < seconds, "\(what) took \(answer.seconds) s")
    }

    @Test func aStoppedDatabaseIsA503AndTheServerRecovers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        let binary = try Repository.executable()
        let imported = try runProcess(binary, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", cluster.url()])
        try #require(imported.status == 0, "\(imported.standardError)")
        let server = try ChildProcess(binary, ["serve", "--db", cluster.url(), "--host", "127.0.0.1", "--port", "0",
                                               "--threads", "2", "--quiet"], outputIn: folder)
        defer { server.send(SIGTERM); _ = try? server.waitForExit(timeout: 30) }
        let port = try #require(server.listeningPort(), "\(server.standardError)")
        let first = try get(port, Self.here)
        try #require(first.status == 200, "\(first.body)")

        try cluster.pause()
        // Past the metadata check's interval, every request asks the database again.
        Thread.sleep(forTimeInterval: 1.2)
        for path in [Self.here, Self.elsewhere, "/v1/places/n189438734", "/v1/places/n189438734", Self.here] {
            expectUnavailable(try get(port, path), within: 12, "\(path) with the database stopped")
        }
        #expect(try get(port, "/healthz").status == 200, "the server itself is up")
        #expect(server.standardError.contains("unavailable"), "the cause is logged: \(server.standardError.suffix(300))")

        try cluster.resume()
        let again = try get(port, Self.here)
        #expect(again.status == 200 && again.body == first.body, "\(again.status) \(again.body.prefix(200))")
        #expect(try get(port, Self.elsewhere).status == 200)
    }

    /// A lock held on the places table: a statement of the server's waits on it until the statement timeout
    /// the URL sets (`options=-c statement_timeout=…`), and its request answers 503.
    @Test func aStatementStuckOnALockIsA503() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        let binary = try Repository.executable()
        let imported = try runProcess(binary, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", cluster.url()])
        try #require(imported.status == 0, "\(imported.standardError)")
        let url = cluster.url() + "?options=-c%20statement_timeout%3D1000"
        let server = try ChildProcess(binary, ["serve", "--db", url, "--host", "127.0.0.1", "--port", "0",
                                               "--threads", "2", "--quiet"], outputIn: folder)
        defer { server.send(SIGTERM); _ = try? server.waitForExit(timeout: 30) }
        let port = try #require(server.listeningPort(), "\(server.standardError)")
        let first = try get(port, Self.here)
        try #require(first.status == 200, "\(first.body)")

        let locker = try ChildProcess("/usr/bin/psql", ["-X", "-q", "-d", cluster.url(), "-c",
            "BEGIN; LOCK TABLE current_place.places IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(20); COMMIT;"], outputIn: folder)
        defer { locker.send(SIGTERM); _ = try? locker.waitForExit(timeout: 30) }
        var held = false
        for _ in 0..<100 where !held {
            held = try cluster.psql("SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND granted AND relation = 'current_place.places'::regclass")
                .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
            if !held { Thread.sleep(forTimeInterval: 0.1) }
        }
        try #require(held, "the lock was not taken")
        expectUnavailable(try get(port, Self.elsewhere), within: 6, "a cold area behind the lock")
        expectUnavailable(try get(port, "/v1/places/w122595198"), within: 6, "a place behind the lock")
        #expect(try get(port, Self.here).body == first.body, "what the server holds in memory still answers")
        // The lock's session ends (its client's end would not be seen until pg_sleep returns).
        _ = try cluster.psql("SELECT pg_terminate_backend(pid) FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND relation = 'current_place.places'::regclass")
        _ = try? locker.waitForExit(timeout: 30)
        #expect(try get(port, Self.elsewhere).status == 200)
    }
}
