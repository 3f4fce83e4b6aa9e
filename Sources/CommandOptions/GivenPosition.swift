import Foundation
import Geo
import Places

/// A position typed on a command line: `LAT,LON` or `LAT,LON,ACCURACY` (`--at`), in degrees and metres.
public struct GivenPosition: Sendable, Hashable {
    /// Where.
    public let coordinate: Coordinate
    /// The accuracy written after the position, if one was.
    public let accuracy: Meters?

    /// Reads `LAT,LON[,ACCURACY]`: two or three numbers, each part written (`59.0,,20.0` is not a position),
    /// spaces around a part allowed; the latitude in −90…90, the longitude in −180…180, the accuracy in
    /// 0…``LocationFix/maximumAccuracy``. Nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            Double(part.trimmingCharacters(in: .whitespaces))
        }
        guard (2...3).contains(parts.count), let latitude = parts[0], let longitude = parts[1],
              let coordinate = try? Coordinate.validated(latitude: latitude, longitude: longitude) else { return nil }
        if parts.count == 3 {
            guard let accuracy = parts[2], accuracy.isFinite, (0...LocationFix.maximumAccuracy).contains(accuracy) else { return nil }
            self.accuracy = accuracy + 0  // -0 is 0
        } else {
            accuracy = nil
        }
        self.coordinate = coordinate
    }
}
