import Foundation
import TestSupport
import Testing

/// `serve --crowd postgresql://…`: one crowd that many servers write at once.
@Suite(.timeLimit(.minutes(5))) struct CrowdPostgresTests {
    /// Two servers over one store confirm into one PostgreSQL crowd at the same time, from four clients each:
    /// every 204 is counted exactly once, and each server sees the other's confirmations within seconds.
    @Test func twoServersShareOneCrowd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        let binary = try Repository.executable()
        let db = folder.path("helsinki.sqlite")
        #expect(try runProcess(binary, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db]).status == 0)
        let likely = try runProcess(binary, ["likely", "--at", "60.1684,24.9420", "--json", "--db", db, "--no-history"])
        let json = try JSONSerialization.jsonObject(with: Data(likely.standardOutput.utf8)) as? [String: Any]
        let places = (json?["placeLikelihoods"] as? [[String: Any]] ?? []).compactMap { ($0["place"] as? [String: Any])?["id"] as? String }
        try #require(places.count == 5)
        let crowd = "postgresql://postgres@127.0.0.1:\(cluster.port)/places"
        let servers = try (0..<2).map { _ in
            let process = try ChildProcess(binary, ["serve", "--db", db, "--crowd", crowd, "--crowd-limit", "0", "--port", "0",
                                                    "--threads", "2", "--quiet"], outputIn: folder)
            let port = try #require(process.listeningPort(), "\(process.standardError)")
            return (process, "http://127.0.0.1:\(port)")
        }
        defer { for (process, _) in servers { process.send(SIGTERM); _ = try? process.waitForExit(timeout: 30) } }
        // Reports in both orders of the same places, so that two servers lock the same rows at once.
        let bodies = [#"{"candidates": ["\#(places[0])", "\#(places[1])", "\#(places[2])"], "place": "\#(places[0])"}"#,
                      #"{"candidates": ["\#(places[2])", "\#(places[1])", "\#(places[0])"], "place": "\#(places[1])"}"#]
        let clients = try (0..<8).map { index in
            try ChildProcess("/bin/sh", ["-c", """
                for n in $(seq 1 40); do curl -s -o /dev/null -w '%{http_code}\\n' -X POST --data-binary '\(bodies[index % 2])' \
                \(servers[index % 2 == 0 ? 0 : 1].1)/v1/currentPlace:confirm; done > \(folder.path("statuses-\(index)"))
                """], outputIn: folder)
        }
        for client in clients { #expect(try client.waitForExit(timeout: 120) == 0) }
        let statuses = try (0..<8).flatMap { index in
            try String(contentsOfFile: folder.path("statuses-\(index)"), encoding: .utf8).split(separator: "\n")
        }
        #expect(statuses.count == 320 && statuses.allSatisfy { $0 == "204" }, "\(Set(statuses))")
        // Every report listed places[1]; the table holds each once.
        let listed = try cluster.psql("SELECT listed FROM current_place_crowd.sums WHERE place_id = '\(places[1])'")
        #expect(listed.trimmingCharacters(in: .whitespacesAndNewlines) == "320", "\(listed)")
        // Each server, within its refresh (2 s), answers with the crowd as the table has it.
        Thread.sleep(forTimeInterval: 3)
        let estimates = try servers.map { _, base in
            let body = try runProcess("/usr/bin/curl", ["-s", base + "/v1/currentPlace?lat=60.1684&lng=24.9420&explain=true"]).standardOutput
            let answer = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
            return (answer?["placeLikelihoods"] as? [[String: Any]] ?? []).compactMap { item -> Double? in
                guard (item["place"] as? [String: Any])?["id"] as? String == places[2] else { return nil }
                return (item["explanation"] as? [String: Any])?["crowdConfirmations"] as? Double
            }.first
        }
        #expect(estimates[0] != nil && estimates[0] == estimates[1], "\(estimates)")
    }
}
