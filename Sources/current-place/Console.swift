import Foundation

/// Writes to standard output and standard error through file handles
/// (the C `stdout`/`stderr` globals are not concurrency-safe in Swift 6).
enum Console {
    /// Writes a line to standard output. Output that cannot be written (a full disk, a closed pipe when
    /// SIGPIPE is ignored) ends the command with exit status 1 and says why, rather than a crash.
    static func print(_ text: String) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
        } catch {
            Console.error("cannot write the output: \(error.localizedDescription)")
            exit(ExitStatus.failure.rawValue)
        }
    }

    /// Writes a line a long-running command reports as it goes (a server's "serving", "reloaded"): best effort,
    /// since a log that cannot be written must not stop the service.
    static func status(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }

    /// Writes a line to standard error; when even that cannot be written, nothing more can be said.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(("current-place: " + text + "\n").utf8))
    }

    /// Pretty, key-sorted JSON of `value` on one or several lines.
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
