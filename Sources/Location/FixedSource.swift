import Foundation
import Geo
import Places

/// One position typed by the person: `--at LAT,LON[,ACCURACY]`.
public struct FixedSource: LocationSource {
    public let coordinate: Coordinate
    public let accuracy: Meters
    public var name: String { "fixed" }

    public init(coordinate: Coordinate, accuracy: Meters = 10) {
        self.coordinate = coordinate
        self.accuracy = accuracy
    }

    /// Parses `LAT,LON` or `LAT,LON,ACCURACY`.
    public static func parse(_ text: String) throws(LocationError) -> FixedSource {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (2...3).contains(parts.count), let lat = parts[0], let lon = parts[1],
              let coordinate = try? Coordinate.validated(latitude: lat, longitude: lon) else {
            throw LocationError("position \"\(text)\" must be LAT,LON or LAT,LON,ACCURACY with a valid position")
        }
        let accuracy = parts.count == 3 ? parts[2] ?? -1 : 10
        guard accuracy.isFinite, (0...LocationFix.maximumAccuracy).contains(accuracy) else {
            throw LocationError("position \"\(text)\": the accuracy must be 0 to 100000 metres")
        }
        return FixedSource(coordinate: coordinate, accuracy: accuracy)
    }

    public func fixes() -> AsyncThrowingStream<SourcedFix, any Error> {
        let fix = SourcedFix(fix: LocationFix(coordinate: coordinate, horizontalAccuracy: accuracy, timestamp: Date()), source: name)
        return AsyncThrowingStream { continuation in
            continuation.yield(fix)
            continuation.finish()
        }
    }
}
