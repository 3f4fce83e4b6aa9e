/// Why a gettext catalog (a `.po` file) cannot be read: what kind of problem, the file, the line and what is
/// wrong there.
public struct TranslationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem, for a caller that words it itself.
    public enum Code: Sendable, Equatable {
        /// The file cannot be read as UTF-8 text.
        case unreadable
        /// A line is not gettext's syntax (a stray string, an unknown keyword or escape, keywords out of order).
        case syntax
        /// The header's `Plural-Forms` cannot be read, or an entry has another number of forms than it says.
        case pluralForms
        /// A message is given twice (the same context and English).
        case duplicate
    }

    /// What kind of problem.
    public let code: Code
    /// The catalog's file (its name, or the path when it could not be read), when it was read from a file.
    public let path: String?
    /// The line, from 1; nil for the catalog as a whole (its file, its header).
    public let line: Int?
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, path: String? = nil, line: Int? = nil, _ message: String) {
        self.code = code
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = [path, line.map { "line \($0)" }].compactMap { $0 }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
