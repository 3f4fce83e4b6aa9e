import Geo

/// A uniform grid over item positions and area boxes, for conflation's neighbour queries: which items lie
/// within a distance of a point, and which areas may cover it.
///
/// The cells are kept sorted by column, then row, each with its run of items, so that the cells of one
/// column of a query are one binary search and a scan (a dictionary of cells hashed every cell of every
/// query: a fifth of conflation's time).
struct ConflationGrid {
    /// The cell's side in degrees: about 110 m of latitude, a few times the same-place distance.
    static let cellDegrees = 0.001
    /// An area whose box spans more cells than this is kept in a list of its own, checked for every point:
    /// a park of 5 km × 5 km spans 2,000 cells.
    static let maxCellsPerArea = 4_096

    /// Cells sorted by key, each with the start of its run in `entries` (one more start ends the last).
    fileprivate struct Cells {
        var keys: [Int64] = []
        var starts: [Int] = []
        var entries: [Int] = []

        /// Cells from (key, item) pairs.
        init(_ pairs: [(key: Int64, item: Int)]) {
            let sorted = pairs.sorted { ($0.key, $0.item) < ($1.key, $1.item) }
            entries.reserveCapacity(sorted.count)
            for pair in sorted {
                if keys.last != pair.key {
                    keys.append(pair.key)
                    starts.append(entries.count)
                }
                entries.append(pair.item)
            }
            starts.append(entries.count)
        }

        /// The position of the first key not below `key`.
        func lowerBound(_ key: Int64) -> Int {
            var low = 0, high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    private let pointCells: Cells
    private let areaCells: Cells
    /// Areas too large for the cells.
    private(set) var largeAreas: [Int] = []

    /// The cell of a coordinate, as its column and row.
    private static func cell(_ coordinate: Coordinate) -> (x: Int32, y: Int32) {
        (x: Int32(clamping: Int((coordinate.longitude / cellDegrees).rounded(.down))),
         y: Int32(clamping: Int((coordinate.latitude / cellDegrees).rounded(.down))))
    }

    /// The key of a cell: by column, then row (the row's sign bit flipped, so that rows south of the
    /// equator sort before those north of it).
    fileprivate static func key(_ x: Int32, _ y: Int32) -> Int64 {
        Int64(x) << 32 | Int64(UInt32(bitPattern: y) ^ 0x8000_0000)
    }

    /// A grid of `items`, by index.
    init(_ items: [ConflationItem]) {
        var pointPairs: [(key: Int64, item: Int)] = []
        pointPairs.reserveCapacity(items.count)
        var areaPairs: [(key: Int64, item: Int)] = []
        for (index, item) in items.enumerated() {
            let at = Self.cell(item.location)
            pointPairs.append((Self.key(at.x, at.y), index))
            guard item.footprint != nil else { continue }
            let low = Self.cell(Coordinate(latitude: item.box.minLatitude, longitude: item.box.minLongitude))
            let high = Self.cell(Coordinate(latitude: item.box.maxLatitude, longitude: item.box.maxLongitude))
            let count = (Int(high.x) - Int(low.x) + 1) * (Int(high.y) - Int(low.y) + 1)
            guard count <= Self.maxCellsPerArea else {
                largeAreas.append(index)
                continue
            }
            for x in low.x...high.x {
                for y in low.y...high.y { areaPairs.append((Self.key(x, y), index)) }
            }
        }
        pointCells = Cells(pointPairs)
        areaCells = Cells(areaPairs)
    }

    /// The items whose point may lie within `radius` of `center` (a superset; the caller measures), visited
    /// in place: conflation asks this of every point.
    func items(near center: Coordinate, radius: Meters) -> Neighbours {
        let box = BoundingBox(center: center, radius: radius)
        let low = Self.cell(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
        let high = Self.cell(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
        return Neighbours(cells: pointCells, columns: low.x...high.x, rows: low.y...high.y)
    }

    /// The items of a query's cells, column by column, in the order they were added within a cell.
    struct Neighbours: Sequence, IteratorProtocol {
        fileprivate let cells: Cells
        let columns: ClosedRange<Int32>, rows: ClosedRange<Int32>
        private var column: Int32?
        private var cell = 0, entry = 0, end = 0

        fileprivate init(cells: Cells, columns: ClosedRange<Int32>, rows: ClosedRange<Int32>) {
            self.cells = cells
            self.columns = columns
            self.rows = rows
        }

        mutating func next() -> Int? {
            while true {
                if entry < end {
                    entry += 1
                    return cells.entries[entry - 1]
                }
                // The next cell of this column, else the first of the next column.
                if let current = column, cell + 1 < cells.keys.count, cells.keys[cell + 1] <= ConflationGrid.key(current, rows.upperBound) {
                    cell += 1
                } else {
                    let nextColumn = column.map { $0 + 1 } ?? columns.lowerBound
                    guard nextColumn <= columns.upperBound else { return nil }
                    column = nextColumn
                    cell = cells.lowerBound(ConflationGrid.key(nextColumn, rows.lowerBound))
                    guard cell < cells.keys.count, cells.keys[cell] <= ConflationGrid.key(nextColumn, rows.upperBound) else {
                        entry = 0
                        end = 0
                        continue
                    }
                }
                entry = cells.starts[cell]
                end = cells.starts[cell + 1]
            }
        }
    }

    /// The areas whose box may hold `point` (a superset; the caller checks the outline): those of its cell,
    /// then the large ones.
    func areas(around point: Coordinate) -> FlattenSequence<[ArraySlice<Int>]> {
        let at = Self.cell(point), key = Self.key(at.x, at.y)
        let cell = areaCells.lowerBound(key)
        let own = cell < areaCells.keys.count && areaCells.keys[cell] == key
            ? areaCells.entries[areaCells.starts[cell]..<areaCells.starts[cell + 1]] : []
        return [own, largeAreas[...]].joined()
    }
}
