import Foundation

/// A point in metres on a plane tangent near some origin.
public struct PlanePoint: Sendable, Hashable {
    /// Metres east of the origin.
    public var x: Meters
    /// Metres north of the origin.
    public var y: Meters
    /// Creates a point.
    public init(x: Meters, y: Meters) {
        self.x = x
        self.y = y
    }
}

/// An equirectangular projection around an origin: accurate to well under a
/// metre across a few kilometres, which is all a building or a park needs.
/// Working around a local origin keeps full precision where absolute
/// degrees would lose it.
public struct LocalProjection: Sendable {
    /// The point that maps to (0, 0).
    public let origin: Coordinate
    private let metersPerDegreeLatitude: Double
    private let metersPerDegreeLongitude: Double

    /// Creates a projection centred on `origin`.
    public init(origin: Coordinate) {
        self.origin = origin
        metersPerDegreeLatitude = Coordinate.earthRadius * .pi / 180
        metersPerDegreeLongitude = metersPerDegreeLatitude * cos(origin.latitude * .pi / 180)
    }

    /// Projects a coordinate onto the plane.
    public func project(_ coordinate: Coordinate) -> PlanePoint {
        PlanePoint(
            x: (coordinate.longitude - origin.longitude) * metersPerDegreeLongitude,
            y: (coordinate.latitude - origin.latitude) * metersPerDegreeLatitude
        )
    }

    /// Maps a plane point back to a coordinate.
    public func unproject(_ point: PlanePoint) -> Coordinate {
        Coordinate(
            latitude: origin.latitude + point.y / metersPerDegreeLatitude,
            longitude: origin.longitude + (metersPerDegreeLongitude > 0 ? point.x / metersPerDegreeLongitude : 0)
        )
    }
}
