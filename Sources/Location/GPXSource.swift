import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Geo
import Places

/// Replays a recorded GPX track (`trkpt`, or `rtept`/`wpt` when there is no
/// track) like a simulator's route: the first point at once, then each after
/// the time between their timestamps divided by `speed` (1 s apart when the
/// file has no times). Accuracy: 5 m × `hdop` when given, else 10 m.
public struct GPXSource: LocationSource {
    public let path: String
    public let speed: Double
    public var name: String { "gpx \(path)" }

    public init(path: String, speed: Double = 1) {
        self.path = path
        self.speed = speed
    }

    /// The points of the file.
    public static func points(in path: String) throws(LocationError) -> [LocationFix] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocationError("\(path): no such file or cannot be read", code: .noFile, path: path)
        }
        let reader = GPXReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw LocationError("\(path): not a GPX file (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "XML error"))", code: .notATrack, path: path)
        }
        let points = reader.track.isEmpty ? (reader.route.isEmpty ? reader.waypoints : reader.route) : reader.track
        guard !points.isEmpty else { throw LocationError("\(path): the GPX file has no track, route or waypoint points", code: .noPosition, path: path) }
        return points
    }

    /// The wait before each point: none before the first, then the time
    /// between timestamps divided by `speed` (1 s / `speed` when the file has
    /// no usable times).
    public static func delays(for points: [LocationFix], speed: Double) -> [TimeInterval] {
        let speed = max(speed, 0.001)
        return points.indices.map { index in
            guard index > 0 else { return 0 }
            let gap = (points[index].timestamp ?? .distantPast).timeIntervalSince(points[index - 1].timestamp ?? .distantPast)
            return (gap > 0 && gap < 3_600 ? gap : 1) / speed
        }
    }

    /// The points, paced by ``delays(for:speed:)`` on a thread of the source's
    /// own, so the pace holds however busy Swift's cooperative pool is.
    public func fixes() -> AsyncThrowingStream<SourcedFix, any Error> {
        let path = self.path, speed = self.speed, name = self.name
        return AsyncThrowingStream { continuation in
            let reader = ReaderThread.start(named: "current-place gpx") { reader in
                do {
                    let points = try GPXSource.points(in: path)
                    for (point, delay) in zip(points, GPXSource.delays(for: points, speed: speed)) {
                        reader.pause(seconds: delay)
                        if reader.isStopped { break }
                        continuation.yield(SourcedFix(fix: point, source: name))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reader.stop() }
        }
    }
}

/// Collects points from GPX elements.
private final class GPXReader: NSObject, XMLParserDelegate {
    var track: [LocationFix] = [], route: [LocationFix] = [], waypoints: [LocationFix] = []
    private var current: (kind: String, coordinate: Coordinate)?
    private var time: Date?
    private var hdop: Double?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        text = ""
        guard ["trkpt", "rtept", "wpt"].contains(element) else { return }
        guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init),
              let coordinate = try? Coordinate.validated(latitude: lat, longitude: lon) else {
            current = nil
            return
        }
        current = (element, coordinate)
        time = nil
        hdop = nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch element {
        case "time": time = QueryTime.instant(value)
        case "hdop": hdop = Double(value)
        case "trkpt", "rtept", "wpt":
            guard let current, current.kind == element else { return }
            let fix = LocationFix(coordinate: current.coordinate, horizontalAccuracy: hdop.map { max(1, 5 * $0) } ?? 10, timestamp: time)
            switch element {
            case "trkpt": track.append(fix)
            case "rtept": route.append(fix)
            default: waypoints.append(fix)
            }
            self.current = nil
        default: break
        }
    }
}
