import Foundation
import TestSupport
import Testing

/// The command line on a PostgreSQL store: `import`, `likely`, `place`, `search`, `stats` and `serve` with
/// `--db postgresql://…` answer as they do on the SQLite file, and the URL's password is never shown.
@Suite(.timeLimit(.minutes(5))) struct PostgresCLITests {
    @Test func commandsAndTheServerAnswerAsOnSQLite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        let binary = try Repository.executable()
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        let file = folder.path("helsinki.sqlite")
        // The cluster trusts local logins, so the password is never asked for: it only has to stay unseen.
        let url = "postgresql://postgres:hunter2@127.0.0.1:\(cluster.port)/places"

        let imported = try runProcess(binary, ["import", sample, "--db", url])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains("postgresql://postgres@127.0.0.1:\(cluster.port)/places"))
        #expect(try runProcess(binary, ["import", sample, "--db", file]).status == 0)

        let commands: [[String]] = [
            ["likely", "--at", "60.1684,24.9420", "--accuracy", "20", "--json"],
            ["likely", "--at", "60.1699,24.9384", "--accuracy", "50", "--time", "2026-11-30T12:00+02:00"],
            ["place", "n189438734"],
            ["search", "rautatie", "--limit", "10"],
        ]
        for arguments in commands {
            let onFile = try runProcess(binary, arguments + ["--db", file])
            let onPostgres = try runProcess(binary, arguments + ["--db", url])
            #expect(onFile.status == 0 && onPostgres.status == 0, "\(arguments): \(onPostgres.standardError)")
            #expect(onPostgres.standardOutput == onFile.standardOutput, "\(arguments)")
        }
        let stats = try runProcess(binary, ["stats", "--db", url])
        #expect(stats.status == 0 && stats.standardOutput.contains("2,134") || stats.standardOutput.contains("2134"))

        // serve: /v1/currentPlace from the PostgreSQL store is the SQLite server's answer.
        let query = "/v1/currentPlace?lat=60.1684&lng=24.9420&accuracy=20"
        let fromFile = try answer(binary: binary, db: file, path: query, folder: folder)
        let fromPostgres = try answer(binary: binary, db: url, path: query, folder: folder)
        #expect(fromPostgres.body == fromFile.body, "\(fromPostgres.body.prefix(300)) vs \(fromFile.body.prefix(300))")
        #expect(fromFile.body.contains("placeLikelihoods"))
        #expect(fromPostgres.output.contains("serving postgresql://postgres@127.0.0.1:\(cluster.port)/places"))
        for text in [imported.standardOutput, imported.standardError, stats.standardOutput, fromPostgres.output] {
            #expect(!text.contains("hunter2"))
        }
    }

    /// `import --updatable --middle FILE` keeps the updatable SQLite store; `update … --middle FILE` applies
    /// changes to it and swaps the whole store into PostgreSQL, answering as the SQLite file does.
    @Test func updatesReachPostgresThroughTheMiddleStore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        let binary = try Repository.executable()
        let url = "postgresql://postgres@127.0.0.1:\(cluster.port)/places"
        let middle = folder.path("middle.sqlite")
        let imported = try runProcess(binary, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--updatable",
                                               "--middle", middle, "--db", url])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(FileManager.default.fileExists(atPath: middle))
        let changes = folder.path("rename.osc")
        try """
            <osmChange version="0.6"><modify>
            <node id="319810654" version="4" timestamp="2026-11-01T10:00:00Z" lat="60.1646812" lon="24.9402394">
            <tag k="name" v="Galleria Anna"/><tag k="tourism" v="gallery"/></node>
            </modify></osmChange>
            """.write(toFile: changes, atomically: true, encoding: .utf8)
        let updated = try runProcess(binary, ["update", changes, "--middle", middle, "--db", url])
        #expect(updated.status == 0, "\(updated.standardError)")
        // Only the change travels: the renamed gallery's row goes and comes back, in one transaction.
        #expect(updated.standardOutput.contains("PostgreSQL: 2 places and 0 map features changed in place")
                && updated.standardOutput.contains("(1 updates)"), "\(updated.standardOutput)")
        // An update PostgreSQL missed (applied to the SQLite store alone) travels with the next one.
        let cafe = folder.path("cafe.osc")
        try """
            <osmChange version="0.6"><create>
            <node id="9900000001" version="1" timestamp="2026-11-02T10:00:00Z" lat="60.1647" lon="24.9403">
            <tag k="amenity" v="cafe"/><tag k="name" v="Kahvila Uusi"/></node>
            </create></osmChange>
            """.write(toFile: cafe, atomically: true, encoding: .utf8)
        #expect(try runProcess(binary, ["update", cafe, "--db", middle]).status == 0)
        let closed = folder.path("closed.osc")
        try """
            <osmChange version="0.6"><delete>
            <node id="9900000001" version="2" timestamp="2026-11-03T10:00:00Z" lat="60.1647" lon="24.9403"/>
            </delete><create>
            <node id="9900000002" version="1" timestamp="2026-11-03T10:00:00Z" lat="60.1703800" lon="24.9369700">
            <tag k="amenity" v="restaurant"/><tag k="name" v="Lasipalatsi"/></node>
            </create><modify>
            <node id="319810654" version="5" timestamp="2026-11-03T10:00:00Z" lat="60.1646812" lon="24.9402394">
            <tag k="name" v="Galleria Anna"/><tag k="tourism" v="gallery"/><tag k="opening_hours" v="Tu-Su 11:00-17:00"/></node>
            </modify></osmChange>
            """.write(toFile: closed, atomically: true, encoding: .utf8)
        let caughtUp = try runProcess(binary, ["update", closed, "--middle", middle, "--db", url])
        #expect(caughtUp.status == 0 && caughtUp.standardOutput.contains("(2 updates)"), "\(caughtUp.standardOutput)")
        #expect(try runProcess(binary, ["search", "Kahvila Uusi", "--db", url]).standardOutput
                == (try runProcess(binary, ["search", "Kahvila Uusi", "--db", middle]).standardOutput))
        for arguments in [["place", "n319810654"], ["search", "Galleria", "--limit", "5"], ["likely", "--at", "60.16468,24.94024"],
                          ["search", "Annankatu", "--limit", "20"],
                          // Conflation followed: the new restaurant is merged with the one of its name beside it.
                          ["place", "n9900000002"], ["place", "n1381017820"], ["likely", "--at", "60.17038,24.93697"]] {
            let onPostgres = try runProcess(binary, arguments + ["--db", url])
            let onFile = try runProcess(binary, arguments + ["--db", middle])
            #expect(onPostgres.status == 0 && onPostgres.standardOutput == onFile.standardOutput, "\(arguments): \(onPostgres.standardError)")
        }
        #expect(try runProcess(binary, ["place", "n319810654", "--db", url]).standardOutput.hasPrefix("Galleria Anna"))
        #expect(try runProcess(binary, ["place", "n1381017820", "--db", url]).standardOutput.contains("n9900000002"))
        #expect(try runProcess(binary, ["stats", "--db", url]).standardOutput.contains("updated "))

        for (arguments, message) in [
            (["update", changes, "--db", url], "update needs --middle FILE.sqlite"),
            (["import", "x.osm.pbf", "--updatable", "--db", url], "import needs --middle FILE.sqlite"),
            (["update", changes, "--middle", "", "--db", url], "--middle \"\" must name an SQLite file"),
            (["update", changes, "--middle", "-", "--db", url], "--middle \"-\" must name an SQLite file"),
            (["update", changes, "--middle", url, "--db", url], "must name an SQLite file"),
            (["update", changes, "--middle", middle, "--db", folder.path("x.sqlite")], "--middle is for PostgreSQL stores"),
            (["import", "x.osm.pbf", "--middle", middle, "--db", url], "--middle is for PostgreSQL stores"),
        ] as [([String], String)] {
            let result = try runProcess(binary, arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
    }

    @Test func badURLsAndUnreachableServersAreClearErrors() throws {
        let binary = try Repository.executable()
        let port = Int(try LoopbackPort.free())
        let unreachable = try runProcess(binary, ["likely", "--at", "60.17,24.94", "--db", "postgresql://me:hunter2@127.0.0.1:\(port)/x"])
        #expect(unreachable.status == 1)
        #expect(unreachable.standardError.contains("127.0.0.1:\(port)") && !unreachable.standardError.contains("hunter2"))
        let importing = try runProcess(binary, ["import", try Repository.sampleData("test.osm.pbf"), "--db",
                                                "postgresql://me:hunter2@127.0.0.1:\(port)/x"])
        #expect(importing.status == 1 && !importing.standardError.contains("hunter2"))
        #expect(!importing.standardOutput.contains("wrote"), "nothing is imported when the server is unreachable")
        for bad in ["postgresql://", "postgresql://127.0.0.1:99999/x", "postgres://127.0.0.1/"] {
            let result = try runProcess(binary, ["stats", "--db", bad])
            #expect(result.status == 2, "\(bad): \(result.standardError)")
        }
    }

    /// Starts `serve` on `db`, asks `path` once, stops it; its body and standard output.
    private func answer(binary: String, db: String, path: String, folder: TemporaryFolder) throws -> (body: String, output: String) {
        let process = try ChildProcess(binary, ["serve", "--db", db, "--port", "0", "--threads", "2", "--quiet"], outputIn: folder)
        let found = try #require(process.listeningPort(), "the server did not say where it listens: \(process.standardError)")
        let response = try runProcess("/usr/bin/curl", ["-s", "http://127.0.0.1:\(found)\(path)"])
        process.send(SIGTERM)
        #expect(try process.waitForExit(timeout: 30) == 0)
        return (response.standardOutput, process.standardOutput)
    }
}
