import Foundation
import Geo
import Places

/// Passes a fix only when it is farther than `minimumDistance` from the last
/// one passed (the tutorial's distance filter), or when it changes between
/// precise and approximate.
public struct DistanceFilter: Sendable {
    public let minimumDistance: Meters
    private var last: LocationFix?

    public init(minimumDistance: Meters = 50) {
        self.minimumDistance = minimumDistance
    }

    /// Whether `fix` should be passed on; remembers it if so.
    public mutating func accepts(_ fix: LocationFix) -> Bool {
        if let last, last.isApproximate == fix.isApproximate,
           last.coordinate.distance(to: fix.coordinate) <= minimumDistance {
            return false
        }
        last = fix
        return true
    }
}
