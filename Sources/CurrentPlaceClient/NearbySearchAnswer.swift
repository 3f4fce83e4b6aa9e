import Foundation

/// The answer of a Nearby Search: `{"places": [...]}`; Google leaves `places` out when none is found.
struct NearbySearchAnswer: Decodable {
    let places: [Place]

    private enum CodingKeys: String, CodingKey {
        case places
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        places = try container.decodeIfPresent([Place].self, forKey: .places) ?? []
    }
}
