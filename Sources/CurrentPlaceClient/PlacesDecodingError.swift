import Foundation

/// The server answered with success, but not with JSON this client can read (a proxy's page, a
/// server of another kind or version).
public struct PlacesDecodingError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The URL asked.
    public var url: URL
    /// The answer's HTTP status.
    public var statusCode: Int
    /// What the decoder could not read, and where.
    public var message: String
    /// The first 200 bytes of the answer, as text.
    public var answerPrefix: String

    /// Creates an error.
    public init(url: URL, statusCode: Int, message: String, answerPrefix: String) {
        self.url = url
        self.statusCode = statusCode
        self.message = message
        self.answerPrefix = answerPrefix
    }

    /// The message and the URL.
    public var errorDescription: String? { description }

    /// `unreadable answer from http://…: placeLikelihoods is missing`.
    public var description: String {
        "unreadable answer from \(url.absoluteString) (HTTP \(statusCode)): \(message)"
    }
}
