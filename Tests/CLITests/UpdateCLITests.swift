import Foundation
import TestSupport
import Testing

/// `import --updatable`, `update` with change files and with a replication folder, and `serve` picking
/// the new store up, through the real binary. (That an update answers exactly as an import of the new data
/// is `UpdateParityTests`' job.)
@Suite(.serialized, .timeLimit(.minutes(5))) struct UpdateCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func cli(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(try Repository.executable(), arguments, timeout: 120)
    }

    /// The sample imported with --updatable into `name`.
    private func updatableStore(_ name: String = "places.sqlite") throws -> String {
        let db = folder.path(name)
        let imported = try cli(["import", try Repository.sampleData("Helsinki.osm.pbf"), "--updatable", "--db", db])
        try #require(imported.status == 0, "\(imported.standardError)")
        return db
    }

    /// An osmChange file: the gallery n319810654 renamed to `name` (version `version`), and, when
    /// `cafe` is given, a new café node 9900000001 with that name.
    private func changeFile(_ file: String, renamingGalleryTo name: String, version: Int = 4, cafe: String? = nil) throws -> String {
        let path = folder.path(file)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <osmChange version="0.6" generator="current-place tests">
              <modify>
                <node id="319810654" version="\(version)" timestamp="2026-11-0\(version - 3)T10:00:00Z" lat="60.1646812" lon="24.9402394">
                  <tag k="addr:housenumber" v="13"/><tag k="addr:street" v="Annankatu"/>
                  <tag k="name" v="\(name)"/><tag k="tourism" v="gallery"/>
                </node>
              </modify>

            """
        if let cafe {
            xml += """
                  <create>
                    <node id="9900000001" version="1" timestamp="2026-11-01T10:00:00Z" lat="60.169" lon="24.941">
                      <tag k="amenity" v="cafe"/><tag k="name" v="\(cafe)"/>
                    </node>
                  </create>

                """
        }
        xml += "</osmChange>\n"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func updateAppliesAChangeFileAndStatsSaysWhen() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let changes = try changeFile("day.osc", renamingGalleryTo: "Galleria Anna", cafe: "Testikahvila")
        let updated = try cli(["update", changes, "--db", db])
        #expect(updated.status == 0, "\(updated.standardError)")
        #expect(updated.standardOutput.contains("read 1 change file(s): 2 objects, 2 distinct"), "\(updated.standardOutput)")
        #expect(updated.standardOutput.contains("updated \(db): 2 objects rebuilt"), "\(updated.standardOutput)")
        #expect(!updated.standardError.contains("\r"), "no progress redrawing off a terminal")

        let gallery = try cli(["place", "n319810654", "--db", db])
        #expect(gallery.standardOutput.hasPrefix("Galleria Anna"), "\(gallery.standardOutput)")
        let cafe = try cli(["search", "Testikahvila", "--db", db])
        #expect(cafe.standardOutput.contains("[n9900000001]"), "\(cafe.standardOutput)")
        let stats = try cli(["stats", "--db", db, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
        #expect(json["updatable"] as? Bool == true)
        #expect(json["updatedAt"] is String)
        #expect(json["dataTimestamp"] as? String == "2026-11-01T10:00:00Z")
        #expect(try cli(["stats", "--db", db]).standardOutput.contains("updated "))
        // Nothing left behind beside the store.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func aStoreImportedWithoutUpdatableRefusesAndStaysAsItWas() throws {
        defer { folder.remove() }
        let db = folder.path("plain.sqlite")
        #expect(try cli(["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let refused = try cli(["update", try changeFile("day.osc", renamingGalleryTo: "X"), "--db", db])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("imported without --updatable"), "\(refused.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
    }

    @Test func badChangeFilesFailAndLeaveTheStore() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let garbage = folder.path("garbage.osc")
        try "<osmChange><modify><node id=\"1\" lat=\"x\"".write(toFile: garbage, atomically: true, encoding: .utf8)
        let text = folder.path("notes.txt")
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        let good = try changeFile("good.osc", renamingGalleryTo: "Fine")
        for (arguments, message) in [
            ([garbage], "garbage.osc"), ([good, garbage], "garbage.osc"), ([folder.path("missing.osc")], "missing.osc"),
            ([text], "unknown file type"), ([folder.path("")], "folder"),
        ] as [([String], String)] {
            let result = try cli(["update"] + arguments + ["--db", db])
            #expect(result.status == 1, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "\(arguments) changed the store")
        }
        let missingStore = try cli(["update", good, "--db", folder.path("none.sqlite")])
        #expect(missingStore.status == 1)
        #expect(missingStore.standardError.contains("--updatable"), "\(missingStore.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func oddArgumentsExitTwo() throws {
        defer { folder.remove() }
        let db = folder.path("x.sqlite")
        let osc = try changeFile("a.osc", renamingGalleryTo: "A")
        let cases: [([String], String)] = [
            (["update", "--db", db], "update needs one or more OSM change files"),
            (["update", "--replication", "", "--db", db], "--replication \"\" must name a replication folder"),
            (["update", "--replication", "-", "--db", db], "--replication \"-\" must name a replication folder"),
            (["update", osc, "--replication", folder.path(""), "--db", db], "give change files or --replication DIR, not both"),
            (["update", "--replication"], "--replication needs a value"),
            (["update", osc, "--db", "postgresql://u@127.0.0.1:1/places"], "update needs --middle FILE.sqlite"),
            (["import", "x.osm.pbf", "--updatable", "--db", "postgresql://u@127.0.0.1:1/places"], "import needs --middle FILE.sqlite"),
            (["update", osc, "--middle", folder.path("m.sqlite"), "--db", db], "--middle is for PostgreSQL stores"),
            (["import", "x.osm.pbf", "--updatable=yes", "--db", db], "unknown option --updatable"),
            (["update", osc, "--bogus", "--db", db], "unknown option --bogus"),
        ]
        for (arguments, message) in cases {
            let result = try cli(arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        }
        let french = try runProcess(try Repository.executable(), ["update", "--db", db], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.standardError.contains("update demande un ou plusieurs fichiers de modifications"), "\(french.standardError)")
    }

    /// A replication folder as diff servers publish it: the store (data of 2019-04-21) starts after
    /// sequence 1 (2019-01-01), applies 2 and 3, records 3; later only what is new.
    @Test func updateFollowsAReplicationFolder() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let replication = folder.path("replication")
        try writeState(replication, sequence: 1, time: "2019-01-01T00:00:00Z", changes: nil)
        try writeState(replication, sequence: 2, time: "2026-11-01T12:00:00Z",
                       changes: try changeFile("2.osc", renamingGalleryTo: "Two", version: 4))
        try writeState(replication, sequence: 3, time: "2026-11-02T12:00:00Z",
                       changes: try changeFile("3.osc", renamingGalleryTo: "Three", version: 5))
        let first = try cli(["update", "--replication", replication, "--db", db])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("read 2 change file(s)"), "\(first.standardOutput)")
        #expect(first.standardOutput.contains("now at replication sequence 3, data as of 2026-11-02T12:00:00Z"), "\(first.standardOutput)")
        #expect(try cli(["place", "n319810654", "--db", db]).standardOutput.hasPrefix("Three"))
        #expect(try cli(["stats", "--db", db]).standardOutput.contains("replication  3"))

        let again = try cli(["update", "--replication", "file://" + replication, "--db", db])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("is up to date with the replication folder"), "\(again.standardOutput)")

        try writeState(replication, sequence: 4, time: "2026-11-03T12:00:00Z",
                       changes: try changeFile("4.osc", renamingGalleryTo: "Four", version: 6))
        let next = try cli(["update", "--replication", replication, "--db", db])
        #expect(next.standardOutput.contains("read 1 change file(s)"), "\(next.standardOutput)")
        #expect(try cli(["place", "n319810654", "--db", db]).standardOutput.hasPrefix("Four"))

        // A sequence the folder does not have fails and changes nothing.
        try writeState(replication, sequence: 6, time: "2026-11-05T12:00:00Z", changes: nil)
        let gap = try cli(["update", "--replication", replication, "--db", db])
        #expect(gap.status == 1)
        #expect(gap.standardError.contains("005.osc.gz"), "\(gap.standardError)")
        for (source, message) in [(folder.path("nowhere"), "no replication folder here"),
                                  ("https://planet.openstreetmap.org/replication/minute/", "only a local replication folder")] {
            let result = try cli(["update", "--replication", source, "--db", db])
            #expect(result.status == 1, "\(source)")
            #expect(result.standardError.contains(message), "\(source): \(result.standardError)")
        }
    }

    /// Writes `state.txt` (and the sequence's own state file) for `sequence`, with its change file gzipped.
    private func writeState(_ root: String, sequence: Int, time: String, changes: String?) throws {
        let digits = String(format: "%09d", sequence)
        let folderPath = "\(root)/\(digits.prefix(3))/\(digits.dropFirst(3).prefix(3))"
        try FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
        let state = "#Sat Nov 30 12:00:00 UTC 2026\nsequenceNumber=\(sequence)\ntimestamp=\(time.replacingOccurrences(of: ":", with: "\\:"))\n"
        try state.write(toFile: "\(folderPath)/\(digits.suffix(3)).state.txt", atomically: true, encoding: .utf8)
        try state.write(toFile: "\(root)/state.txt", atomically: true, encoding: .utf8)
        if let changes {
            let zipped = try runProcess("/bin/sh", ["-c", "gzip -c '\(changes)' > '\(folderPath)/\(digits.suffix(3)).osc.gz'"])
            try #require(zipped.status == 0, "\(zipped.standardError)")
        }
    }

    @Test func aSecondUpdateOfTheSameStoreIsRefusedWhileOneRuns() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let descriptor = open(db, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let busy = try cli(["update", try changeFile("a.osc", renamingGalleryTo: "A"), "--db", db])
        #expect(busy.status == 1)
        #expect(busy.standardError.contains("another import or update of this store is running"), "\(busy.standardError)")
        let importing = try cli(["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db])
        #expect(importing.status == 1)
        #expect(importing.standardError.contains("another import or update"), "\(importing.standardError)")
    }

    /// An update killed while it works leaves the store as it was; the next one cleans up and succeeds.
    @Test func aKilledUpdateLeavesTheStoreAsItWas() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let changes = try changeFile("a.osc", renamingGalleryTo: "Galleria Anna", cafe: "Testikahvila")
        let update = try ChildProcess(try Repository.executable(), ["update", changes, "--db", db], outputIn: folder)
        Thread.sleep(forTimeInterval: 0.15)
        update.send(SIGKILL)
        let status = try update.waitForExit(timeout: 30)
        if status != 0 {
            #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "a killed update changed the store")
        }
        let again = try cli(["update", changes, "--db", db])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try cli(["place", "n319810654", "--db", db]).standardOutput.hasPrefix("Galleria Anna"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// A running server answers from the updated store without being told.
    @Test func serveAnswersFromTheUpdatedStoreByItself() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let server = try ChildProcess(try Repository.executable(),
                                      ["serve", "--db", db, "--host", "127.0.0.1", "--port", "0", "--quiet"], outputIn: folder)
        defer {
            server.send(SIGTERM)
            _ = try? server.waitForExit(timeout: 30)
        }
        let port = try #require(server.listeningPort(), "\(server.standardError)")
        let get = {
            try runProcess("/usr/bin/curl", ["-s", "-m", "10", "http://127.0.0.1:\(port)/v1/places/n319810654"], timeout: 30).standardOutput
        }
        #expect(try get().contains("Anna Ruohonen"))
        #expect(try cli(["update", try changeFile("a.osc", renamingGalleryTo: "Galleria Anna"), "--db", db]).status == 0)
        let deadline = Date(timeIntervalSinceNow: 15)
        var body = try get()
        while !body.contains("Galleria Anna"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            body = try get()
        }
        #expect(body.contains("Galleria Anna"), "\(body)")
        #expect(server.standardOutput.contains("reloaded"), "\(server.standardOutput)")
    }
}
