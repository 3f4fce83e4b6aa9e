import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesClient {
    /// One place's details, like `GMSPlacesClient.fetchPlace` (`GET /v1/places/{id}`).
    /// - Parameters:
    ///   - id: the place's id, as a likely place or a search gave it (`w122595241`).
    ///   - fields: which fields; nil for every one.
    ///   - language: the language for names; nil for the client's.
    /// - Throws: ``PlacesAPIError`` with status `NOT_FOUND` (404) for an id the server does not have,
    ///   `INVALID_ARGUMENT` (400, parameter `id`) for one that is not an id.
    public func place(id: String, fields: [PlaceField]? = nil, language: String? = nil) async throws -> Place {
        var query: [(name: String, value: String)] = []
        if let language { query.append(("lang", language)) }
        let request = try request(path: "/v1/places/\(WireText.percentEncoded(id))",
                                  query: query + (PlaceField.queryMask(fields).map { [("fields", $0)] } ?? []))
        return try await send(request, as: Place.self)
    }
}
