import Foundation
import Geo

/// A position fix, as a device reports it: where, how sure, and when.
public struct LocationFix: Sendable, Hashable {
    /// The reported position.
    public var coordinate: Coordinate
    /// Radius in metres of the circle that holds the true position with about
    /// 68 % probability (Core Location's `horizontalAccuracy`; gpsd's `eph` / 2 roughly).
    public var horizontalAccuracy: Meters
    /// When the fix was taken; nil when unknown.
    public var timestamp: Date?

    /// Accuracies from this radius on are "approximate" (iOS reduced accuracy):
    /// the answer is areas, not shops, and the map zooms to 10.
    public static let approximateAccuracy: Meters = 1_000
    /// The map zoom for a precise fix (the tutorial's street level).
    public static let preciseZoom = 15
    /// The map zoom for an approximate fix (the tutorial's city level).
    public static let approximateZoom = 10
    /// Moves shorter than this from the last accepted fix are not new fixes
    /// (Core Location's `distanceFilter` as the tutorial sets it).
    public static let defaultDistanceFilter: Meters = 50
    /// The largest accuracy a fix may have: 100 km, past which "where am I" has no answer.
    public static let maximumAccuracy: Meters = 100_000
    /// The accuracy of a position given without one (the HTTP API's `accuracy`, `likely --at`, `pick --at`):
    /// 20 m, about the 19 m median by which real check-ins' pins sit from the places they name (docs/BENCHMARKS.md,
    /// "Venue level": 151 Midtown venues matched by name).
    public static let defaultAccuracy: Meters = 20

    /// Creates a fix without checking it; see ``validated(latitude:longitude:horizontalAccuracy:timestamp:)``.
    public init(coordinate: Coordinate, horizontalAccuracy: Meters, timestamp: Date? = nil) {
        self.coordinate = coordinate
        self.horizontalAccuracy = horizontalAccuracy
        self.timestamp = timestamp
    }

    /// Checks values given by a person, a file or a request.
    /// - Throws: ``PlacesError`` naming the bad value.
    public static func validated(latitude: Double, longitude: Double, horizontalAccuracy: Double,
                                 timestamp: Date? = nil) throws(PlacesError) -> LocationFix {
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate.validated(latitude: latitude, longitude: longitude)
        } catch {
            throw PlacesError(.invalidArgument, error.message, parameter: latitude.isFinite && abs(latitude) <= 90 ? "lng" : "lat")
        }
        guard horizontalAccuracy.isFinite, horizontalAccuracy >= 0 else {
            throw PlacesError(.invalidArgument, "accuracy \(horizontalAccuracy) must be a number of metres ≥ 0", parameter: "accuracy")
        }
        guard horizontalAccuracy <= maximumAccuracy else {
            throw PlacesError(.invalidArgument, "accuracy \(horizontalAccuracy) m is more than 100 km", parameter: "accuracy")
        }
        // (-0 is 0: `accuracy=-0` is not shown as "± -0 m".)
        return LocationFix(coordinate: coordinate, horizontalAccuracy: horizontalAccuracy + 0, timestamp: timestamp)
    }

    /// Whether the fix is coarse enough that only areas make sense.
    public var isApproximate: Bool { horizontalAccuracy >= LocationFix.approximateAccuracy }

    /// The per-axis standard deviation of the position error: a 2-D Gaussian
    /// holds 68 % of its mass within 1.515 σ (Rayleigh distribution), so
    /// σ = accuracy / 1.515. A 1 m floor keeps a perfect fix finite.
    public var sigma: Meters { max(horizontalAccuracy, 1) / 1.515 }

    /// The map zoom the tutorial uses: 10 for approximate fixes, else 15.
    public var recommendedZoom: Int { isApproximate ? LocationFix.approximateZoom : LocationFix.preciseZoom }
}
