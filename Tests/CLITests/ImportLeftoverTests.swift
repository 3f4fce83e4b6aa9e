import Foundation
import TestSupport
import Testing

/// A store's `-wal` and `-shm` files can outlive it: a reader killed, or the store deleted while a server had
/// it open. An import, plain or updatable, over such a path succeeds, and its store answers.
@Suite(.timeLimit(.minutes(5))) struct ImportLeftoverTests {
    /// What lies at the path before the import, beside a real write-ahead log with frames in it.
    enum Before: String, CaseIterable {
        /// Only the log and its index: the store was deleted.
        case nothing
        /// A file that is not SQLite.
        case text
        /// An SQLite database of another layout, with its own log.
        case otherDatabase
    }

    /// Makes `path` an SQLite database in WAL mode whose last commit is still in its log (`-wal`, `-shm`), as a
    /// killed writer leaves it.
    private func killedWriter(at path: String) throws {
        let script = """
            import os, signal, sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute('PRAGMA journal_mode=WAL'); c.execute('PRAGMA wal_autocheckpoint=0')
            c.execute('CREATE TABLE other_layout(x)'); c.execute("INSERT INTO other_layout VALUES ('kept')"); c.commit()
            os.kill(os.getpid(), signal.SIGKILL)
            """
        _ = try runProcess("/usr/bin/python3", ["-c", script, path])
        #expect(FileManager.default.fileExists(atPath: path + "-wal") && FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test(arguments: Before.allCases, [false, true])
    func anImportOverLeftoverLogFilesSucceeds(before: Before, updatable: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = try Repository.executable()
        let store = folder.path("places.sqlite")
        try killedWriter(at: store)
        switch before {
        case .nothing: try FileManager.default.removeItem(atPath: store)
        case .text: try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: store))
        case .otherDatabase: break
        }
        let imported = try runProcess(binary, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", store]
                                      + (updatable ? ["--updatable"] : []), timeout: 120)
        #expect(imported.status == 0, "\(before) \(updatable): \(imported.standardError)")
        #expect(!FileManager.default.fileExists(atPath: store + "-wal"), "\(before) \(updatable): the old log is gone")
        let likely = try runProcess(binary, ["likely", "--at", "60.1684,24.9420", "--db", store])
        #expect(likely.status == 0 && likely.standardOutput.contains("Stockmann"), "\(before) \(updatable): \(likely.standardError)")
    }
}
