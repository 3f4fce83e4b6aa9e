import Foundation

/// Why a map could not be drawn or written: the map layer's one error.
public struct MapError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: String, Sendable {
        /// A map parameter is out of range (the caller's fault).
        case invalidArgument
        /// Cairo or libpng failed.
        case renderFailure
        /// The image file could not be written.
        case io
    }
    /// The kind of failure.
    public let code: Code
    /// What is wrong.
    public let message: String
    /// The parameter at fault (`center`, `zoom`, `size`, `scale`, `markers`, `me`, `output`).
    public let parameter: String?
    /// The file involved, when there is one.
    public let path: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, parameter: String? = nil, path: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
        self.path = path
    }

    public var description: String { path.map { "\($0): \(message)" } ?? message }
}
