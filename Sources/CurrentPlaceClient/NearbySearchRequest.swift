import Foundation

/// The body of Google's Nearby Search (`POST /v1/places:searchNearby`); nil fields are left out.
struct NearbySearchRequest: Encodable {
    struct Circle: Encodable {
        let center: Coordinate
        let radius: Double
    }
    struct Restriction: Encodable {
        let circle: Circle
    }
    let locationRestriction: Restriction
    let includedTypes: [String]?
    let excludedTypes: [String]?
    let includedPrimaryTypes: [String]?
    let excludedPrimaryTypes: [String]?
    let maxResultCount: Int?
    let rankPreference: NearbyRanking?
    let languageCode: String?
}
