import Foundation
import Geo
import Places

/// A check-in service's venue with the name it has today: which place a
/// check-in there was at, not only its kind.
public struct Venue: Sendable, Hashable {
    /// The service's venue id, as in the check-ins.
    public let id: String
    /// The venue's name.
    public let name: String
    /// Where the service places it.
    public let coordinate: Coordinate
    /// The kind its check-ins' category says (``CategoryCrosswalk``), when one does: which of two places
    /// that share its name's words it is ("The Standard Biergarten", a beer garden, is the hotel's
    /// `Biergarten`, not the hotel `The Standard`).
    public var kind: PlaceKind?

    /// Creates a venue.
    public init(id: String, name: String, coordinate: Coordinate, kind: PlaceKind? = nil) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.kind = kind
    }
}
