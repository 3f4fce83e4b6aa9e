import Foundation
import Geo
import Places
import PlacesEngine

/// A check-in the crosswalk gives a kind, inside the store: what is scored.
public struct ScoredCheckin: Sendable {
    /// The check-in.
    public let checkin: Checkin
    /// The kind of place the person said they were at.
    public let kind: PlaceKind
}
