import Geo
import Places
import PlaceStore

/// The point halfway along a line, measured by length, so it lies on the line.
enum PointOnLine {
    static func halfway(along points: [Coordinate]) -> Coordinate? {
        guard let first = points.first else { return nil }
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        var remaining = lengths.reduce(0, +) / 2
        for (index, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                let t = remaining / length
                let a = points[index], b = points[index + 1]
                return Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * t,
                                  longitude: a.longitude + (b.longitude - a.longitude) * t)
            }
            remaining -= length
        }
        return first
    }
}
