/// Why the server could not start (a setting, the listening socket, a missing
/// file of the web app): the server layer's error before any request. Errors
/// of requests are ``HTTPError``s.
public struct ServerError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to do about it, naming the setting at fault.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
