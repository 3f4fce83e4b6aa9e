/// Why a gettext catalog (a `.po` file) cannot be read: the file, the line and what is wrong there.
public struct TranslationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalog's file name, when it was read from a file.
    public let file: String?
    /// The line, from 1 (0: the catalog as a whole, e.g. its header).
    public let line: Int
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error.
    public init(file: String? = nil, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        let place = [file, line > 0 ? "line \(line)" : nil].compactMap { $0 }.joined(separator: ": ")
        return place.isEmpty ? message : "\(place): \(message)"
    }
}
