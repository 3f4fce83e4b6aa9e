import Foundation

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

    init(method: String, path: String, query: [String: String], headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        route = Route(path: path)
    }

    /// A header's value.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
