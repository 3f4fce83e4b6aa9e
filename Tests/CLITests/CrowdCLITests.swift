import Foundation
import TestSupport
import Testing

/// `serve --crowd`, `likely --crowd` and the access log, as a person runs them.
@Suite(.timeLimit(.minutes(5))) struct CrowdCLITests {
    /// A store of the Helsinki sample in `folder`, and two of its places near Stockmann.
    private func store(in folder: TemporaryFolder) throws -> (db: String, places: [String]) {
        let db = folder.path("helsinki.sqlite")
        #expect(try runProcess(try Repository.executable(), ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db]).status == 0)
        let likely = try runProcess(try Repository.executable(), ["likely", "--at", "60.1684,24.9420", "--json", "--db", db, "--no-history"])
        let json = try JSONSerialization.jsonObject(with: Data(likely.standardOutput.utf8)) as? [String: Any]
        let places = (json?["placeLikelihoods"] as? [[String: Any]] ?? []).compactMap { ($0["place"] as? [String: Any])?["id"] as? String }
        return (db, places)
    }

    private func serve(_ arguments: [String], in folder: TemporaryFolder) throws -> (ChildProcess, String) {
        let process = try ChildProcess(try Repository.executable(), ["serve", "--port", "0", "--threads", "2"] + arguments,
                                       outputIn: folder)
        let port = try #require(process.listeningPort(), "the server did not say where it listens: \(process.standardError)")
        return (process, "http://127.0.0.1:\(port)")
    }

    private func confirm(_ base: String, _ body: String) throws -> String {
        try runProcess("/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", "--data-binary", body,
                                         base + "/v1/currentPlace:confirm"]).standardOutput
    }

    /// Nothing the server logs says where someone was, what they picked or when: positions are `…`, bodies never
    /// appear, and confirmations are counted in the metrics without a log line.
    @Test func theAccessLogHoldsNoPositionsAndNoPicks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (db, places) = try store(in: folder)
        try #require(places.count >= 2)
        let (server, base) = try serve(["--db", db, "--crowd", folder.path("crowd.sqlite")], in: folder)
        for path in ["/v1/currentPlace?lat=60.168412&lng=24.942077&accuracy=17", "/staticmap?center=60.168412,24.942077&zoom=16&me=60.168412,24.942077,17"] {
            #expect(try runProcess("/usr/bin/curl", ["-s", "-o", "/dev/null", base + path]).status == 0)
        }
        #expect(try confirm(base, #"{"candidates": ["\#(places[0])", "\#(places[1])"], "place": "\#(places[1])"}"#) == "204")
        let metrics = try runProcess("/usr/bin/curl", ["-s", base + "/metrics"]).standardOutput
        #expect(metrics.contains(#"current_place_requests_total{route="confirm",status="204"} 1"#), "\(metrics)")
        server.send(SIGTERM)
        #expect(try server.waitForExit(timeout: 30) == 0)
        let log = server.standardError
        #expect(log.contains(#""GET /v1/currentPlace?accuracy=…&lat=…&lng=…" 200"#), "\(log)")
        #expect(log.contains(#""GET /staticmap?center=…&me=…&zoom=16" 200"#), "\(log)")
        // A confirmation is counted (above) but never logged: its line's time would say when someone picked.
        #expect(!log.contains("currentPlace:confirm"), "\(log)")
        for secret in ["60.1684", "24.9420", "24.942077", places[1]] { #expect(!log.contains(secret), "the log holds \(secret)") }
    }

    /// A crowd file that is not one stops `serve` and `likely` with exit 2, and the file is left as it was.
    @Test func aCrowdThatIsNotOneIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.path("corner.sqlite")
        let osm = Repository.root.appendingPathComponent("Tests/MapRenderTests/Fixtures/city-corner-arabic-cyrillic-labels.osm").path
        #expect(try runProcess(try Repository.executable(), ["import", osm, "--db", db]).status == 0)
        let other = folder.path("other.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: other)
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        let text = folder.path("notes.txt")
        try Data(String(repeating: "not a crowd, ", count: 100).utf8).write(to: URL(fileURLWithPath: text))
        for value in ["", "-", other, text, db, folder.url.path + "/"] {
            let result = try runProcess(try Repository.executable(), ["serve", "--db", db, "--port", "0", "--crowd", value])
            #expect(result.status == 2, "--crowd \(value): \(result.standardError)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before, "a place store given as a crowd is not touched")
        for arguments in [["--crowd-limit", "5"], ["--epsilon", "2"], ["--crowd", folder.path("c.sqlite"), "--epsilon", "nan"],
                          ["--crowd", folder.path("c.sqlite"), "--epsilon", "0"], ["--crowd", folder.path("c.sqlite"), "--crowd-limit", "-1"],
                          ["--crowd", folder.path("c.sqlite"), "--crowd-limit", "99999999999999999999"],
                          ["--crowd", folder.path("c.sqlite"), "--crowd", folder.path("d.sqlite")]] {
            let result = try runProcess(try Repository.executable(), ["serve", "--db", db, "--port", "0"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
        }
        let missing = try runProcess(try Repository.executable(), ["likely", "--at", "60.17,24.94", "--db", db, "--no-history",
                                                                   "--crowd", folder.path("none.sqlite")])
        #expect(missing.status == 2 && missing.standardError.contains("crowd"), "\(missing.standardError)")
        let text2 = try runProcess(try Repository.executable(), ["likely", "--at", "60.17,24.94", "--db", db, "--no-history", "--crowd", text])
        #expect(text2.status == 2, "\(text2.standardError)")
    }

    /// `kill -9` while confirmations pour in: the file opens again, passes SQLite's integrity check, and holds
    /// every confirmation answered 204 (and at most the few in flight besides).
    @Test func aCrowdSurvivesKillNineMidWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (db, places) = try store(in: folder)
        try #require(places.count >= 2)
        let crowd = folder.path("crowd.sqlite")
        let (server, base) = try serve(["--db", db, "--crowd", crowd, "--crowd-limit", "0", "--quiet"], in: folder)
        let body = #"{"candidates": ["\#(places[0])", "\#(places[1])"], "place": "\#(places[0])"}"#
        // Four clients sending as fast as they can, each writing the status of every answer to its own file.
        let clients = try (0..<4).map { index in
            try ChildProcess("/bin/sh", ["-c", """
                while true; do curl -s -o /dev/null -w '%{http_code}\\n' -X POST --data-binary '\(body)' \
                \(base)/v1/currentPlace:confirm >> \(folder.path("statuses-\(index)")); done
                """], outputIn: folder)
        }
        Thread.sleep(forTimeInterval: 2)
        server.send(SIGKILL)
        _ = try server.waitForExit(timeout: 30)
        Thread.sleep(forTimeInterval: 0.5)
        for client in clients { client.send(SIGKILL) }
        let answered = try (0..<4).reduce(0) { total, index in
            total + (try String(contentsOfFile: folder.path("statuses-\(index)"), encoding: .utf8)).split(separator: "\n").filter { $0 == "204" }.count
        }
        #expect(answered > 20, "only \(answered) confirmations were answered in two seconds")
        let check = try runProcess("/usr/bin/sqlite3", [crowd, "PRAGMA integrity_check; SELECT listed FROM crowd WHERE place_id = '\(places[0])'"])
        let lines = check.standardOutput.split(separator: "\n")
        #expect(lines.first == "ok", "\(check.standardOutput) \(check.standardError)")
        let kept = Int(lines.last ?? "") ?? -1
        #expect(kept >= answered && kept <= answered + 4, "\(kept) kept against \(answered) answered")
        // And the server starts again on it.
        let (again, _) = try serve(["--db", db, "--crowd", crowd], in: folder)
        again.send(SIGTERM)
        #expect(try again.waitForExit(timeout: 30) == 0)
    }
}
