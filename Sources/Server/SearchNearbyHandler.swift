import Foundation
import Geo
import PlaceStore
import Places
import PlacesEngine

/// `POST /v1/places:searchNearby`: a compatible subset of Google Places API
/// (New) Nearby Search, so a client only changes the base URL.
enum SearchNearbyHandler {
    /// Google's field names that differ from ours.
    static let googleFieldNames: [String: PlaceField] = [
        "nationalPhoneNumber": .phone, "internationalPhoneNumber": .phone, "websiteUri": .website,
        "regularOpeningHours": .openingHours, "currentOpeningHours": .openingHours, "name": .id,
    ]

    private struct Answer: Encodable {
        let places: [PlaceJSON]
    }

    static func handle(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        guard let mask = request.header("X-Goog-FieldMask"), !mask.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw HTTPError(400, "the X-Goog-FieldMask header is required (e.g. places.displayName,places.id, or *)",
                            parameter: "X-Goog-FieldMask")
        }
        let fields = try fieldMask(mask)
        let search = try NearbySearchRequest.parse(request.body)
        var parts: PlaceParts = []
        if fields.contains(.osmTags) { parts.insert(.tags) }
        if fields.contains(.footprint) { parts.insert(.footprint) }
        if fields.contains(.names) || fields.contains(.displayName) { parts.insert(.names) }
        let places = try server.clients.with {
            try $0.searchNearby(center: search.center, radius: search.radius, includedTypes: search.includedTypes,
                                excludedTypes: search.excludedTypes, maxResults: search.maxResults, ranking: search.ranking,
                                parts: parts)
        }
        let language = search.languageCode ?? APIHandlers.language(of: request)
        return .json(Answer(places: places.map { PlaceJSON($0, language: language, fields: fields) }))
    }

    /// `places.displayName,places.id` (or `*`) as our field mask.
    static func fieldMask(_ text: String) throws -> PlaceFields {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if names == ["*"] || names == ["places.*"] || names == ["places"] { return .all }
        var fields = Set<PlaceField>()
        for name in names {
            let field = name.hasPrefix("places.") ? String(name.dropFirst("places.".count)) : name
            if let known = googleFieldNames[field] {
                fields.insert(known)
                continue
            }
            do {
                fields.formUnion(try PlaceFields.parse(field).fields)
            } catch {
                throw HTTPError(400, "X-Goog-FieldMask: \(error.message)", parameter: "X-Goog-FieldMask")
            }
        }
        return PlaceFields(fields)
    }
}
