import CurrentPlaceClient
import Foundation
import TestSupport
import Testing

/// A real `current-place serve` over a store imported from the Helsinki sample, on a free port:
/// started once for the suite that has the ``LiveServerTrait`` trait, stopped after its last test.
final class LiveServer: Sendable {
    /// The server of the running suite.
    @TaskLocal static var current: LiveServer?

    /// Where the server answers.
    let baseURL: URL
    private let folder: TemporaryFolder
    private let process: ChildProcess

    /// Imports the sample and starts the server; returns once it says where it listens.
    init() throws {
        folder = try TemporaryFolder()
        let store = folder.path("helsinki.sqlite")
        let executable = try Repository.executable()
        let imported = try runProcess(executable, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", store])
        guard imported.status == 0 else { throw LiveServerError("import failed: \(imported.standardError)") }
        process = try ChildProcess(executable, ["serve", "--db", store, "--port", "0", "--threads", "2", "--quiet"],
                                   outputIn: folder)
        // It says "serving … on http://127.0.0.1:PORT/" once it listens.
        for _ in 0..<200 {
            let text = process.standardOutput
            if let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression),
               let url = URL(string: String(text[range])) {
                baseURL = url
                return
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.send(SIGKILL)
        throw LiveServerError("the server did not say where it listens: \(process.standardError)")
    }

    /// Stops the server (SIGTERM) and deletes its store.
    func stop() {
        process.send(SIGTERM)
        _ = try? process.waitForExit(timeout: 30)
        folder.remove()
    }

    /// A client of the running suite's server.
    static func client(language: String? = nil) throws -> PlacesClient {
        let server = try #require(current, "the suite has no .liveServer trait")
        return PlacesClient(baseURL: server.baseURL, language: language)
    }
}

/// Why the server could not be started.
struct LiveServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a suite's tests with one ``LiveServer`` for all of them.
struct LiveServerTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let server = try LiveServer()
        defer { server.stop() }
        try await LiveServer.$current.withValue(server) { try await function() }
    }
}

extension Trait where Self == LiveServerTrait {
    /// One real server for the whole suite.
    static var liveServer: Self { LiveServerTrait() }
}
