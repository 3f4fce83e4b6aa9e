import Foundation
import Geo

/// A check-in service's venue with the name it has today: which place a
/// check-in there was at, not only its kind.
public struct Venue: Sendable, Hashable {
    /// The service's venue id, as in the check-ins.
    public let id: String
    /// The venue's name.
    public let name: String
    /// Where the service places it.
    public let coordinate: Coordinate

    /// Creates a venue.
    public init(id: String, name: String, coordinate: Coordinate) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }
}
