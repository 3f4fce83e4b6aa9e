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

/// Why a source gave no position.
public struct LocationError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure, for a caller that words it itself (in another language, say).
    public enum Kind: Sendable, Equatable {
        /// The text naming a source or position is malformed.
        case badInput
        /// No file or device at the path.
        case noFile
        /// The file exists but cannot be read.
        case unreadable
        /// The file is not what the source reads (not GPX, say).
        case notATrack
        /// The file was read but holds no position.
        case noPosition
        /// gpsd cannot be reached.
        case unreachable
        /// gpsd answered nothing, or no position, in time.
        case timedOut
        /// gpsd closed the connection.
        case closed
    }

    /// What went wrong, for a person, in English.
    public let message: String
    /// The kind of failure.
    public let kind: Kind
    /// What failed: the file's path or "gpsd HOST:PORT"; empty for bad input.
    public let subject: String

    public init(_ message: String, kind: Kind = .badInput, subject: String = "") {
        self.message = message
        self.kind = kind
        self.subject = subject
    }

    public var description: String { message }
}

/// Where fixes come from — the role Core Location plays in the tutorial.
public protocol LocationSource: Sendable {
    /// A name for people: where the positions come from.
    var name: String { get }
    /// The fixes, in order, until the source ends or fails.
    func fixes() -> AsyncThrowingStream<SourcedFix, any Error>
}

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
