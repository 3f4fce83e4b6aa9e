import Foundation
import Geo
import Places

/// How `searchNearby` orders what it finds.
public enum NearbyRanking: String, Sendable {
    /// Most prominent first (the kind-and-prominence prior), then nearest.
    case popularity = "POPULARITY"
    /// Nearest first.
    case distance = "DISTANCE"
}

/// A Google Places API (New) Nearby Search request body, read and checked:
/// `locationRestriction.circle` (radius up to 50 km), `includedTypes`,
/// `excludedTypes`, `maxResultCount` 1–20, `rankPreference`, `languageCode`.
/// As in Google's JSON mapping of protocol buffers, `null` is the same as
/// leaving a field out.
public struct NearbySearchRequest: Sendable {
    public let center: Coordinate
    public let radius: Meters
    public let includedTypes: Set<String>
    public let excludedTypes: Set<String>
    public let maxResults: Int
    public let ranking: NearbyRanking
    public let languageCode: LanguageCode?

    private struct Body: Decodable {
        /// As in proto3 JSON, a missing coordinate is 0.
        struct LatLng: Decodable {
            let latitude: Double?
            let longitude: Double?
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

    /// Reads a JSON body.
    /// - Throws: ``LikelihoodError`` naming the field at fault.
    public static func parse(_ data: Data) throws(LikelihoodError) -> NearbySearchRequest {
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch {
            throw LikelihoodError(.invalidArgument, "the body is not a searchNearby request: \(describe(error))", parameter: "body")
        }
        guard let circle = body.locationRestriction?.circle else {
            throw LikelihoodError(.invalidArgument, "locationRestriction.circle is required", parameter: "locationRestriction")
        }
        let center: Coordinate
        do {
            center = try Coordinate.validated(latitude: circle.center.latitude ?? 0, longitude: circle.center.longitude ?? 0)
        } catch {
            throw LikelihoodError(.invalidArgument, "locationRestriction.circle.center: \(error.message)",
                                  parameter: "locationRestriction.circle.center")
        }
        guard circle.radius.isFinite, circle.radius > 0, circle.radius <= 50_000 else {
            throw LikelihoodError(.invalidArgument, "locationRestriction.circle.radius must be in (0, 50000] metres",
                                  parameter: "locationRestriction.circle.radius")
        }
        let maxResults = body.maxResultCount ?? 20
        guard (1...20).contains(maxResults) else {
            throw LikelihoodError(.invalidArgument, "maxResultCount must be from 1 to 20", parameter: "maxResultCount")
        }
        guard let ranking = NearbyRanking(rawValue: body.rankPreference ?? "POPULARITY") else {
            throw LikelihoodError(.invalidArgument, "rankPreference must be POPULARITY or DISTANCE", parameter: "rankPreference")
        }
        let languageCode = try body.languageCode.map { text throws(LikelihoodError) in
            try CurrentPlaceQuery.languageCode(text, parameter: "languageCode")
        }
        return NearbySearchRequest(center: center, radius: circle.radius, includedTypes: Set(body.includedTypes ?? []),
                                   excludedTypes: Set(body.excludedTypes ?? []), maxResults: maxResults, ranking: ranking,
                                   languageCode: languageCode)
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
