import Foundation
import Geo
import Places
import PlacesEngine

/// A Google Places API (New) Nearby Search request body, read and checked:
/// `locationRestriction.circle` (radius 0–50 km), `includedTypes`,
/// `excludedTypes`, `includedPrimaryTypes`, `excludedPrimaryTypes`,
/// `maxResultCount` 1–20, `rankPreference`, `languageCode`, `regionCode`.
/// As in Google's JSON mapping of protocol buffers, `null` is the same as
/// leaving a field out, 0 is the default (`maxResultCount` 0 is 20), and an
/// enum may be written by name or by number (`$alt=json;enum-encoding=int`).
public enum NearbySearchBody {
    /// `rankPreference` by number, as Google's clients send it:
    /// 0 RANK_PREFERENCE_UNSPECIFIED (popularity), 1 DISTANCE, 2 POPULARITY.
    private static let rankingsByNumber: [Int: NearbyRanking] = [0: .popularity, 1: .distance, 2: .popularity]

    /// An enum as proto3 JSON writes it: its name or its number.
    private enum EnumValue: Decodable {
        case name(String), number(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .name(try container.decode(String.self))
            }
        }
    }

    private struct Body: Decodable {
        /// As in proto3 JSON, a missing coordinate is 0.
        struct LatLng: Decodable {
            let latitude: Double?
            let longitude: Double?
        }
        /// As in proto3 JSON, a radius of 0 is left out by Google's clients.
        struct Circle: Decodable {
            let center: LatLng
            let radius: Double?
        }
        struct Restriction: Decodable {
            let circle: Circle
        }
        let includedTypes: [String]?
        let excludedTypes: [String]?
        let includedPrimaryTypes: [String]?
        let excludedPrimaryTypes: [String]?
        let maxResultCount: Int?
        let locationRestriction: Restriction?
        let rankPreference: EnumValue?
        let languageCode: String?
        /// Accepted; addresses are formatted by the place's own country.
        let regionCode: String?
    }

    /// Reads a JSON body into the engine's search, with the fields of the
    /// mask and, when the body names no `languageCode`, `language`.
    /// - Throws: ``PlacesError`` naming the field at fault.
    public static func parse(_ data: Data, fields: PlaceFields = .all, language: LanguageCode? = nil) throws(PlacesError)
        -> NearbySearch {
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch {
            throw PlacesError(.invalidArgument, "the body is not a searchNearby request: \(describe(error))", parameter: "body")
        }
        guard let circle = body.locationRestriction?.circle else {
            throw PlacesError(.invalidArgument, "locationRestriction.circle is required", parameter: "locationRestriction")
        }
        let center: Coordinate
        do {
            center = try Coordinate.validated(latitude: circle.center.latitude ?? 0, longitude: circle.center.longitude ?? 0)
        } catch {
            throw PlacesError(.invalidArgument, "locationRestriction.circle.center: \(error.message)",
                                  parameter: "locationRestriction.circle.center")
        }
        let radius = circle.radius ?? 0
        // Google answers with as many as it may when the count is left out (or 0).
        let maxResults = body.maxResultCount.flatMap { $0 == 0 ? nil : $0 } ?? NearbySearch.resultLimits.upperBound
        let ranking: NearbyRanking
        switch body.rankPreference {
        case nil: ranking = .popularity
        case .name("RANK_PREFERENCE_UNSPECIFIED"): ranking = .popularity
        case .name(let name):
            guard let named = NearbyRanking(rawValue: name) else { throw rankingError() }
            ranking = named
        case .number(let number):
            guard let numbered = rankingsByNumber[number] else { throw rankingError() }
            ranking = numbered
        }
        let languageCode = try body.languageCode.map { text throws(PlacesError) in
            try CurrentPlaceQuery.languageCode(text, parameter: "languageCode")
        }
        return try NearbySearch(center: center, radius: radius, includedTypes: Set(body.includedTypes ?? []),
                                excludedTypes: Set(body.excludedTypes ?? []),
                                includedPrimaryTypes: Set(body.includedPrimaryTypes ?? []),
                                excludedPrimaryTypes: Set(body.excludedPrimaryTypes ?? []), maxResultCount: maxResults,
                                rankPreference: ranking, fields: fields, language: languageCode ?? language,
                                radiusParameter: "locationRestriction.circle.radius")
    }

    private static func rankingError() -> PlacesError {
        PlacesError(.invalidArgument, "rankPreference must be POPULARITY, DISTANCE or RANK_PREFERENCE_UNSPECIFIED (or 2, 1, 0)",
                    parameter: "rankPreference")
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
