/// Why the server could not start (a setting, the listening socket, a missing
/// file of the web app): the server layer's error before any request. Errors
/// of requests are ``HTTPError``s.
public struct ServerError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem, for a caller that words it itself.
    public enum Code: Sendable, Equatable {
        /// A setting of ``PlaceServer/Configuration`` cannot be used (``ServerError/parameter`` names it).
        case setting
        /// The socket cannot be opened (the port in use, or not allowed).
        case cannotListen
        /// A file the server serves or reads at start (the web app, Leaflet, the translations) is missing or broken.
        case missingFile
    }

    /// What kind of problem.
    public let code: Code
    /// What is wrong and what to do about it.
    public let message: String
    /// The setting at fault, as ``PlaceServer/Configuration`` names it (`host`, `defaultLocation`); never a
    /// command-line flag, which the front end adds when it words the error.
    public let parameter: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, parameter: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
    }

    public var description: String { message }
}
