import Foundation
import TestSupport
import Testing

private func osmFixture(_ name: String) -> String {
    Repository.root.appendingPathComponent("Tests/OSMImportTests/Fixtures/\(name)").path
}

/// What happens when things go wrong around the store: a replaced file, a
/// damaged file, a full disk, a killed import.
@Suite(.serialized, .timeLimit(.minutes(5))) struct FaultTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func cli(_ arguments: [String]) throws -> ProcessResult {
        try runProcess(try Repository.executable(), arguments)
    }

    @Test func aReplacedStoreIsServedOldUntilSIGHUPThenNew() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        #expect(try cli(["import", osmFixture("shop-inside-mall.osm"), "--db", db]).status == 0)
        let server = try Server(arguments: ["serve", "--db", db, "--port", "0", "--quiet"], folder: folder)
        defer { try? server.stop() }
        #expect(try server.get("/v1/places/n20") == 200)
        #expect(try cli(["import", osmFixture("address-only-building.osm"), "--db", db]).status == 0)
        // The old file stays open: same answers until told to reopen.
        #expect(try server.get("/v1/places/n20") == 200)
        #expect(try server.get("/v1/places/w40") == 404)
        server.process.send(SIGHUP)
        #expect(server.waitForOutput("reloaded \(db)"))
        #expect(try server.get("/v1/places/n20") == 404)
        #expect(try server.get("/v1/places/w40") == 200)
        // A damaged replacement (moved into place as imports do) is refused and the current store kept.
        let garbage = folder.path("garbage.sqlite")
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: garbage))
        #expect(rename(garbage, db) == 0)
        server.process.send(SIGHUP)
        #expect(server.waitForError("kept the old store"))
        #expect(try server.get("/v1/places/w40") == 200)
    }

    @Test func aDamagedStoreIsRefusedAtStart() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        #expect(try cli(["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db]).status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: db))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: db))
        let serve = try cli(["serve", "--db", db, "--port", "0"])
        #expect(serve.status == 1)
        #expect(serve.standardError.contains("damaged"), "\(serve.standardError)")
        let likely = try cli(["likely", "--at", "60.17,24.94", "--db", db])
        #expect(likely.status == 1)
    }

    @Test func aFullDiskFailsTheImportAndKeepsThePreviousStore() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        #expect(try cli(["import", osmFixture("shop-inside-mall.osm"), "--db", db]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        // A 256 KiB file-size limit: the Helsinki store (a few MB) cannot be written.
        let result = try runProcess("/bin/bash", ["-c", "ulimit -f 256; exec \"$0\" import \"$1\" --db \"$2\"",
                                                  try Repository.executable(), try Repository.sampleData("Helsinki.osm.pbf"), db])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("cannot write: the ") && result.standardError.contains("file-size limit"),
                "\(result.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(try folder.files() == ["store.sqlite"])
    }

    @Test func aKilledImportLeavesThePreviousStoreAndNoTrace() throws {
        defer { folder.remove() }
        let db = folder.path("store.sqlite")
        #expect(try cli(["import", osmFixture("shop-inside-mall.osm"), "--db", db]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let logs = try TemporaryFolder()
        defer { logs.remove() }
        var caught = false
        for _ in 0..<5 where !caught {
            let process = try ChildProcess(try Repository.executable(),
                                           ["import", try Repository.sampleData("Helsinki.osm.pbf"),
                                            try Repository.sampleData("test.osm.pbf"), "--db", db], outputIn: logs)
            // Kill it the moment its temporary store appears, while it is writing.
            while process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
                if names.contains(where: { $0.hasSuffix(".tmp") }) {
                    process.send(SIGKILL)
                    caught = true
                    break
                }
                usleep(1_000)
            }
            try process.waitForExit(timeout: 60)
            if !caught { #expect(try cli(["import", osmFixture("shop-inside-mall.osm"), "--db", db]).status == 0) }
        }
        #expect(caught, "the import finished every time before it could be killed")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        #expect(try cli(["stats", "--db", db]).status == 0)
        // The next import removes the dead one's leftovers.
        #expect(try cli(["import", osmFixture("address-only-building.osm"), "--db", db]).status == 0)
        #expect(try folder.files() == ["store.sqlite"])
    }
}

/// `current-place serve` in the background, its output in files.
private final class Server {
    let process: ChildProcess
    let port: String

    init(arguments: [String], folder: TemporaryFolder) throws {
        process = try ChildProcess(try Repository.executable(), arguments, outputIn: folder)
        guard let found = process.listeningPort(timeout: 5) else { throw SupportError("the server did not start") }
        port = found
    }

    func get(_ path: String) throws -> Int {
        let result = try runProcess("/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(port)\(path)"])
        return Int(result.standardOutput) ?? 0
    }

    func waitForOutput(_ text: String) -> Bool { wait(until: { self.process.standardOutput.contains(text) }) }
    func waitForError(_ text: String) -> Bool { wait(until: { self.process.standardError.contains(text) }) }

    private func wait(until found: () -> Bool) -> Bool {
        for _ in 0..<100 {
            if found() { return true }
            usleep(50_000)
        }
        return false
    }

    func stop() throws {
        process.send(SIGTERM)
        try process.waitForExit(timeout: 30)
    }
}
