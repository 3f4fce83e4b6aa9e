/// Why a history file (``PickHistory``) cannot be used. The command line
/// tells each kind in the person's language: a file that is not a history is
/// a usage error (exit 2, the file untouched), one that cannot be written a failure.
public struct PickHistoryError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The kind of problem.
    public enum Code: Sendable, Equatable {
        /// The path is a folder.
        case folder
        /// The folder the file would be in does not exist.
        case noFolder
        /// The file is something else (a place store, a text file, another program's database).
        case notAHistory
        /// A line of a `.jsonl` history is not a pick (``PickHistoryError/line`` says which).
        case badLine
        /// The file cannot be read.
        case unreadable
        /// The file or its folder cannot be written.
        case cannotWrite
    }

    /// The kind of problem.
    public let code: Code
    /// The history file.
    public let path: String
    /// The line at fault, from 1, for a `.jsonl` history; nil otherwise.
    public let line: Int?
    /// What the layer below said, for a person; may be empty (the code says it all).
    public let message: String

    /// Creates an error.
    public init(_ code: Code, path: String, line: Int? = nil, message: String = "") {
        self.code = code
        self.path = path
        self.line = line
        self.message = message
    }

    /// Whether the person gave a file that cannot be a history (exit 2), rather than one that failed (exit 1).
    public var isUsage: Bool {
        switch code {
        case .unreadable, .cannotWrite: return false
        default: return true
        }
    }

    public var description: String { message.isEmpty ? "\(path): \(code)" : "\(path): \(message)" }
}
