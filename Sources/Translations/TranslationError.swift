/// Why a gettext catalog (a `.po` file) cannot be read: the line and what is wrong there.
public struct TranslationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1 (0: the catalog as a whole, e.g. its header).
    public let line: Int
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error.
    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}
