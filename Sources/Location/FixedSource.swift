import Foundation
import Geo
import Places

/// One position typed by the person: `--at LAT,LON[,ACCURACY]`, read by the command line's one position
/// parser (CommandOptions' `GivenPosition`).
public struct FixedSource: LocationSource {
    public let coordinate: Coordinate
    public let accuracy: Meters
    public var name: String { "fixed" }

    public init(coordinate: Coordinate, accuracy: Meters = LocationFix.defaultAccuracy) {
        self.coordinate = coordinate
        self.accuracy = accuracy
    }

    public func fixes() -> AsyncThrowingStream<SourcedFix, any Error> {
        let fix = SourcedFix(fix: LocationFix(coordinate: coordinate, horizontalAccuracy: accuracy, timestamp: Date()), source: name)
        return AsyncThrowingStream { continuation in
            continuation.yield(fix)
            continuation.finish()
        }
    }
}
