import CurrentPlaceClient
import Foundation
import TestSupport
import Testing

/// Three real `current-place serve` processes over one store imported from the Helsinki sample, for the
/// confirmations: one that keeps a crowd with no hourly limit, one that keeps none (and writes its access log,
/// so that a test can see what reached it), and one that keeps a crowd and takes ``limitedCrowdLimit``
/// confirmations an hour from an address. Started once for the suite with the ``CrowdServersTrait`` trait.
final class CrowdServers: Sendable {
    /// The servers of the running suite.
    @TaskLocal static var current: CrowdServers?

    /// What `--crowd-limit` the limited server has.
    static let limitedCrowdLimit = 2

    /// `serve --crowd FILE --crowd-limit 0`.
    let crowded: URL
    /// `serve` without a crowd, its access log on standard error.
    let plain: URL
    /// `serve --crowd FILE --crowd-limit 2`.
    let limited: URL
    private let folder: TemporaryFolder
    private let processes: [ChildProcess]
    private let plainProcess: ChildProcess

    /// Imports the sample and starts the three servers; returns once each says where it listens.
    init() throws {
        let folder = try TemporaryFolder()
        self.folder = folder
        let store = folder.path("helsinki.sqlite")
        let executable = try Repository.executable()
        let imported = try runProcess(executable, ["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", store])
        guard imported.status == 0 else { throw LiveServerError("import failed: \(imported.standardError)") }
        var started: [ChildProcess] = []
        func serve(_ arguments: [String]) throws -> (ChildProcess, URL) {
            let process = try ChildProcess(executable, ["serve", "--db", store, "--port", "0", "--threads", "2"] + arguments,
                                           outputIn: folder)
            started.append(process)
            guard let port = process.listeningPort(), let url = URL(string: "http://127.0.0.1:\(port)/") else {
                for process in started { process.send(SIGKILL) }
                throw LiveServerError("`serve \(arguments.joined(separator: " "))` did not say where it listens: "
                                      + process.standardError)
            }
            return (process, url)
        }
        (_, crowded) = try serve(["--crowd", folder.path("crowd.sqlite"), "--crowd-limit", "0", "--quiet"])
        (plainProcess, plain) = try serve([])
        (_, limited) = try serve(["--crowd", folder.path("limited-crowd.sqlite"),
                                  "--crowd-limit", String(CrowdServers.limitedCrowdLimit), "--quiet"])
        processes = started
    }

    /// The plain server's access log so far: one line per request it answered.
    var plainAccessLog: String { plainProcess.standardError }

    /// Stops the servers (SIGTERM) and deletes the store and the crowds.
    func stop() {
        for process in processes { process.send(SIGTERM) }
        for process in processes { _ = try? process.waitForExit(timeout: 30) }
        folder.remove()
    }

    /// The running suite's servers.
    static func running() throws -> CrowdServers {
        try #require(current, "the suite has no .crowdServers trait")
    }
}

/// Runs a suite's tests with one ``CrowdServers`` for all of them.
struct CrowdServersTrait: SuiteTrait, TestScoping {
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let servers = try CrowdServers()
        defer { servers.stop() }
        try await CrowdServers.$current.withValue(servers) { try await function() }
    }
}

extension Trait where Self == CrowdServersTrait {
    /// The three crowd servers for the whole suite.
    static var crowdServers: Self { CrowdServersTrait() }
}

/// SplitMix64 (S. Vigna, 2015): a seeded generator, so that a test knows what randomizing gave. Never for a device.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
