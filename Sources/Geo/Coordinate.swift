import Foundation

/// Metres, the unit of every distance in this package.
public typealias Meters = Double

/// A WGS 84 position in degrees.
public struct Coordinate: Sendable, Hashable, Codable {
    /// Degrees north of the equator, −90…90.
    public var latitude: Double
    /// Degrees east of Greenwich, −180…180.
    public var longitude: Double

    /// Creates a coordinate without checking it; see ``validated(latitude:longitude:)``.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Mean Earth radius in metres (IUGG), used by the haversine formula.
    public static let earthRadius: Meters = 6_371_008.8

    /// Whether both values are finite and in range.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Checks a latitude and longitude given by a person or a file.
    /// - Throws: ``CoordinateError`` naming the bad value.
    public static func validated(latitude: Double, longitude: Double) throws(CoordinateError) -> Coordinate {
        guard latitude.isFinite else { throw CoordinateError("latitude \(latitude) is not a number") }
        guard longitude.isFinite else { throw CoordinateError("longitude \(longitude) is not a number") }
        guard abs(latitude) <= 90 else { throw CoordinateError("latitude \(latitude) is outside −90…90") }
        guard abs(longitude) <= 180 else { throw CoordinateError("longitude \(longitude) is outside −180…180") }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Parses "LAT,LON" as people write it on a command line.
    /// - Throws: ``CoordinateError`` when the text is not two numbers in range.
    public static func parse(_ text: String) throws(CoordinateError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw CoordinateError("\"\(text)\" is not a position; write LAT,LON in degrees, e.g. 60.1699,24.9384")
        }
        return try validated(latitude: latitude, longitude: longitude)
    }

    /// Great-circle distance by the haversine formula (R. W. Sinnott, 1984), in metres.
    public func distance(to other: Coordinate) -> Meters {
        let lat1 = latitude * .pi / 180, lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (other.longitude - longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Coordinate.earthRadius * asin(min(1, h.squareRoot()))
    }
}

/// A coordinate that is not a number or out of range.
public struct CoordinateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the value.
    public let message: String
    /// Creates an error with its message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
