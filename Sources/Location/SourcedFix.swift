import Foundation
import Geo
import Places

/// A position fix and where it came from.
public struct SourcedFix: Sendable {
    /// The fix.
    public var fix: LocationFix
    /// The source's name: `fixed`, `gpsd 127.0.0.1:2947`, `nmea /dev/ttyUSB0`, `gpx walk.gpx`.
    public var source: String

    public init(fix: LocationFix, source: String) {
        self.fix = fix
        self.source = source
    }
}
