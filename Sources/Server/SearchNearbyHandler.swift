import Foundation
import Geo
import PlaceStore
import Places
import PlacesEngine

/// `POST /v1/places:searchNearby`: a compatible subset of Google Places API
/// (New) Nearby Search, so a client only changes the base URL.
enum SearchNearbyHandler {
    struct Body: Decodable {
        struct LatLng: Decodable {
            let latitude: Double
            let longitude: Double
        }
        struct Circle: Decodable {
            let center: LatLng
            let radius: Double
        }
        struct Restriction: Decodable {
            let circle: Circle
        }
        let includedTypes: [String]?
        let excludedTypes: [String]?
        let maxResultCount: Int?
        let locationRestriction: Restriction?
        let rankPreference: String?
        let languageCode: String?
    }

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
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: request.body)
        } catch {
            throw HTTPError(400, "the body is not a searchNearby request: \(describe(error))", parameter: "body")
        }
        guard let circle = body.locationRestriction?.circle else {
            throw HTTPError(400, "locationRestriction.circle is required", parameter: "locationRestriction")
        }
        let center: Coordinate
        do {
            center = try Coordinate.validated(latitude: circle.center.latitude, longitude: circle.center.longitude)
        } catch {
            throw HTTPError(400, "locationRestriction.circle.center: \(error.message)", parameter: "locationRestriction.circle.center")
        }
        guard circle.radius.isFinite, circle.radius > 0, circle.radius <= 50_000 else {
            throw HTTPError(400, "locationRestriction.circle.radius must be in (0, 50000] metres", parameter: "locationRestriction.circle.radius")
        }
        let maxResults = body.maxResultCount ?? 20
        guard (1...20).contains(maxResults) else {
            throw HTTPError(400, "maxResultCount must be from 1 to 20", parameter: "maxResultCount")
        }
        guard let ranking = NearbyRanking(rawValue: body.rankPreference ?? "POPULARITY") else {
            throw HTTPError(400, "rankPreference must be POPULARITY or DISTANCE", parameter: "rankPreference")
        }
        var parts: PlaceParts = []
        if fields.contains(.osmTags) { parts.insert(.tags) }
        if fields.contains(.footprint) { parts.insert(.footprint) }
        if fields.contains(.names) || fields.contains(.displayName) { parts.insert(.names) }
        let places = try server.clients.with {
            try $0.searchNearby(center: center, radius: circle.radius, includedTypes: Set(body.includedTypes ?? []),
                                excludedTypes: Set(body.excludedTypes ?? []), maxResults: maxResults, ranking: ranking, parts: parts)
        }
        let language = body.languageCode ?? APIHandlers.language(of: request)
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

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: return "malformed JSON"
        case DecodingError.keyNotFound(let key, _): return "\(key.stringValue) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        default: return "\(error)"
        }
    }
}
