import Crowd
import Foundation
import PlaceStore
import TestSupport
import Testing

/// A server's crowd file: private, additive, and never another file's.
@Suite struct CrowdDatabaseTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func incrementsAddUpAcrossReopening() throws {
        defer { folder.remove() }
        let path = folder.path("crowd.sqlite")
        let crowd = try CrowdDatabase(path: path, create: true)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
        let one = CrowdSums(named: 1, listed: 1, namedWeight: 1.5, listedOffset: 0.25, listedVariance: 0.5)
        let listedOnly = CrowdSums(named: 0, listed: 1, namedWeight: 0, listedOffset: 0.25, listedVariance: 0.5)
        try crowd.add([("n1", one), ("w2", listedOnly)])
        try crowd.add([("n1", listedOnly)])
        let reopened = try CrowdDatabase(path: path, create: false)
        let sums = try reopened.all()
        #expect(sums["n1"] == one + listedOnly)
        #expect(sums["w2"] == listedOnly)
        #expect(sums.count == 2)
    }

    @Test func otherFilesAreRefusedByName() throws {
        defer { folder.remove() }
        let text = folder.path("notes.txt")
        try Data("hello, this is not a database at all, just text that goes on for a while".utf8).write(to: URL(fileURLWithPath: text))
        let history = folder.path("history.sqlite")
        _ = try HistoryDatabase(path: history, create: true)
        let other = folder.path("other.sqlite")
        #expect(try runProcess("/usr/bin/sqlite3", [other, "CREATE TABLE t (x)"]).status == 0)
        let empty = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        for (path, words) in [(text, "not an SQLite file"), (history, "pick history"), (other, "another program's")] {
            for create in [false, true] {
                do {
                    _ = try CrowdDatabase(path: path, create: create)
                    Issue.record("\(path) was taken for a crowd")
                } catch {
                    #expect(error.code == .notAStore && error.message.contains(words), "\(error)")
                }
            }
        }
        // An empty file is a new crowd to a server, and nothing to read for `likely`.
        #expect(throws: StoreError.self) { try CrowdDatabase(path: empty, create: false) }
        #expect(try CrowdDatabase(path: empty, create: true).all().isEmpty)
        #expect(throws: StoreError.self) { try CrowdDatabase(path: folder.path("none.sqlite"), create: false) }
    }

    @Test func rowsThatAreNotSumsAreCorrupt() throws {
        defer { folder.remove() }
        let path = folder.path("crowd.sqlite")
        try CrowdDatabase(path: path, create: true).add([("n1", CrowdSums(named: 1, listed: 2, namedWeight: 1, listedOffset: 0.1, listedVariance: 0.2))])
        #expect(try runProcess("/usr/bin/sqlite3", [path, "UPDATE crowd SET listed = -4"]).status == 0)
        do {
            _ = try CrowdDatabase(path: path, create: false).all()
            Issue.record("a negative count was read")
        } catch {
            #expect(error.code == .corrupt)
        }
    }

    @Test func aDamagedFileIsCorrupt() throws {
        defer { folder.remove() }
        let path = folder.path("crowd.sqlite")
        let crowd = try CrowdDatabase(path: path, create: true)
        try crowd.add((0..<3_000).map { ("n\($0)", CrowdSums(named: 1, listed: 1, namedWeight: 1, listedOffset: 0.1, listedVariance: 0.2)) })
        #expect(try runProcess("/usr/bin/sqlite3", [path, "PRAGMA wal_checkpoint(TRUNCATE)"]).status == 0)
        // Scribble over the middle of the file, past its header.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 8_192)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_384))
        try handle.close()
        do {
            _ = try CrowdDatabase(path: path, create: false).all()
            Issue.record("a damaged crowd was read")
        } catch {
            #expect(error.code == .corrupt || error.code == .sqlite, "\(error)")
        }
    }
}
