import Foundation

/// Why a likelihood query could not be answered.
public struct LikelihoodError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: String, Sendable {
        /// A parameter is missing, malformed or out of range (HTTP 400, exit 2).
        case invalidArgument
        /// The place store failed (HTTP 500, exit 1).
        case storeFailure
    }
    /// The kind of failure.
    public let code: Code
    /// What is wrong, for a person.
    public let message: String
    /// The request parameter at fault (`lat`, `lng`, `accuracy`, `time`, `limit`, `fields`, …).
    public let parameter: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, parameter: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
    }

    public var description: String { message }
}
