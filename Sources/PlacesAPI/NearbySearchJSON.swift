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

extension NearbySearchJSON: CompactJSONWritable {
    /// Writes the same JSON as a `JSONEncoder` with sorted keys and unescaped
    /// slashes writes for this answer, without the encoder.
    public func write(to json: inout CompactJSON) {
        json.beginObject()
        json.key("places")
        json.beginArray()
        // Every place of an answer has the same mask.
        let keyMask = places.first.map { PlaceJSON.keyMask($0.fields) } ?? 0
        for place in places { place.write(to: &json, keyMask: keyMask) }
        json.endArray()
        json.endObject()
    }
}
