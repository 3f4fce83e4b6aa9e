import Foundation
import Geo
import Places

extension LocationFix {
    /// The fix a phone at `position` might report with `accuracy`: the position moved by a Gaussian of
    /// ``LocationFix/sigma`` on each axis (east, then north), drawn from `generator`. One draw for the simulated
    /// people, their routines' visits and the real check-ins' moved fixes.
    static func drawn(around position: Coordinate, accuracy: Meters, timestamp: Date? = nil,
                      using generator: inout SeededGenerator) -> LocationFix {
        let sigma = LocationFix(coordinate: position, horizontalAccuracy: accuracy).sigma
        let plane = PlanePoint(x: generator.gaussian() * sigma, y: generator.gaussian() * sigma)
        return LocationFix(coordinate: LocalProjection(origin: position).unproject(plane), horizontalAccuracy: accuracy,
                           timestamp: timestamp)
    }
}
