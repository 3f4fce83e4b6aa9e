import Geo

/// One search hit.
public struct SearchResult: Sendable {
    /// The place found.
    public let place: Place
    /// Metres from the `near` position, when one was given.
    public let distance: Meters?

    /// Creates a hit.
    public init(place: Place, distance: Meters?) {
        self.place = place
        self.distance = distance
    }
}
