import Geo

/// A way into a place: an OpenStreetMap entrance that conflation made the place's part (a station's subway
/// entrance). Like the `entrances` of Google's Geocoding API, with the entrance's own id and name.
public struct PlaceEntrance: Sendable, Hashable {
    /// The entrance's OSM id (it also names the place it belongs to).
    public var id: PlaceID
    /// Its name, when it has one ("Grand Central - 47th Street Entrance").
    public var name: String
    /// Where it is.
    public var location: Coordinate

    /// Creates an entrance.
    public init(id: PlaceID, name: String, location: Coordinate) {
        self.id = id
        self.name = name
        self.location = location
    }
}
