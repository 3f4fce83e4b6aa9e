import Foundation

/// The point inside a polygon farthest from its edges, found by the
/// "polylabel" cell search (V. Agafonkin, Mapbox, 2016): cover the polygon
/// with square cells, keep the cells whose best possible distance could beat
/// the best found so far in a max-heap, and split them until no cell can
/// improve by more than `precision`. Unlike a centroid, the answer lies
/// inside the polygon even for L, U and ring shapes.
public enum PoleOfInaccessibility {
    /// The most cells the search starts with along the polygon's long side.
    static let maximumSeedCells = 1_000.0

    /// Finds the pole of inaccessibility of `polygon` to within `precision` metres.
    public static func find(in polygon: Polygon, precision: Meters = 0.5) -> Coordinate {
        guard let box = BoundingBox(covering: polygon.outer) else { return polygon.outer.first ?? Coordinate(latitude: 0, longitude: 0) }
        let projection = LocalProjection(origin: box.center)
        let projected = ([polygon.outer] + polygon.inners).map { $0.map(projection.project) }
        let rings = Rings(projected)
        let outer = projected[0]
        var minX = outer.first?.x ?? 0, maxX = minX, minY = outer.first?.y ?? 0, maxY = minY
        for point in outer {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        let width = maxX - minX, height = maxY - minY
        // Square cells of the short side, but at most `maximumSeedCells` along the long one:
        // a sliver 1 cm wide and 40 000 km long would otherwise seed billions of cells.
        let cellSize = max(min(width, height), max(width, height) / maximumSeedCells)
        guard cellSize > 0, cellSize.isFinite else { return projection.unproject(outer[0]) }

        var queue = CellHeap()
        let half = cellSize / 2
        var x = minX
        while x < maxX {
            var y = minY
            while y < maxY {
                queue.push(Cell(x: x + half, y: y + half, half: half, rings: rings))
                y += cellSize
            }
            x += cellSize
        }
        let centre = centroid(of: outer)
        var best = Cell(x: centre.x, y: centre.y, half: 0, rings: rings)
        let boxCentre = Cell(x: minX + width / 2, y: minY + height / 2, half: 0, rings: rings)
        if boxCentre.distance > best.distance { best = boxCentre }

        var splits = 0
        while let cell = queue.pop(), splits < 100_000 {
            if cell.distance > best.distance { best = cell }
            if cell.potential - best.distance <= precision { continue }
            let h = cell.half / 2
            queue.push(Cell(x: cell.x - h, y: cell.y - h, half: h, rings: rings))
            queue.push(Cell(x: cell.x + h, y: cell.y - h, half: h, rings: rings))
            queue.push(Cell(x: cell.x - h, y: cell.y + h, half: h, rings: rings))
            queue.push(Cell(x: cell.x + h, y: cell.y + h, half: h, rings: rings))
            splits += 1
        }
        return projection.unproject(PlanePoint(x: best.x, y: best.y))
    }

    /// The area centroid of a ring, or its first point when degenerate.
    static func centroid(of ring: [PlanePoint]) -> PlanePoint {
        var area = 0.0, cx = 0.0, cy = 0.0
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            let f = a.x * b.y - b.x * a.y
            cx += (a.x + b.x) * f
            cy += (a.y + b.y) * f
            area += f * 3
            j = i
        }
        return area == 0 ? ring[0] : PlanePoint(x: cx / area, y: cy / area)
    }

    /// Signed distance from a point to the rings: positive inside, negative outside.
    static func signedDistance(x: Double, y: Double, rings: Rings) -> Double {
        var inside = false
        var minSquared = Double.infinity
        rings.edges.withUnsafeBufferPointer { edges in
            for edge in edges {
                if (edge.ay > y) != (edge.by > y), x < edge.dx * (y - edge.ay) / edge.dy + edge.ax {
                    inside.toggle()
                }
                minSquared = min(minSquared, edge.squaredDistance(x: x, y: y))
            }
        }
        return (inside ? 1 : -1) * minSquared.squareRoot()
    }

    /// One edge of a ring, from `a` to `b` (the point before it), with the terms every distance to it needs:
    /// the search measures every cell against every edge.
    struct Edge {
        let ax: Double, ay: Double, bx: Double, by: Double
        /// `b - a`, and its squared length.
        let dx: Double, dy: Double, squaredLength: Double

        init(from a: PlanePoint, to b: PlanePoint) {
            (ax, ay, bx, by) = (a.x, a.y, b.x, b.y)
            dx = b.x - a.x
            dy = b.y - a.y
            squaredLength = dx * dx + dy * dy
        }

        /// The squared distance from (`x`, `y`) to the segment.
        @inline(__always)
        func squaredDistance(x: Double, y: Double) -> Double {
            var px = ax, py = ay
            if dx != 0 || dy != 0 {
                let t = ((x - ax) * dx + (y - ay) * dy) / squaredLength
                if t > 1 {
                    px = bx; py = by
                } else if t > 0 {
                    px += dx * t; py += dy * t
                }
            }
            return (x - px) * (x - px) + (y - py) * (y - py)
        }
    }

    /// A polygon's rings as edges, the outer ring's first.
    struct Rings {
        /// Every ring's edges, each point to the one before it (the first to the last).
        let edges: [Edge]

        init(_ rings: [[PlanePoint]]) {
            edges = rings.flatMap { ring in
                ring.indices.map { i in Edge(from: ring[i], to: ring[i == 0 ? ring.count - 1 : i - 1]) }
            }
        }
    }

    static func squaredSegmentDistance(x: Double, y: Double, a: PlanePoint, b: PlanePoint) -> Double {
        Edge(from: a, to: b).squaredDistance(x: x, y: y)
    }
}

/// A square search cell: its centre, half its side, its centre's distance to
/// the polygon and the best distance any point in it could have.
struct Cell {
    let x: Double, y: Double, half: Double
    let distance: Double
    let potential: Double

    init(x: Double, y: Double, half: Double, rings: PoleOfInaccessibility.Rings) {
        self.x = x
        self.y = y
        self.half = half
        distance = PoleOfInaccessibility.signedDistance(x: x, y: y, rings: rings)
        potential = distance + half * 2.0.squareRoot()
    }
}

/// A binary max-heap of cells ordered by potential.
struct CellHeap {
    private var cells: [Cell] = []

    mutating func push(_ cell: Cell) {
        cells.append(cell)
        var child = cells.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard cells[child].potential > cells[parent].potential else { break }
            cells.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Cell? {
        guard !cells.isEmpty else { return nil }
        cells.swapAt(0, cells.count - 1)
        let top = cells.removeLast()
        var parent = 0
        while true {
            let left = parent * 2 + 1, right = left + 1
            var largest = parent
            if left < cells.count, cells[left].potential > cells[largest].potential { largest = left }
            if right < cells.count, cells[right].potential > cells[largest].potential { largest = right }
            if largest == parent { break }
            cells.swapAt(parent, largest)
            parent = largest
        }
        return top
    }
}
