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
public func runProcess(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                       input: String? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Files, not pipes: a large output cannot fill a pipe and stall the child.
    let outURL = folder.url.appendingPathComponent("out"), errURL = folder.url.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    if let input {
        let inURL = folder.url.appendingPathComponent("in")
        try Data(input.utf8).write(to: inURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ProcessResult(status: process.terminationStatus,
                         standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                         standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
}

/// A test-support failure with a message.
public struct SupportError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
