import Foundation

/// Splits a byte stream into lines (without their `\n`).
public struct LineSplitter: Sendable {
    private var buffer = Data()

    public init() {}

    /// Adds bytes; returns the lines they complete.
    public mutating func append(_ data: Data) -> [String] {
        buffer.append(data)
        var lines: [String] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
        return lines
    }

    /// What is left after the last newline, once the stream has ended.
    public mutating func rest() -> String? {
        defer { buffer.removeAll() }
        return buffer.isEmpty ? nil : String(decoding: buffer, as: UTF8.self)
    }
}
