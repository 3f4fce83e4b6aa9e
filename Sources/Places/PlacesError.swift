/// Why the places engine could not answer: the one error of the value and
/// engine layers. Each carries a code, a message for a person, and its
/// context (the parameter at fault, the store file involved). Front ends map
/// codes to their own terms in one place each: the CLI to exit statuses,
/// the server to HTTP statuses.
public struct PlacesError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The kind of failure.
    public enum Code: String, Sendable {
        /// A parameter is missing, malformed or out of range (HTTP 400, exit 2).
        case invalidArgument
        /// The thing asked for does not exist (HTTP 404, exit 1).
        case notFound
        /// No store file at the path (exit 1; a server answers 500).
        case storeMissing
        /// The file is not a current-place store.
        case notAStore
        /// The store was written with another schema.
        case unsupportedSchema
        /// The store file is damaged.
        case storeCorrupt
        /// The store's database cannot answer for now: unreachable, too slow (a statement timeout) or too
        /// busy (no connection free in time). Asking again later may succeed (HTTP 503 with `Retry-After`, exit 1).
        case unavailable
        /// The caller said it no longer wants the answer (a tile scrolled out of view) before it was made.
        case cancelled
        /// The store, a file or a library failed in a way that is not the caller's fault.
        case internalFailure
    }
    /// The kind of failure.
    public let code: Code
    /// What is wrong, for a person.
    public let message: String
    /// The request parameter or option at fault (`lat`, `limit`, `fields`, …).
    public let parameter: String?
    /// The file involved (a store, an output), when there is one. Never shown to remote clients.
    public let path: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, parameter: String? = nil, path: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
        self.path = path
    }

    public var description: String {
        path.map { "\($0): \(message)" } ?? message
    }
}
