import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    /// The folder's URL.
    public let url: URL

    /// Creates an empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("current-place-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The names in the folder, sorted, leaving out the write-ahead log and its index that SQLite keeps beside a
    /// store its readers opened (`NAME-wal`, `NAME-shm`): what a failed command must not have added.
    public func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.sorted()
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Where the repository's files are.
public enum Repository {
    /// The package root, found from this source file's path.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A sample extract fetched by `scripts/fetch-sample-data.sh` (e.g. "Helsinki.osm.pbf").
    /// - Throws: when it has not been fetched, saying how to fetch it.
    public static func sampleData(_ name: String) throws -> String {
        let path = root.appendingPathComponent("data").appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw SupportError("sample data \(path) is missing; run scripts/fetch-sample-data.sh first")
        }
        return path
    }

    /// The built `current-place` executable next to the test bundle.
    public static func executable() throws -> String {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("current-place"),
            Bundle.main.bundleURL.appendingPathComponent("current-place"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("current-place"),
            root.appendingPathComponent(".build/debug/current-place"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw SupportError("the current-place executable is not built; run `swift build` first")
        }
        return found.path
    }
}

/// The output and status of a finished process.
public struct ProcessResult: Sendable {
    /// Exit status.
    public let status: Int32
    /// Standard output as UTF-8.
    public let standardOutput: String
    /// Standard error as UTF-8.
    public let standardError: String
}

/// Runs a program to completion with `arguments` (and `input` on its standard input), collecting its output.
/// - Throws: when it cannot start, or when it has not ended after `timeout` seconds (it is then killed).
public func runProcess(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                       input: String? = nil, timeout: TimeInterval = 300) throws -> ProcessResult {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let child = try ChildProcess(executable, arguments, environment: environment, input: input, outputIn: folder)
    let status = try child.waitForExit(timeout: timeout)
    return ProcessResult(status: status, standardOutput: child.standardOutput, standardError: child.standardError)
}

/// A program started in the background, its output going to files in a folder (files, not pipes: a large
/// output cannot fill a pipe and stall the child).
///
/// Its end is seen with `waitid(…, WNOWAIT)`, not with `Process.waitUntilExit()` alone. Foundation on Linux
/// learns that a child ended when a socket the child inherited closes; a child spawned by another thread
/// at the same moment can inherit that socket too and keep it open for as long as it lives. Under parallel
/// tests on two cores that chained into a run that never ended (CI, 2026-11-29). Asking the kernel about
/// the process itself has no such chain, and every wait has a deadline.
public final class ChildProcess: @unchecked Sendable {
    private let process = Process()
    private let outURL: URL, errURL: URL
    private let commandLine: String

    /// Starts `executable` with `arguments` in `environment` (default: this process's, without its language
    /// settings, and with `XDG_DATA_HOME` in `folder`, so that the terminal app's history of picks starts
    /// empty and never touches the real one); `input`, when given, is its standard input.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                input: String? = nil, outputIn folder: TemporaryFolder) throws {
        commandLine = ([executable] + arguments).joined(separator: " ")
        let name = UUID().uuidString
        outURL = folder.url.appendingPathComponent("\(name).out")
        errURL = folder.url.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The user's language settings stay out, so that output is English unless a test asks otherwise.
        process.environment = environment ?? ProcessInfo.processInfo.environment.filter {
            !["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"].contains($0.key)
        }.merging(["XDG_DATA_HOME": folder.url.appendingPathComponent("xdg-data").path]) { $1 }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        if let input {
            let inURL = folder.url.appendingPathComponent("\(name).in")
            try Data(input.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
    }

    /// The child's process ID.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether it has not ended yet.
    public var isRunning: Bool { exitStatus == nil }

    /// Sends it `signal` (SIGTERM, SIGKILL, …), unless it has ended.
    public func send(_ signal: Int32) {
        if isRunning { kill(process.processIdentifier, signal) }
    }

    /// Waits until it ends and gives its exit status (or the signal that ended it).
    /// - Throws: when it is still running after `timeout` seconds; it is killed first.
    @discardableResult
    public func waitForExit(timeout: TimeInterval) throws -> Int32 {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let status = exitStatus { return status }
            usleep(2_000)
        }
        kill(process.processIdentifier, SIGKILL)
        throw SupportError("`\(commandLine)` had not ended after \(Int(timeout)) s and was killed; "
                           + "its standard error: \(standardError.suffix(2_000))")
    }

    /// The exit status once it has ended, else nil. The child is left for Foundation to reap.
    private var exitStatus: Int32? {
        var info = siginfo_t()
        if waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 {
            let child = info._sifields._sigchld
            guard child.si_pid == process.processIdentifier else { return nil }  // still running
            return child.si_status  // the exit code, or the signal for a killed child
        }
        // ECHILD: Foundation has reaped it already, so its status is Foundation's to give.
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Everything it has written to standard output so far, as UTF-8.
    public var standardOutput: String { Self.read(outURL) }

    /// The port a `current-place serve` child says it listens on ("… http://127.0.0.1:PORT/"),
    /// waiting up to `timeout` seconds; nil when it has not said so by then or has exited.
    public func listeningPort(timeout: Double = 15) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, isRunning {
            let text = standardOutput
            if let match = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                return String(text[match].dropFirst("http://127.0.0.1:".count).dropLast())
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Everything it has written to standard error so far, as UTF-8.
    public var standardError: String { Self.read(errURL) }

    private static func read(_ url: URL) -> String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }

    deinit {
        if isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// A test-support failure with a message.
public struct SupportError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
