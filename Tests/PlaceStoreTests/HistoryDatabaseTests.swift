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
            try history.append(placeID: id, time: "t\(index)", unixTime: [300, 100, 400, 200][index])
        }
        #expect(try history.count() == 4)
        #expect(try history.recent(limit: 3).map(\.placeID) == ["r3", "n1", "n4"])
        let reopened = try HistoryDatabase(path: path, create: false)
        #expect(try reopened.recent(limit: 10).map(\.time) == ["t2", "t0", "t3", "t1"])
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
