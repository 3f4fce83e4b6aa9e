import Foundation

/// A latitude/longitude rectangle (does not cross the antimeridian).
public struct BoundingBox: Sendable, Hashable, Codable {
    /// Southern edge in degrees.
    public var minLatitude: Double
    /// Western edge in degrees.
    public var minLongitude: Double
    /// Northern edge in degrees.
    public var maxLatitude: Double
    /// Eastern edge in degrees.
    public var maxLongitude: Double

    /// Whether every edge is a finite degree in range and the south and west
    /// edges are not past the north and east ones.
    public var isValid: Bool {
        Coordinate(latitude: minLatitude, longitude: minLongitude).isValid
            && Coordinate(latitude: maxLatitude, longitude: maxLongitude).isValid
            && minLatitude <= maxLatitude && minLongitude <= maxLongitude
    }

    /// Creates a box from its edges.
    public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.minLongitude = minLongitude
        self.maxLatitude = maxLatitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box holding every coordinate, or nil for none.
    public init?<S: Sequence>(covering coordinates: S) where S.Element == Coordinate {
        var iterator = coordinates.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(point: first)
        while let next = iterator.next() { extend(with: next) }
    }

    /// A box of zero size at one point.
    public init(point: Coordinate) {
        self.init(minLatitude: point.latitude, minLongitude: point.longitude,
                  maxLatitude: point.latitude, maxLongitude: point.longitude)
    }

    /// A box reaching `radius` metres from `center` in every direction.
    public init(center: Coordinate, radius: Meters) {
        let dLat = radius / (Coordinate.earthRadius * .pi / 180)
        let cosLat = max(cos(center.latitude * .pi / 180), 1e-6)
        let dLon = min(180, dLat / cosLat)
        self.init(minLatitude: max(-90, center.latitude - dLat), minLongitude: max(-180, center.longitude - dLon),
                  maxLatitude: min(90, center.latitude + dLat), maxLongitude: min(180, center.longitude + dLon))
    }

    /// The box grown by `meters` on every side (measured at its edge nearest the equator's opposite, so
    /// that it holds every point within `meters` of it).
    public func expanded(by meters: Meters) -> BoundingBox {
        let low = BoundingBox(center: Coordinate(latitude: minLatitude, longitude: minLongitude), radius: meters)
        let high = BoundingBox(center: Coordinate(latitude: maxLatitude, longitude: maxLongitude), radius: meters)
        var box = low
        box.extend(with: high)
        return box
    }

    /// The middle of the box.
    public var center: Coordinate {
        Coordinate(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }

    /// Grows the box to hold `coordinate`.
    public mutating func extend(with coordinate: Coordinate) {
        minLatitude = min(minLatitude, coordinate.latitude)
        maxLatitude = max(maxLatitude, coordinate.latitude)
        minLongitude = min(minLongitude, coordinate.longitude)
        maxLongitude = max(maxLongitude, coordinate.longitude)
    }

    /// Grows the box to hold `other`.
    public mutating func extend(with other: BoundingBox) {
        minLatitude = min(minLatitude, other.minLatitude)
        maxLatitude = max(maxLatitude, other.maxLatitude)
        minLongitude = min(minLongitude, other.minLongitude)
        maxLongitude = max(maxLongitude, other.maxLongitude)
    }

    /// Whether the point lies in the box, edges included.
    public func contains(_ coordinate: Coordinate) -> Bool {
        coordinate.latitude >= minLatitude && coordinate.latitude <= maxLatitude
            && coordinate.longitude >= minLongitude && coordinate.longitude <= maxLongitude
    }

    /// Whether the two boxes share any point.
    public func intersects(_ other: BoundingBox) -> Bool {
        minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
            && minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
    }
}
