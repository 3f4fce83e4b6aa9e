import Foundation
import Places

/// An HTTP request as the handlers see it.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, …
    public let method: String
    /// The percent-decoded path, without the query.
    public let path: String
    /// Query parameters (the last of repeated names wins).
    public let query: [String: String]
    /// Request headers by lower-cased name.
    public let headers: [String: String]
    /// The body (POST).
    public let body: Data
    /// The route of the path, found once.
    let route: Route
    /// The client's IP address as bytes, for the crowd's per-address limit only: kept in memory for the hour the
    /// limit counts, never written or logged. Empty when unknown.
    let clientAddress: [UInt8]

    /// A request whose path's route the daemon found when the request's headers arrived.
    init(method: String, path: String, query: [String: String], headers: [String: String], body: Data, route: Route,
         clientAddress: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.route = route
        self.clientAddress = clientAddress
    }

    /// A header's value.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The preferred language of `Accept-Language` that names one, or nil: a hint, never a reason to refuse.
    var acceptedLanguage: LanguageCode? { header("Accept-Language").flatMap(LanguageCode.preferred(acceptLanguage:)) }
}
