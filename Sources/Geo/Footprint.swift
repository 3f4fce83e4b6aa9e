import Foundation

/// One polygon: an outer ring and the holes cut out of it. Rings are closed
/// implicitly (the last point need not repeat the first).
public struct Polygon: Sendable, Hashable {
    /// The outer boundary.
    public var outer: [Coordinate]
    /// Holes, each a ring inside `outer`.
    public var inners: [[Coordinate]]

    /// Creates a polygon.
    public init(outer: [Coordinate], inners: [[Coordinate]] = []) {
        self.outer = outer
        self.inners = inners
    }

    /// Whether the point lies inside the outer ring and outside every hole
    /// (even–odd ray casting, W. R. Franklin's PNPOLY).
    public func contains(_ point: Coordinate) -> Bool {
        guard Polygon.ring(outer, contains: point) else { return false }
        return !inners.contains { Polygon.ring($0, contains: point) }
    }

    /// Area in square metres: the outer ring's less the holes' (shoelace formula on a local plane).
    public func area(projection: LocalProjection) -> Double {
        let holes = inners.reduce(0) { $0 + Polygon.ringArea($1, projection: projection) }
        return max(0, Polygon.ringArea(outer, projection: projection) - holes)
    }

    static func ring(_ ring: [Coordinate], contains point: Coordinate) -> Bool {
        guard ring.count >= 3 else { return false }
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.latitude > point.latitude) != (b.latitude > point.latitude) {
                let crossing = (b.longitude - a.longitude) * (point.latitude - a.latitude)
                    / (b.latitude - a.latitude) + a.longitude
                if point.longitude < crossing { inside.toggle() }
            }
            j = i
        }
        return inside
    }

    static func ringArea(_ ring: [Coordinate], projection: LocalProjection) -> Double {
        guard ring.count >= 3 else { return 0 }
        let points = ring.map(projection.project)
        var twiceArea = 0.0
        var j = points.count - 1
        for i in points.indices {
            twiceArea += (points[j].x - points[i].x) * (points[j].y + points[i].y)
            j = i
        }
        return abs(twiceArea) / 2
    }
}

/// The ground a place covers: one or more polygons (an OSM multipolygon).
public struct Footprint: Sendable, Hashable {
    /// The polygons, each with its holes.
    public let polygons: [Polygon]
    /// The bounding box of every outer ring, or nil when empty (computed once).
    public let boundingBox: BoundingBox?

    /// Creates a footprint.
    public init(polygons: [Polygon]) {
        self.polygons = polygons
        boundingBox = BoundingBox(covering: polygons.lazy.flatMap(\.outer))
    }

    /// Whether the point lies inside any polygon.
    public func contains(_ point: Coordinate) -> Bool {
        guard let box = boundingBox, box.contains(point) else { return false }
        return polygons.contains { $0.contains(point) }
    }

    /// Area in square metres.
    public var area: Double {
        guard let box = boundingBox else { return 0 }
        let projection = LocalProjection(origin: box.center)
        return polygons.reduce(0) { $0 + $1.area(projection: projection) }
    }

    /// Metres from `point` to the footprint: 0 inside, else to the nearest edge.
    public func distance(from point: Coordinate) -> Meters {
        if contains(point) { return 0 }
        let projection = LocalProjection(origin: point)
        var best = Double.infinity
        // Each ring's edges, the closing one first, projected as they are
        // reached (no arrays made: explanations ask this on every answer).
        func visit(_ ring: [Coordinate]) {
            guard var previous = ring.last.map(projection.project) else { return }
            for vertex in ring {
                let current = projection.project(vertex)
                best = min(best, PoleOfInaccessibility.squaredSegmentDistance(x: 0, y: 0, a: previous, b: current))
                previous = current
            }
        }
        for polygon in polygons {
            visit(polygon.outer)
            for inner in polygon.inners { visit(inner) }
        }
        return best.isFinite ? best.squareRoot() : 0
    }

    /// A point guaranteed to lie inside the footprint: the pole of
    /// inaccessibility of its largest polygon (see ``PoleOfInaccessibility``).
    /// Falls back to the box centre when there is no polygon with area.
    public func pointOnSurface(precision: Meters = 0.5) -> Coordinate? {
        guard let box = boundingBox else { return nil }
        let projection = LocalProjection(origin: box.center)
        let largest = polygons.map { ($0, $0.area(projection: projection)) }.max { $0.1 < $1.1 }
        guard let (polygon, area) = largest, area > 0 else { return box.center }
        return PoleOfInaccessibility.find(in: polygon, precision: precision)
    }
}
