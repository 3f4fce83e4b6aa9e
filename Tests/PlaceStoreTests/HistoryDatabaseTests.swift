import Foundation
import PlaceStore
import TestSupport
import Testing

/// The terminal app's history file: private from its first byte, newest first, and never another file's.
@Suite struct HistoryDatabaseTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func picksComeBackNewestFirstUpToTheLimit() throws {
        defer { folder.remove() }
        let path = folder.path("history.sqlite")
        let history = try HistoryDatabase(path: path, create: true)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
        for (index, id) in ["n1", "w2", "r3", "n4"].enumerated() {
            // Written out of order: the moment decides, not the row.
            try history.append(HistoryDatabase.Row(placeID: id, time: "t\(index)"), unixTime: [300, 100, 400, 200][index])
        }
        #expect(try history.count() == 4)
        #expect(try history.recent(limit: 3).map(\.placeID) == ["r3", "n1", "n4"])
        let reopened = try HistoryDatabase(path: path, create: false)
        #expect(try reopened.recent(limit: 10).map(\.time) == ["t2", "t0", "t3", "t1"])
    }

    @Test func aPickKeepsItsFix() throws {
        defer { folder.remove() }
        let path = folder.path("history.sqlite")
        let history = try HistoryDatabase(path: path, create: true)
        let kept = HistoryDatabase.Row(placeID: "n1", time: "t1", fix: (60.17, 24.94, 12.5))
        try history.append(kept, unixTime: 2)
        try history.append(HistoryDatabase.Row(placeID: "w2", time: "t0"), unixTime: 1)
        #expect(try HistoryDatabase(path: path, create: false).recent(limit: 5)
                == [kept, HistoryDatabase.Row(placeID: "w2", time: "t0")])
    }

    @Test func aVersionOneFileIsReadAndGainsTheFixWhenNextWritten() throws {
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        // The file as version 1 wrote it.
        let made = try runProcess("/usr/bin/sqlite3", [path, """
            PRAGMA application_id = \(HistoryDatabase.applicationID); PRAGMA user_version = 1;
            CREATE TABLE pick (place_id TEXT NOT NULL, time TEXT NOT NULL, unix_time REAL NOT NULL);
            CREATE INDEX pick_by_time ON pick (unix_time);
            INSERT INTO pick VALUES ('n7', '2026-11-30T08:05:00+02:00', 1);
            """])
        #expect(made.status == 0, "\(made.standardError)")
        #expect(try HistoryDatabase(path: path, create: false).recent(limit: 5)
                == [HistoryDatabase.Row(placeID: "n7", time: "2026-11-30T08:05:00+02:00")])
        #expect(try runProcess("/usr/bin/sqlite3", [path, "PRAGMA user_version"]).standardOutput == "1\n", "reading changed it")
        let writer = try HistoryDatabase(path: path, create: true)
        try writer.append(HistoryDatabase.Row(placeID: "n8", time: "t", fix: (1, 2, 3)), unixTime: 2)
        #expect(try writer.recent(limit: 5).map(\.placeID) == ["n8", "n7"])
        #expect(try runProcess("/usr/bin/sqlite3", [path, "PRAGMA user_version"]).standardOutput == "2\n")
        // Another app that read version 1 before this one added the columns adds nothing under the lock.
        try writer.makeWritable()
        #expect(try writer.recent(limit: 5).map(\.placeID) == ["n8", "n7"])
    }

    @Test func appsMakingTheSameNewFileAtOnceKeepEveryPick() async throws {
        defer { folder.remove() }
        // The terminal and the native app share the file: both may find it missing, empty, or of version 1, and
        // change it at once. The second to take the write lock finds the change made and adds its pick.
        for round in 0..<150 {
            let path = folder.path("new-\(round).sqlite")
            let old = round % 3 == 2
            if old {
                let made = try runProcess("/usr/bin/sqlite3", [path, """
                    PRAGMA application_id = \(HistoryDatabase.applicationID); PRAGMA user_version = 1;
                    CREATE TABLE pick (place_id TEXT NOT NULL, time TEXT NOT NULL, unix_time REAL NOT NULL);
                    """])
                #expect(made.status == 0, "\(made.standardError)")
            }
            let failures = await withTaskGroup(of: String?.self) { group in
                for app in 0..<4 {
                    group.addTask {
                        do {
                            try HistoryDatabase(path: path, create: true)
                                .append(HistoryDatabase.Row(placeID: "n\(app)", time: "t"), unixTime: Double(app))
                            return nil
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                return await group.reduce(into: [String]()) { if let failure = $1 { $0.append(failure) } }
            }
            #expect(failures.isEmpty, "round \(round)")
            let made = try HistoryDatabase(path: path, create: false)
            #expect(try made.count() == 4, "round \(round)")
            #expect(try made.recent(limit: 5).allSatisfy { $0.fix == nil }, "round \(round)")
        }
    }

    @Test func aFixThatIsNotThreeNumbersIsRefused() throws {
        defer { folder.remove() }
        let path = folder.path("history.sqlite")
        try HistoryDatabase(path: path, create: true).append(HistoryDatabase.Row(placeID: "n1", time: "t"), unixTime: 1)
        for edit in ["UPDATE pick SET lat = 60", "UPDATE pick SET lat = 'x', lng = 1, accuracy = 1"] {
            #expect(try runProcess("/usr/bin/sqlite3", [path, edit]).status == 0)
            #expect(throws: StoreError.self) { try HistoryDatabase(path: path, create: false).recent(limit: 5) }
        }
    }

    @Test func aMissingFileIsNotCreatedToRead() throws {
        defer { folder.remove() }
        let path = folder.path("none.sqlite")
        #expect(throws: StoreError.self) { try HistoryDatabase(path: path, create: false) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func otherFilesAreRefusedAndLeftAlone() throws {
        defer { folder.remove() }
        let text = folder.path("notes.sqlite")
        try "not a database".write(toFile: text, atomically: true, encoding: .utf8)
        let tiles = folder.path("tiles.mbtiles")
        _ = try MBTilesCache(path: tiles, storeVersion: "1")
        for path in [text, tiles] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(throws: StoreError.self) { try HistoryDatabase(path: path, create: true) }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(path) changed")
        }
    }
}
