import Foundation
import TestSupport
import Testing

/// `import --updatable`, `update` with change files and with a replication folder, and `serve` picking
/// the new store up, through the real binary. (That an update answers exactly as an import of the new data
/// is `UpdateParityTests`' job.)
@Suite(.serialized, .timeLimit(.minutes(5))) struct UpdateCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    func cli(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(try Repository.executable(), arguments, timeout: 120)
    }

    /// The sample imported with --updatable into `name`.
    func updatableStore(_ name: String = "places.sqlite") throws -> String {
        let db = folder.path(name)
        let imported = try cli(["import", try Repository.sampleData("Helsinki.osm.pbf"), "--updatable", "--db", db])
        try #require(imported.status == 0, "\(imported.standardError)")
        return db
    }

    /// What the store holds, for a person: every place with its names, the map features, the metadata but
    /// the update's time, each sorted (an update inserts in an order of its own, so pages and row ids differ
    /// from one run to the next), after SQLite's integrity check. The same before and after a failed update,
    /// whatever the journal mode in the file's header says.
    func content(_ db: String) throws -> String {
        let check = try runProcess("/usr/bin/sqlite3", ["-readonly", db, "PRAGMA integrity_check"], timeout: 120)
        #expect(check.standardOutput == "ok\n", "\(check.standardOutput)")
        let query = """
            SELECT id, category, name, primary_type, types, tags, lat, lon, area_m2, formatted_address, opening_hours
                FROM places ORDER BY id;
            SELECT p.id, n.language, n.name FROM place_names n JOIN places p ON p.rowid = n.place ORDER BY 1, 2;
            SELECT layer, kind, name, flags, level, is_area, hex(geometry) FROM map_features ORDER BY 1, 2, 3, 4, 5, 6, 7;
            SELECT key, value FROM meta WHERE key NOT IN ('updated_at', 'next_place_rowid') ORDER BY key;
            """
        let dump = try runProcess("/usr/bin/sqlite3", ["-readonly", db, query], timeout: 120)
        try #require(dump.status == 0, "\(dump.standardError)")
        return dump.standardOutput
    }

    /// The sample's gallery n319810654 (Annankatu 13) as a new version named `name`, as an osmChange line.
    func gallery(named name: String, version: Int, timestamp: String) -> String {
        """
            <node id="319810654" version="\(version)" timestamp="\(timestamp)" lat="60.1646812" lon="24.9402394">
              <tag k="addr:housenumber" v="13"/><tag k="addr:street" v="Annankatu"/>
              <tag k="name" v="\(name)"/><tag k="tourism" v="gallery"/>
            </node>
        """
    }

    /// An osmChange file: the gallery n319810654 renamed to `name` (version `version`), and, when
    /// `cafe` is given, a new café node 9900000001 with that name.
    func changeFile(_ file: String, renamingGalleryTo name: String, version: Int = 4, cafe: String? = nil) throws -> String {
        let path = folder.path(file)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <osmChange version="0.6" generator="current-place tests">
              <modify>
            \(gallery(named: name, version: version, timestamp: "2026-11-0\(version - 3)T10:00:00Z"))
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
        #expect(updated.standardOutput.contains("read 1 change file: 2 objects, 2 distinct"), "\(updated.standardOutput)")
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

    /// A store whose OSM data is in no layout this build knows is refused with what to do, and left as it was.
    @Test func aStoreWithAnUnknownMiddleLayoutRefusesAndStaysAsItWas() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let edit = try runProcess("/usr/bin/sqlite3", [db, "DROP TABLE osm_node_ways; CREATE TABLE osm_way_nodes(node INTEGER, way INTEGER)"])
        #expect(edit.status == 0, "\(edit.standardError)")
        let before = try content(db)
        let refused = try cli(["update", try changeFile("day.osc", renamingGalleryTo: "X"), "--db", db])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("does not know; import it again with --updatable"), "\(refused.standardError)")
        #expect(try content(db) == before)
    }

    @Test func badChangeFilesFailAndLeaveTheStore() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let before = try content(db)
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
            #expect(try content(db) == before, "\(arguments) changed the store")
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
            (["import", "x.osm.pbf", "--updatable=yes", "--db", db], "--updatable takes no value (given \"yes\")"),
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
        #expect(first.standardOutput.contains("read 2 change files"), "\(first.standardOutput)")
        #expect(first.standardOutput.contains("now at replication sequence 3, data as of 2026-11-02T12:00:00Z"), "\(first.standardOutput)")
        #expect(try cli(["place", "n319810654", "--db", db]).standardOutput.hasPrefix("Three"))
        #expect(try cli(["stats", "--db", db]).standardOutput.contains("replication  3"))

        let again = try cli(["update", "--replication", "file://" + replication, "--db", db])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("is up to date with the replication folder"), "\(again.standardOutput)")

        try writeState(replication, sequence: 4, time: "2026-11-03T12:00:00Z",
                       changes: try changeFile("4.osc", renamingGalleryTo: "Four", version: 6))
        let next = try cli(["update", "--replication", replication, "--db", db])
        #expect(next.standardOutput.contains("read 1 change file:"), "\(next.standardOutput)")
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
    func writeState(_ root: String, sequence: Int, time: String, changes: String?) throws {
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

    /// A server with a disk tile cache keeps the tiles an update did not touch: after the gallery is renamed,
    /// the tiles over it are gone from the cache (to be drawn again) and the others stay.
    @Test func anUpdateDropsOnlyTheCachedTilesOverWhatChanged() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let cache = folder.path("tiles.mbtiles")
        let filled = try cli(["tiles", "--bbox", "24.930,60.160,24.955,60.175", "--zoom", "13-16", "-o", cache, "--db", db])
        try #require(filled.status == 0, "\(filled.standardError)")
        func rows(_ sql: String) throws -> String {
            try runProcess("/usr/bin/sqlite3", [cache, sql], timeout: 60).standardOutput
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // The gallery's tile at zoom 16, in MBTiles' rows (TMS), and one far from it.
        let (latitude, longitude) = (60.1646812 * Double.pi / 180, 24.9402394)
        let x = Int((longitude + 180) / 360 * 65_536)
        let y = Int((1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * 65_536)
        let gallery = "zoom_level = 16 AND tile_column = \(x) AND tile_row = \(65_535 - y)"
        let far = "zoom_level = 16 AND tile_column = \(x + 2) AND tile_row = \(65_535 - y + 4)"
        let before = try Int(rows("SELECT count(*) FROM tiles")) ?? 0
        try #require(try rows("SELECT count(*) FROM tiles WHERE \(gallery)") == "1")
        try #require(try rows("SELECT count(*) FROM tiles WHERE \(far)") == "1")

        let server = try ChildProcess(try Repository.executable(), [
            "serve", "--db", db, "--tile-cache", cache, "--host", "127.0.0.1", "--port", "0", "--quiet"], outputIn: folder)
        defer {
            server.send(SIGTERM)
            _ = try? server.waitForExit(timeout: 30)
        }
        let port = try #require(server.listeningPort(), "\(server.standardError)")
        #expect(try cli(["update", try changeFile("a.osc", renamingGalleryTo: "Galleria Anna"), "--db", db]).status == 0)
        // The next request opens the new state, and with it the cache.
        _ = try runProcess("/usr/bin/curl", ["-s", "-m", "10", "http://127.0.0.1:\(port)/v1/places/n319810654"], timeout: 30)
        let after = try Int(rows("SELECT count(*) FROM tiles")) ?? 0
        #expect(try rows("SELECT count(*) FROM tiles WHERE \(gallery)") == "0")
        #expect(try rows("SELECT count(*) FROM tiles WHERE \(far)") == "1")
        #expect(after < before && after > before / 2, "\(before) tiles before the update, \(after) after")
        let version = try rows("SELECT value FROM metadata WHERE name = 'current_place_store'")
        let stats = try cli(["stats", "--db", db, "--json"]).standardOutput
        #expect(version.contains("."), "the cache names the updated state: \(version); \(stats.prefix(200))")
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
        // The server says so within its next look at the store (every 2 s).
        while !server.standardOutput.contains("reloaded"), Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect(server.standardOutput.contains("reloaded"), "\(server.standardOutput)")
    }
}
