import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client of a current-place server (`current-place serve`), shaped like `GMSPlacesClient`:
/// the likely places at a position, a place's details, and Google's Nearby Search; and, on a server that
/// keeps a crowd, randomized confirmations of the person's picks (``confirm(pick:among:)``).
///
/// ```swift
/// let client = PlacesClient(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let likely = try await client.findPlaceLikelihoods(at: Coordinate(latitude: 60.1684, longitude: 24.942),
///                                                    accuracy: 10)
/// ```
///
/// Every call throws ``PlacesAPIError`` when the server refuses the request (or the client sees
/// that any server would), ``PlacesTransportError`` when no answer comes, ``PlacesDecodingError``
/// when the answer cannot be read, and `CancellationError` when the task is cancelled.
public final class PlacesClient: Sendable {
    /// The server, e.g. `http://127.0.0.1:8080` (a path is kept: `https://example.org/places/`).
    public let baseURL: URL
    /// The session requests go through.
    public let session: URLSession
    /// The language sent as `Accept-Language` on every request; a call's `language` wins over it.
    public let language: String?

    /// A client of the server at `baseURL`.
    /// - Parameters:
    ///   - baseURL: the server's address; the API's paths (`v1/currentPlace`…) are appended to it.
    ///   - session: the session to use; its configuration sets timeouts and caching.
    ///   - language: a BCP 47 tag (`sv`, `pt-BR`) sent as `Accept-Language`, a hint for the names'
    ///     language; nil sends none, and names are local.
    public init(baseURL: URL, session: URLSession = .shared, language: String? = nil) {
        self.baseURL = baseURL
        self.session = session
        self.language = language
    }

    /// The server's settings: the default location, the zoom rules, the tiles, the crowd's ε when it keeps one
    /// (`GET /v1/config`). Asked each time: the client keeps no copy.
    public func config() async throws -> ServerConfig {
        try await send(request(path: "/v1/config"), as: ServerConfig.self)
    }
}
