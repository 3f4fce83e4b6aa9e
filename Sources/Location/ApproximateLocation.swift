import Foundation
import Geo
import Places

/// Coarsens a fix the way reduced accuracy does: the position snapped to a
/// grid of about 2 km and the accuracy widened to at least 3 km, so the
/// answer is areas and the map zooms to 10.
public enum ApproximateLocation {
    /// The grid step in degrees of latitude (about 2.2 km).
    static let step = 0.02

    public static func coarsen(_ fix: LocationFix) -> LocationFix {
        let latitude = (fix.coordinate.latitude / step).rounded() * step
        let longitudeStep = step / max(cos(latitude * .pi / 180), 0.1)
        let longitude = (fix.coordinate.longitude / longitudeStep).rounded() * longitudeStep
        return LocationFix(coordinate: Coordinate(latitude: latitude, longitude: max(-180, min(180, longitude))),
                           horizontalAccuracy: max(fix.horizontalAccuracy, 3_000), timestamp: fix.timestamp)
    }
}
