import Foundation
import TestSupport
import Testing

/// Scale-out on PostgreSQL, shown (issue 16): a primary and a streaming replica (`pg_basebackup -R`, hot
/// standby), one `serve` on each. What is imported on the primary is answered by the server that reads the
/// replica, a re-import included (after SIGHUP, as for any re-import); the replica refuses an import.
@Suite(.timeLimit(.minutes(5))) struct PostgresReplicaTests {
    /// A fix whose answers hold Fazer Café (n6049453018), the place the changed file renames.
    private static let query = "/v1/currentPlace?lat=60.1684&lng=24.9420&accuracy=20"
    private static let renamedPlace = "n6049453018"

    @Test func theServerOnTheReplicaAnswersWhatIsImportedOnThePrimary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let primary = try TemporaryPostgres()
        defer { primary.stop() }
        let replica = try primary.startReplica()
        defer { replica.stop() }  // deferred last, so it stops before its primary
        let binary = try Repository.executable()
        let sample = try Repository.sampleData("Helsinki.osm.pbf")

        let imported = try runProcess(binary, ["import", sample, "--db", primary.url()], timeout: 120)
        try #require(imported.status == 0, "\(imported.standardError)")
        try replica.waitForReplay(of: primary.walPosition(), timeout: 30)

        let onPrimary = try Server(binary: binary, db: primary.url(), folder: folder)
        defer { onPrimary.stop() }
        let onReplica = try Server(binary: binary, db: replica.url(), folder: folder)
        defer { onReplica.stop() }
        #expect(onReplica.output.contains("serving postgresql://postgres@127.0.0.1:\(replica.port)/places"))
        let first = try onPrimary.get(Self.query)
        #expect(first.contains("\"Fazer Café\""), "\(first.prefix(300))")
        #expect(try onReplica.get(Self.query) == first)

        // A changed file, re-imported on the primary: the replica's server answers the new name after SIGHUP.
        let changed = try renamedCopy(of: sample, in: folder, to: "Replica Café")
        let reimported = try runProcess(binary, ["import", changed, "--db", primary.url()], timeout: 120)
        try #require(reimported.status == 0, "\(reimported.standardError)")
        try replica.waitForReplay(of: primary.walPosition(), timeout: 30)
        try onReplica.reload()
        let afterwards = try onReplica.get(Self.query)
        #expect(afterwards.contains("\"Replica Café\"") && !afterwards.contains("\"Fazer Café\""), "\(afterwards.prefix(300))")
        #expect(afterwards.contains(Self.renamedPlace))
        try onPrimary.reload()
        #expect(try onPrimary.get(Self.query) == afterwards)

        // The replica takes no import: exit 1, a message naming it a standby, and it still answers as before.
        let refused = try runProcess(binary, ["import", sample, "--db", replica.url()], timeout: 120)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("read-only standby"), "\(refused.standardError)")
        #expect(!refused.standardOutput.contains("wrote"))
        try onReplica.reload()
        #expect(try onReplica.get(Self.query) == afterwards)
    }

    /// The sample with the name of ``renamedPlace`` changed: `osmium cat` to XML, the one tag edited, back to PBF.
    private func renamedCopy(of sample: String, in folder: TemporaryFolder, to name: String) throws -> String {
        let osmium = try #require(["/usr/bin/osmium", "/usr/local/bin/osmium"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                  "osmium is not installed (osmium-tool); run scripts/setup.sh")
        let xml = folder.path("helsinki.osm"), pbf = folder.path("helsinki-renamed.osm.pbf")
        let toXML = try runProcess(osmium, ["cat", sample, "-o", xml, "--overwrite"], timeout: 60)
        try #require(toXML.status == 0, "\(toXML.standardError)")
        var text = try String(contentsOfFile: xml, encoding: .utf8)
        let start = try #require(text.range(of: "<node id=\"\(Self.renamedPlace.dropFirst())\""))
        let end = try #require(text.range(of: "</node>", range: start.upperBound..<text.endIndex))
        let tag = try #require(text.range(of: "<tag k=\"name\" v=\"Fazer Café\"/>", range: start.upperBound..<end.lowerBound))
        text.replaceSubrange(tag, with: "<tag k=\"name\" v=\"\(name)\"/>")
        try text.write(toFile: xml, atomically: true, encoding: .utf8)
        let toPBF = try runProcess(osmium, ["cat", xml, "-o", pbf, "--overwrite"], timeout: 60)
        try #require(toPBF.status == 0, "\(toPBF.standardError)")
        return pbf
    }
}

/// One `current-place serve` on 127.0.0.1 and a port of its choosing, stopped by `stop()` (SIGTERM, then
/// SIGKILL after 30 s).
private final class Server {
    let process: ChildProcess
    let port: String

    init(binary: String, db: String, folder: TemporaryFolder) throws {
        process = try ChildProcess(binary, ["serve", "--db", db, "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--quiet"],
                                   outputIn: folder)
        guard let found = process.listeningPort() else {
            process.send(SIGKILL)
            throw SupportError("`serve --db \(db)` did not say where it listens: \(process.standardError)")
        }
        port = found
    }

    var output: String { process.standardOutput }

    /// The body of GET `path` (curl gives up after 10 s).
    func get(_ path: String) throws -> String {
        let response = try runProcess("/usr/bin/curl", ["-s", "-f", "-m", "10", "http://127.0.0.1:\(port)\(path)"], timeout: 30)
        guard response.status == 0 else { throw SupportError("GET \(path) on port \(port) failed (curl \(response.status))") }
        return response.standardOutput
    }

    /// SIGHUP, then waits (up to 10 s) for the server to say it reopened the store.
    func reload() throws {
        let before = output.components(separatedBy: "reloaded").count
        process.send(SIGHUP)
        let deadline = Date(timeIntervalSinceNow: 10)
        while Date() < deadline {
            if output.components(separatedBy: "reloaded").count > before { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw SupportError("the server on port \(port) did not reload after SIGHUP: \(process.standardError.suffix(500))")
    }

    func stop() {
        process.send(SIGTERM)
        _ = try? process.waitForExit(timeout: 30)
    }
}
