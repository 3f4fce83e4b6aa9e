/// Why an import failed.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file.
    public let message: String
    /// The input file involved, when there is one.
    public let file: String?

    /// Creates an error.
    public init(_ message: String, file: String? = nil) {
        self.message = message
        self.file = file
    }

    public var description: String {
        file.map { "\($0): \(message)" } ?? message
    }
}
