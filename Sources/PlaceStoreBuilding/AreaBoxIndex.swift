import PlaceStore
import Geo

/// The boxes of a spool's locality areas in memory, for the point query that
/// every place being built makes ("which localities may hold this point?").
/// Through SQLite that query costs about a microsecond even when it finds
/// nothing; here it is a grid cell's short list.
///
/// It answers exactly as the spool's R*Tree does: the boxes are the tree's
/// own (32-bit floats, rounded outwards), compared with the point as SQLite
/// compares them (as doubles), and the rows come back by rank.
///
/// Localities are few beside places (cities, suburbs, boundaries), so they
/// fit in memory; the grid is coarsened until it holds at most
/// ``maximumReferences`` cell entries, however the boxes overlap.
struct AreaBoxIndex {
    /// One area: its rank, and its spool row (the cell's id) with its box as the R*Tree stores it.
    struct Area {
        let rank: Int64
        let cell: RTreeCell
    }

    /// The most cell entries the grid keeps (8 bytes each).
    static let maximumReferences = 4_000_000

    /// The areas by rank.
    private let areas: [Area]
    private let minLatitude: Double, minLongitude: Double
    private let cellHeight: Double, cellWidth: Double
    private let columns: Int, rows: Int
    /// For each cell, where its entries start in `entries` (one more than there are cells).
    private let starts: [Int]
    /// Indexes into `areas`, cell after cell, each cell's in rank order.
    private let entries: [Int32]

    /// An index of `areas` (any order).
    init(_ areas: [Area]) {
        let sorted = areas.sorted { $0.rank < $1.rank }
        self.areas = sorted
        var box = (minLat: Double.infinity, maxLat: -Double.infinity, minLon: Double.infinity, maxLon: -Double.infinity)
        for area in sorted {
            box.minLat = min(box.minLat, Double(area.cell.minLatitude))
            box.maxLat = max(box.maxLat, Double(area.cell.maxLatitude))
            box.minLon = min(box.minLon, Double(area.cell.minLongitude))
            box.maxLon = max(box.maxLon, Double(area.cell.maxLongitude))
        }
        guard !sorted.isEmpty, box.minLat.isFinite, box.maxLat.isFinite, box.minLon.isFinite, box.maxLon.isFinite else {
            (minLatitude, minLongitude, cellHeight, cellWidth, columns, rows) = (0, 0, 1, 1, 0, 0)
            (starts, entries) = ([0], [])
            return
        }
        minLatitude = box.minLat
        minLongitude = box.minLon
        // About as many cells as areas, at most 256 a side; fewer when the boxes overlap a lot.
        var side = max(1, min(256, Int(Double(sorted.count).squareRoot().rounded(.up))))
        func span(_ low: Double, _ high: Double, _ count: Int) -> Double { max((high - low) / Double(count), 1e-9) }
        func cellRange(_ low: Float, _ high: Float, origin: Double, size: Double, count: Int) -> ClosedRange<Int> {
            let first = Int(((Double(low) - origin) / size).rounded(.down)), last = Int(((Double(high) - origin) / size).rounded(.down))
            return max(0, min(count - 1, first))...max(0, min(count - 1, last))
        }
        while true {
            let height = span(box.minLat, box.maxLat, side), width = span(box.minLon, box.maxLon, side)
            var references = 0
            for area in sorted {
                let ys = cellRange(area.cell.minLatitude, area.cell.maxLatitude, origin: box.minLat, size: height, count: side)
                let xs = cellRange(area.cell.minLongitude, area.cell.maxLongitude, origin: box.minLon, size: width, count: side)
                references += ys.count * xs.count
            }
            if references <= Self.maximumReferences || side == 1 {
                var lists = [[Int32]](repeating: [], count: side * side)
                for (index, area) in sorted.enumerated() {
                    let ys = cellRange(area.cell.minLatitude, area.cell.maxLatitude, origin: box.minLat, size: height, count: side)
                    let xs = cellRange(area.cell.minLongitude, area.cell.maxLongitude, origin: box.minLon, size: width, count: side)
                    for y in ys {
                        for x in xs { lists[y * side + x].append(Int32(index)) }
                    }
                }
                var starts = [0]
                starts.reserveCapacity(lists.count + 1)
                for list in lists { starts.append(starts[starts.count - 1] + list.count) }
                (cellHeight, cellWidth, columns, rows) = (height, width, side, side)
                self.starts = starts
                entries = lists.flatMap { $0 }
                return
            }
            side = max(1, side / 2)
        }
    }

    /// The rows of the areas whose boxes hold `point` (edges included), by rank: what the R*Tree query
    /// `min_lat <= lat AND max_lat >= lat AND min_lon <= lon AND max_lon >= lon` selects.
    func rowIDs(containing point: Coordinate) -> [Int64] {
        guard columns > 0 else { return [] }
        let y = ((point.latitude - minLatitude) / cellHeight).rounded(.down)
        let x = ((point.longitude - minLongitude) / cellWidth).rounded(.down)
        // Outside the grid no box can hold the point; on its far edges the last cell's boxes may.
        guard y >= 0, y <= Double(rows), x >= 0, x <= Double(columns) else { return [] }
        let cell = min(rows - 1, Int(y)) * columns + min(columns - 1, Int(x))
        var found: [Int64] = []
        for entry in entries[starts[cell]..<starts[cell + 1]] {
            let box = areas[Int(entry)].cell
            if Double(box.minLatitude) <= point.latitude, Double(box.maxLatitude) >= point.latitude,
               Double(box.minLongitude) <= point.longitude, Double(box.maxLongitude) >= point.longitude {
                found.append(box.id)
            }
        }
        return found
    }
}
