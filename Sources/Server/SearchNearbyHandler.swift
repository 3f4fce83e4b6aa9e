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
        guard let mask = request.header("X-Goog-FieldMask"), !mask.isEmpty else {
            throw HTTPError(400, "the X-Goog-FieldMask header is required (e.g. places.displayName,places.id, or *)",
                            parameter: "X-Goog-FieldMask")
        }
        let fields = try fieldMask(mask)
        let search = try NearbySearchRequest.parse(request.body)
        let language = search.languageCode ?? request.header("Accept-Language").flatMap(LanguageCode.preferred(acceptLanguage:))
        let places = try server.clients.with {
            try $0.searchNearby(center: search.center, radius: search.radius, includedTypes: search.includedTypes,
                                excludedTypes: search.excludedTypes, maxResults: search.maxResults, ranking: search.ranking,
                                parts: PlaceParts(for: fields, language: language))
        }
        return .json(Answer(places: places.map { PlaceJSON($0, language: language, fields: fields) }))
    }

    /// `places.displayName,places.id` (or `*`, `places`, `places.*`) as our
    /// field mask: names separated by commas, each with or without `places.`.
    static func fieldMask(_ text: String) throws -> PlaceFields {
        if ["*", "places.*", "places"].contains(text) { return .all }
        var fields = Set<PlaceField>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let field = name.hasPrefix("places.") ? String(name.dropFirst("places.".count)) : String(name)
            if let known = googleFieldNames[field] {
                fields.insert(known)
                continue
            }
            guard !field.isEmpty, field != "*" else {
                throw HTTPError(400, "X-Goog-FieldMask: \"\(text.prefix(60))\" has an empty name or a * among names",
                                parameter: "X-Goog-FieldMask")
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
