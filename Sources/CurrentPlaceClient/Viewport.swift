import Foundation

/// The box to show a place in: its footprint's bounds, at least 100 m wide.
public struct Viewport: Sendable, Hashable, Codable {
    /// The south-west corner.
    public var low: Coordinate
    /// The north-east corner.
    public var high: Coordinate

    /// Creates a box from its corners.
    public init(low: Coordinate, high: Coordinate) {
        self.low = low
        self.high = high
    }
}
