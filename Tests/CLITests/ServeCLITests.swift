import Foundation
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5))) struct ServeCLITests {
    /// `serve` starts on a free port, answers, logs each request, and stops cleanly on SIGTERM.
    @Test func serveStartsAnswersAndStopsOnSigterm() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.path("corner.sqlite")
        let osm = Repository.root.appendingPathComponent("Tests/MapRenderTests/Fixtures/city-corner-arabic-cyrillic-labels.osm").path
        #expect(try runProcess(try Repository.executable(), ["import", osm, "--db", db]).status == 0)

        let process = try ChildProcess(try Repository.executable(), ["serve", "--db", db, "--port", "0", "--threads", "2"],
                                       outputIn: folder)

        // Wait for "serving … on http://127.0.0.1:PORT/".
        let found = try #require(process.listeningPort(), "the server did not say where it listens")
        let health = try runProcess("/usr/bin/curl", ["-s", "http://127.0.0.1:\(found)/healthz"])
        #expect(health.standardOutput == #"{"status":"ok"}"#)

        // 200 more requests (curl's [1-200] globbing), then SIGTERM at once: the access log is
        // written off the request path, and none of its lines may be lost on the way out.
        let burst = try runProcess("/usr/bin/curl", ["-s", "-o", "/dev/null", "http://127.0.0.1:\(found)/healthz?n=[1-200]"])
        #expect(burst.status == 0)
        process.send(SIGTERM)
        #expect(try process.waitForExit(timeout: 30) == 0)
        #expect(process.standardOutput.hasSuffix("stopped\n"))
        #expect(process.standardError.contains(#""GET /healthz" 200"#))
        let logged = process.standardError.split(separator: "\n").filter { $0.contains(#""GET /healthz?n="#) }
        #expect(logged.count == 200)
    }

    @Test func serveRefusesAMissingStoreAndBadOptions() throws {
        let missing = try runProcess(try Repository.executable(), ["serve", "--db", "/nonexistent/x.sqlite", "--port", "0"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no place store here"))
        let badPort = try runProcess(try Repository.executable(), ["serve", "--port", "70000"])
        #expect(badPort.status == 2)
        let badTiles = try runProcess(try Repository.executable(), ["serve", "--tiles-url", "https://example.org/tile.png"])
        #expect(badTiles.status == 2 && badTiles.standardError.contains("{z}, {x} and {y}"))
    }

    /// `--tile-cache` takes a new file or a tile pack; anything else (empty, `-`, a place
    /// store, a file that is not SQLite) is refused with exit 2, and the file is left as it was.
    @Test func serveRefusesATileCacheThatIsNotOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.path("corner.sqlite")
        let osm = Repository.root.appendingPathComponent("Tests/MapRenderTests/Fixtures/city-corner-arabic-cyrillic-labels.osm").path
        #expect(try runProcess(try Repository.executable(), ["import", osm, "--db", db]).status == 0)
        let other = folder.path("other.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: other)
        let before = try Data(contentsOf: URL(fileURLWithPath: other))
        let text = folder.path("text.mbtiles")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: text))
        for value in ["", "-", other, text] {
            let result = try runProcess(try Repository.executable(), ["serve", "--db", db, "--port", "0", "--tile-cache", value])
            #expect(result.status == 2, "--tile-cache \(value): \(result.standardError)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before, "a place store given as a tile cache is not touched")
    }
}
