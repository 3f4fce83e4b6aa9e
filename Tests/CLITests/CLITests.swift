import Foundation
import TestSupport
import Testing

/// Runs the built `current-place` executable as a person would.
private func cli(_ arguments: String...) throws -> ProcessResult {
    try runProcess(try Repository.executable(), arguments)
}

private func fixture(_ name: String) -> String {
    Repository.root.appendingPathComponent("Tests/OSMImportTests/Fixtures/\(name)").path
}

@Suite(.timeLimit(.minutes(5))) struct CLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func everyCommandHasHelp() throws {
        defer { folder.remove() }
        let overview = try cli("--help")
        #expect(overview.status == 0)
        for command in ["import", "place", "search", "stats"] {
            #expect(overview.standardOutput.contains(command))
            let help = try cli(command, "--help")
            #expect(help.status == 0)
            #expect(help.standardOutput.hasPrefix("usage:\n  current-place \(command)"))
        }
    }

    /// The executable allocates with jemalloc, in one arena (Sources/CAllocator): jemalloc prints its options
    /// when asked to, and glibc's malloc would print nothing.
    @Test func theExecutableAllocatesWithJemallocInOneArena() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["MALLOC_CONF"] = "stats_print:true"
        let result = try runProcess(try Repository.executable(), ["--help"], environment: environment)
        #expect(result.status == 0)
        #expect(result.standardError.contains("opt.narenas: 1\n"))
    }

    @Test func noCommandRunsTheTerminalApp() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        #expect(try cli("import", fixture("shop-inside-mall.osm"), "--db", db).status == 0)
        let result = try runProcess(try Repository.executable(), ["--at", "60.1695,24.9390", "--db", db])
        #expect(result.status == 0)
        // The default accuracy is the one `likely --at` and the API take (it was 10 m here, 20 m there: issue 36).
        #expect(result.standardOutput.hasPrefix("Position 60.169500, 24.939000 ± 20 m from fixed"))
    }

    @Test func usageErrorsExitTwoAndNameTheProblem() throws {
        defer { folder.remove() }
        let db = folder.path("x.sqlite")
        let cases: [([String], String)] = [
            (["frobnicate"], "unknown command \"frobnicate\""),
            (["import", "--db", db], "import needs at least one OSM file"),
            (["place", "--db", db], "place needs exactly one id"),
            (["place", "q12", "--db", db], "\"q12\" is not a place id"),
            (["search", "x", "--near", "nan,24", "--db", db], "--near \"nan,24\" is not a position"),
            (["search", "x", "--near", "91,24", "--db", db], "--near \"91,24\" is not a position"),
            (["search", "x", "--near", "60,181", "--db", db], "--near \"60,181\" is not a position"),
            (["search", "x", "--limit", "0", "--db", db], "--limit \"0\" must be a whole number from 1 to 100"),
            (["search", "x", "--bogus", "--db", db], "unknown option --bogus"),
            (["stats", "--db"], "--db needs a value"),
            // Language codes are parsed at the edge: `--lang -` once trapped (signal 4) in `place`.
            (["place", "n25389429", "--lang", "-", "--db", db], "--lang \"-\" must be a language code"),
            (["place", "n25389429", "--lang=", "--db", db], "--lang \"\" must be a language code"),
            (["search", "x", "--lang", "--", "--db", db], "--lang \"--\" must be a language code"),
            (["likely", "--at", "60.17,24.94", "--lang", "en_US", "--db", db], "--lang \"en_US\" must be a language code"),
            (["map", "--center", "60.17,24.94", "--lang", ";", "-o", folder.path("m.png"), "--db", db],
             "--lang \";\" must be a language code"),
            (["tiles", "--bbox", "24.9,60.1,24.95,60.2", "--zoom", "12", "--lang", "x", "-o", folder.path("t.mbtiles"), "--db", db],
             "--lang \"x\" must be a language code"),
            (["pick", "--at", "60.17,24.94", "--lang", "-", "--db", db], "--lang \"-\" must be a language code"),
            // Draws are parsed at the edge (issue 14): empty, "-", unknown and repeated kinds.
            (["evaluate", "--draw", "", "--db", db], "--draw \"\" must name point, ground, footprint or popular"),
            (["evaluate", "--draw=-", "--db", db], "--draw \"-\" must name"),
            (["evaluate", "--draw", "crowd", "--db", db], "--draw \"crowd\" must name"),
            (["evaluate", "--draw", "point,,ground", "--db", db], "--draw \"point,,ground\" must name"),
            (["evaluate", "--draw", "point,point", "--db", db], "--draw \"point,point\" must name"),
            (["evaluate", "--draw", "ground", "--draw", "ground", "--db", db], "--draw \"ground\" must name"),
            (["evaluate", "--draw", "Point", "--db", db], "--draw \"Point\" must name"),
            (["evaluate", "--scenario", "", "--db", db], "--scenario \"\" must name a, b or routine"),
            (["evaluate", "--scenario=-", "--db", db], "--scenario \"-\" must name"),
            (["evaluate", "--scenario", "c", "--db", db], "--scenario \"c\" must name"),
            (["evaluate", "--scenario", "routine,", "--db", db], "--scenario \"routine,\" must name"),
            (["evaluate", "--scenario", "a,a", "--db", db], "--scenario \"a,a\" must name"),
            (["evaluate", "--scenario", "routine", "--scenario", "routine", "--db", db], "--scenario \"routine\" must name"),
            (["evaluate", "--scenario", "Routine", "--db", db], "--scenario \"Routine\" must name"),
            // Issue 36: a part left empty was dropped, so these were read as three numbers and four edges.
            (["map", "--center", "60.17,24.94", "--me", "60.17,,24.94,5", "-o", folder.path("m.png"), "--db", db],
             "--me \"60.17,,24.94,5\" must be LAT,LON,ACCURACY"),
            (["tiles", "--bbox", "24.9,,60.1,24.95,60.2", "--zoom", "12", "-o", folder.path("t.mbtiles"), "--db", db],
             "--bbox \"24.9,,60.1,24.95,60.2\""),
            // An accuracy circle of 1e50 m once spun Cairo forever.
            (["map", "--center", "60.17,24.94", "--me", "60.17,24.94,1e50", "-o", folder.path("m.png"), "--db", db],
             "--me \"60.17,24.94,1e50\" must be LAT,LON,ACCURACY"),
        ]
        for (arguments, message) in cases {
            let result = try runProcess(try Repository.executable(), arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect((result.standardError + result.standardOutput).contains(message), "\(arguments): \(result.standardError)")
        }
    }

    @Test func failuresExitOneWithAClearMessage() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        let missing = try cli("stats", "--db", folder.path("nothing.sqlite"))
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no place store here"))
        let notDB = folder.path("notes.sqlite")
        try Data("just some text, not a database".utf8).write(to: URL(fileURLWithPath: notDB))
        let wrong = try cli("stats", "--db", notDB)
        #expect(wrong.status == 1)
        #expect(wrong.standardError.contains("not a current-place store"))
        #expect(try cli("import", fixture("shop-inside-mall.osm"), "--db", db).status == 0)
        let unknown = try cli("place", "n999", "--db", db)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no place with id n999"))
        let absent = try cli("import", folder.path("nope.osm.pbf"), "--db", db)
        #expect(absent.status == 1)
        #expect(absent.standardError.contains("nope.osm.pbf: no such file"))
    }

    @Test func importThenPlaceSearchAndStats() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        let imported = try cli("import", fixture("shop-inside-mall.osm"), "--db", db)
        #expect(imported.status == 0)
        #expect(imported.standardOutput.contains("wrote \(db): 4 places (3 poi, 0 address, 1 locality)"))

        let place = try cli("place", "n20", "--db", db)
        #expect(place.status == 0)
        #expect(place.standardOutput.hasPrefix("H&M  [n20]"))
        #expect(place.standardOutput.contains("address       Mannerheimintie 20, 00100 Helsinki"))

        let json = try cli("place", "n30", "--json", "--lang", "sv", "--db", db)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "n30")
        let display = try #require(object["displayName"] as? [String: Any])
        #expect(display["text"] as? String == "Helsingfors")
        #expect(display["languageCode"] as? String == "sv")

        let search = try cli("search", "forum", "--near", "60.1696,24.9385", "--db", db)
        #expect(search.status == 0)
        #expect(search.standardOutput.hasPrefix("1. Café Forum — Simonkatu, 00100 Helsinki (cafe) [n21] 0 m"))

        let stats = try cli("stats", "--json", "--db", db)
        let statsObject = try #require(try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
        #expect(statsObject["places"] as? Int == 4)
        #expect(statsObject["sourceFiles"] as? [String] == ["shop-inside-mall.osm"])
    }

    /// Off a terminal (here a file, as in a pipe or a CI log) the import reports each phase's start and end
    /// on standard error as plain lines, never the live line's `\r` and escape codes.
    @Test func pipedImportPrintsPlainPhaseLines() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        let result = try cli("import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        for phase in ["reading relations", "reading", "building places", "indexing"] {
            #expect(lines.contains("\(phase): started"), "\(lines)")
            #expect(lines.contains { $0.hasPrefix("\(phase): ") && $0.hasSuffix(" s") && !$0.hasSuffix("started") },
                    "\(phase): \(lines)")
        }
        #expect(lines.contains { $0.hasPrefix("reading: 30,010 objects in ") }, "\(lines)")
        #expect(!result.standardError.contains("\r") && !result.standardError.contains("\u{1B}"))
        #expect(!result.standardOutput.contains("started"))
    }

    /// The node locations kept in an unlinked temporary file (what files of 1 GiB or more get) give the
    /// store the in-memory index gives.
    @Test func fileBackedNodeIndexGivesTheSameStore() throws {
        defer { folder.remove() }
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        var answers: [String] = []
        for index in ["flex_mem", "sparse_file_array"] {
            let db = folder.path("\(index).sqlite")
            var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") && $0.key != "LANG" }
            environment["CURRENT_PLACE_NODE_INDEX"] = index
            let imported = try runProcess(try Repository.executable(), ["import", sample, "--db", db], environment: environment)
            #expect(imported.status == 0, "\(index): \(imported.standardError)")
            let stats = try cli("stats", "--json", "--db", db).standardOutput
                .split(separator: "\n").filter { !$0.contains("imported") }.joined(separator: "\n")
            let search = try cli("search", "kauppa", "--near", "60.1699,24.9384", "--limit", "20", "--db", db).standardOutput
            let likely = try cli("likely", "--at", "60.1686,24.9417", "--accuracy", "30", "--db", db).standardOutput
            answers.append(stats + search + likely)
        }
        #expect(answers[0] == answers[1])
        #expect(answers[0].contains("\"poi\" : 1650"))
    }

    /// A truncated or garbage OSM file fails the import and leaves the previous store as it was.
    @Test(arguments: ["truncated", "garbage"])
    func brokenInputKeepsThePreviousStore(kind: String) throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        #expect(try cli("import", fixture("shop-inside-mall.osm"), "--db", db).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))

        let broken = folder.path("broken.osm.pbf")
        let helsinki = try Data(contentsOf: URL(fileURLWithPath: try Repository.sampleData("Helsinki.osm.pbf")))
        let bytes = kind == "truncated" ? helsinki.prefix(helsinki.count / 2)
                                        : Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })
        try bytes.write(to: URL(fileURLWithPath: broken))

        let result = try cli("import", broken, "--db", db)
        #expect(result.status == 1)
        #expect(result.standardError.contains("broken.osm.pbf: not a readable OSM file"), "\(result.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(try cli("search", "forum", "--db", db).standardOutput.contains("Forum"))
        #expect(try folder.files() == ["broken.osm.pbf", "store.sqlite"])
    }
}
