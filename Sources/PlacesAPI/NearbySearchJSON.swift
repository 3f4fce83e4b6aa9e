import Foundation

/// The JSON of a Nearby Search answer: `{"places": [...]}`.
public struct NearbySearchJSON: Encodable, Sendable {
    /// The places, each through the request's field mask.
    public let places: [PlaceJSON]

    /// Creates an answer.
    public init(places: [PlaceJSON]) {
        self.places = places
    }
}
