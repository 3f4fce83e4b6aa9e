import Foundation

/// What the server knows of a place's mapped ground (an extra of this API).
public struct Footprint: Sendable, Hashable, Codable {
    /// How many polygons it has.
    public var polygons: Int
    /// Its area in square metres.
    public var areaSquareMeters: Double

    /// Creates a summary.
    public init(polygons: Int, areaSquareMeters: Double) {
        self.polygons = polygons
        self.areaSquareMeters = areaSquareMeters
    }
}
