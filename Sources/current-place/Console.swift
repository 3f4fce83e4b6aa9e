import Foundation

/// Writes to standard output and standard error through file handles
/// (the C `stdout`/`stderr` globals are not concurrency-safe in Swift 6).
enum Console {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("current-place: " + text + "\n").utf8))
    }

    /// Pretty, key-sorted JSON of `value` on one or several lines.
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                                          : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
