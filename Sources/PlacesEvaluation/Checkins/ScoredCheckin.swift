import Foundation
import Geo
import Places
import PlacesEngine

/// A check-in the crosswalk gives a kind, inside the store: what is scored.
public struct ScoredCheckin: Sendable {
    /// Which place a check-in was at, when its venue has a name (``VenueMatches``).
    public enum VenuePlace: Sendable, Hashable {
        /// The venue has no name (or no venue file was given): only the kind is known.
        case unknown
        /// The venue is these places of the store: one, or the stations of one complex (``VenueMatches``).
        case place(Set<PlaceID>)
        /// The venue has a name but is not in the map: "none of these" is right.
        case missing
    }

    /// The check-in.
    public let checkin: Checkin
    /// The kind of place the person said they were at.
    public let kind: PlaceKind
    /// Which place it was, when known.
    public var venue: VenuePlace = .unknown
}
