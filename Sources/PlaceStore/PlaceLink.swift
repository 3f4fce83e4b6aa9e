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

    /// A link as ``CandidateRow`` reads it: the role's number, a colon and the place's id (`2:n123`).
    init?(stored text: String) {
        let fields = text.split(separator: ":", maxSplits: 1)
        guard fields.count == 2, let number = Int64(fields[0]), let role = Role(rawValue: number),
              let place = PlaceID(String(fields[1])) else { return nil }
        self.init(place: place, role: role)
    }
}
