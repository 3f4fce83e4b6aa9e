import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request did not get an answer: no connection (server down, no network), a timeout, TLS….
public struct PlacesTransportError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The URL asked.
    public var url: URL
    /// `URLSession`'s code for the failure, e.g. `.cannotConnectToHost`, `.timedOut`; nil when the
    /// failure was not a `URLError`.
    public var code: URLError.Code?
    /// What went wrong, as the system said it.
    public var message: String

    /// Creates an error.
    public init(url: URL, code: URLError.Code?, message: String) {
        self.url = url
        self.code = code
        self.message = message
    }

    /// The failure of a request to `url`.
    init(url: URL, underlying error: any Error) {
        self.init(url: url, code: (error as? URLError)?.code, message: error.localizedDescription)
    }

    /// The message and the URL.
    public var errorDescription: String? { description }

    /// `no answer from http://…: Could not connect to the server.`
    public var description: String {
        "no answer from \(url.absoluteString): \(message)"
    }
}
