import Foundation

/// A position in WGS 84 degrees, as the API writes it:
/// `{"latitude": 60.1684, "longitude": 24.942}` (Google's `LatLng`).
public struct Coordinate: Sendable, Hashable, Codable {
    /// Degrees north, −90…90.
    public var latitude: Double
    /// Degrees east, −180…180.
    public var longitude: Double

    /// Creates a position from degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
