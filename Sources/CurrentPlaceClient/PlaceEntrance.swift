import Foundation

/// A way into a place, such as a station's subway entrance (an extra of this API, like the `entrances` of
/// Google's Geocoding API).
public struct PlaceEntrance: Sendable, Hashable, Codable {
    /// The entrance's id (it also names the place it belongs to).
    public var id: String
    /// Where it is.
    public var location: Coordinate
    /// Its name, when it has one.
    public var name: String?

    /// Creates an entrance.
    public init(id: String, location: Coordinate, name: String? = nil) {
        self.id = id
        self.location = location
        self.name = name
    }
}
