import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesClient {
    /// Points of interest within a circle, like Google's Nearby Search
    /// (`POST /v1/places:searchNearby`, with Google's body and `X-Goog-FieldMask`).
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: its radius in metres, up to 50 000.
    ///   - includedTypes: a place must have one of these types (any place when empty).
    ///   - excludedTypes: a place must have none of these.
    ///   - includedPrimaryTypes: a place's primary type must be one of these (any when empty).
    ///   - excludedPrimaryTypes: a place's primary type must be none of these.
    ///   - maxResultCount: how many places at most, 1–20; nil for the server's 20.
    ///   - rankPreference: `.popularity` (the server's default) or `.distance`, nearest first.
    ///   - language: the language for names (`languageCode`); nil for the client's.
    ///   - fields: which fields of each place; nil for every one (`*`).
    public func searchNearby(center: Coordinate, radius: Double, includedTypes: [String] = [],
                             excludedTypes: [String] = [], includedPrimaryTypes: [String] = [],
                             excludedPrimaryTypes: [String] = [], maxResultCount: Int? = nil,
                             rankPreference: NearbyRanking? = nil, language: String? = nil,
                             fields: [PlaceField]? = nil) async throws -> [Place] {
        for (name, value) in [("center", center.latitude), ("center", center.longitude), ("radius", radius)]
        where !value.isFinite {
            throw PlacesAPIError.invalidArgument("locationRestriction.circle.\(name) must be a number, not \(value)",
                                                 parameter: "locationRestriction.circle.\(name)")
        }
        let body = try JSONEncoder().encode(NearbySearchRequest(
            locationRestriction: .init(circle: .init(center: center, radius: radius)),
            includedTypes: includedTypes.isEmpty ? nil : includedTypes,
            excludedTypes: excludedTypes.isEmpty ? nil : excludedTypes,
            includedPrimaryTypes: includedPrimaryTypes.isEmpty ? nil : includedPrimaryTypes,
            excludedPrimaryTypes: excludedPrimaryTypes.isEmpty ? nil : excludedPrimaryTypes,
            maxResultCount: maxResultCount, rankPreference: rankPreference, languageCode: language))
        var request = try request(path: "/v1/places:searchNearby")
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(PlaceField.headerMask(fields), forHTTPHeaderField: "X-Goog-FieldMask")
        return try await send(request, as: NearbySearchAnswer.self).places
    }
}
