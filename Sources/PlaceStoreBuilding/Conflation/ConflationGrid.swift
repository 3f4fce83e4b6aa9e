import Geo

/// A uniform grid over item positions and area boxes, for conflation's neighbour queries: which items lie
/// within a distance of a point, and which areas may cover it.
struct ConflationGrid {
    /// The cell's side in degrees: about 110 m of latitude, a few times the same-place distance.
    static let cellDegrees = 0.001
    /// An area whose box spans more cells than this is kept in a list of its own, checked for every point:
    /// a park of 5 km × 5 km spans 2,000 cells.
    static let maxCellsPerArea = 4_096

    private struct Cell: Hashable {
        let x: Int32, y: Int32
    }

    private var points: [Cell: [Int]] = [:]
    private var areas: [Cell: [Int]] = [:]
    /// Areas too large for the cells.
    private(set) var largeAreas: [Int] = []

    private static func cell(_ coordinate: Coordinate) -> Cell {
        Cell(x: Int32(clamping: Int((coordinate.longitude / cellDegrees).rounded(.down))),
             y: Int32(clamping: Int((coordinate.latitude / cellDegrees).rounded(.down))))
    }

    /// A grid of `items`, by index.
    init(_ items: [ConflationItem]) {
        for (index, item) in items.enumerated() {
            points[Self.cell(item.location), default: []].append(index)
            guard item.footprint != nil else { continue }
            let low = Self.cell(Coordinate(latitude: item.box.minLatitude, longitude: item.box.minLongitude))
            let high = Self.cell(Coordinate(latitude: item.box.maxLatitude, longitude: item.box.maxLongitude))
            let count = (Int(high.x) - Int(low.x) + 1) * (Int(high.y) - Int(low.y) + 1)
            guard count <= Self.maxCellsPerArea else {
                largeAreas.append(index)
                continue
            }
            for x in low.x...high.x {
                for y in low.y...high.y { areas[Cell(x: x, y: y), default: []].append(index) }
            }
        }
    }

    /// The items whose point may lie within `radius` of `center` (a superset; the caller measures).
    func items(near center: Coordinate, radius: Meters) -> [Int] {
        let box = BoundingBox(center: center, radius: radius)
        let low = Self.cell(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
        let high = Self.cell(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
        var found: [Int] = []
        for x in low.x...high.x {
            for y in low.y...high.y { found += points[Cell(x: x, y: y)] ?? [] }
        }
        return found
    }

    /// The areas whose box may hold `point` (a superset; the caller checks the outline).
    func areas(around point: Coordinate) -> [Int] {
        (areas[Self.cell(point)] ?? []) + largeAreas
    }
}
