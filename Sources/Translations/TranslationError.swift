/// Why a gettext catalog (a `.po` file) cannot be read: the file, the line and what is wrong there.
public struct TranslationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalog's file (its name, or the path when it could not be read), when it was read from a file.
    public let path: String?
    /// The line, from 1 (0: the catalog as a whole, e.g. its header).
    public let line: Int
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error.
    public init(path: String? = nil, line: Int, _ message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = [path, line > 0 ? "line \(line)" : nil].compactMap { $0 }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
