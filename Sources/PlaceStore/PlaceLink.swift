import Places

/// How a place that is not listed on its own belongs to the place that is: conflation's answer for one OSM
/// object (see `PlaceConflation` in PlaceStoreBuilding). Kept in the store's `place_links` table.
public struct PlaceLink: Sendable, Hashable {
    /// What the object is to the place.
    public enum Role: Int64, Sendable, Hashable {
        /// Another drawing of the same real place (a shop's node and its building): merged into it.
        case same = 1
        /// A part of it that is no place of its own (a station's platform or entrance).
        case part = 2
    }

    /// The place the object belongs to.
    public let place: PlaceID
    /// What it is to that place.
    public let role: Role

    /// Creates a link.
    public init(place: PlaceID, role: Role) {
        self.place = place
        self.role = role
    }
}
