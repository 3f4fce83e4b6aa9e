import Foundation
import Geo
import PlaceStore
import Places
import Synchronization

/// The stored boxes of a store's rows by grid cell, for a store whose spatial
/// index is a round trip away (PostgreSQL), shared by every connection of one
/// ``StoreSnapshot``: the first query over an area reads the few cells its box
/// covers, and later ones find their rows in memory.
///
/// The answer is the store's own. A cell keeps every row whose stored box
/// meets the cell (widened by a hair, so that rounding at its edges cannot
/// leave a row out), and a query keeps those of its cells' rows that meet the
/// query box under the store's four comparisons on the same stored boxes
/// (``RTreeCell/meets(_:)``). A row that meets the query box meets one of the
/// cells that cover it. Rows come category by category, each in row order, as
/// ``PostgresPlaceStore/rowIDs(intersecting:categories:)`` gives them.
///
/// A query picks the finest level whose cells are at least as wide as its box,
/// so it reads at most 2 × 2 cells; cells at ``finestLevel`` (360 / 2¹⁶ degrees,
/// about 610 m of latitude) serve every precise fix up to 100 m of accuracy.
/// Bounded: past ``capacity`` stored boxes it starts over. A snapshot holds
/// one state of the store; the next state gets a cache of its own.
final class SpatialCellCache: Sendable {
    private struct Key: Hashable {
        let category: PlaceCategory
        let level: Int
        let x: Int
        let y: Int
    }

    private struct State {
        var cells: [Key: [RTreeCell]] = [:]
        var boxes = 0
    }

    private let state = Mutex(State())
    /// The most stored boxes kept, over all cells.
    let capacity: Int
    /// The level of the smallest cells.
    static let finestLevel = 16
    /// How far a cell's box is widened, as a share of its side.
    private static let margin = 1e-6

    /// A cache of at most `capacity` stored boxes.
    init(capacity: Int = 1_000_000) {
        self.capacity = max(1, capacity)
    }

    /// The rows of `categories` whose stored box meets `box`, reading the cells not yet kept from `store`.
    func rowIDs(intersecting box: BoundingBox, categories: Set<PlaceCategory>,
                store: any PlaceReading) throws(StoreError) -> [Int64] {
        let level = Self.level(for: box)
        var rows: [Int64] = []
        for category in PlaceCategory.allCases where categories.contains(category) {
            let keys = Self.keys(covering: box, category: category, level: level)
            var kept = state.withLock { state in keys.map { state.cells[$0] } }
            let missing = zip(keys, kept).filter { $0.1 == nil }.map(\.0)
            if !missing.isEmpty {
                let read = try self.read(missing, from: store)
                for (index, key) in keys.enumerated() where kept[index] == nil { kept[index] = read[key] }
            }
            var found: [Int64] = []
            for cell in kept.lazy.compactMap({ $0 }) {
                for stored in cell where stored.meets(box) { found.append(stored.id) }
            }
            // One cell's rows are in row order already; a row in two cells is listed once.
            rows += keys.count == 1 ? found : Set(found).sorted()
        }
        return rows
    }

    /// Reads the rows of `keys` (one category, one level) in one query over the box that covers them all,
    /// and keeps each cell.
    private func read(_ keys: [Key], from store: any PlaceReading) throws(StoreError) -> [Key: [RTreeCell]] {
        let boxes = keys.map(Self.box(of:))
        let union = BoundingBox(minLatitude: boxes.map(\.minLatitude).min() ?? 0,
                                minLongitude: boxes.map(\.minLongitude).min() ?? 0,
                                maxLatitude: boxes.map(\.maxLatitude).max() ?? 0,
                                maxLongitude: boxes.map(\.maxLongitude).max() ?? 0)
        let stored = try store.rowBoxes(intersecting: union, category: keys[0].category)
        var cells: [Key: [RTreeCell]] = [:]
        for (key, box) in zip(keys, boxes) {
            cells[key] = stored.filter { $0.meets(box) }
        }
        let total = cells.values.reduce(0) { $0 + $1.count }
        state.withLock { state in
            if state.boxes + total > capacity {
                state.cells.removeAll(keepingCapacity: true)
                state.boxes = 0
            }
            for (key, cell) in cells where state.cells[key] == nil {
                state.cells[key] = cell
                state.boxes += cell.count
            }
        }
        return cells
    }

    /// The finest level (up to ``finestLevel``) whose cells are at least as wide and as tall as `box`.
    static func level(for box: BoundingBox) -> Int {
        let extent = max(box.maxLatitude - box.minLatitude, box.maxLongitude - box.minLongitude)
        guard extent > 0 else { return finestLevel }
        let level = (360 / extent).isFinite ? Int(log2(360 / extent).rounded(.down)) : finestLevel
        return min(finestLevel, max(0, level))
    }

    /// The side of a cell at `level`, in degrees.
    private static func side(_ level: Int) -> Double {
        360 / Double(1 << level)
    }

    /// The cells of `level` that cover `box`.
    private static func keys(covering box: BoundingBox, category: PlaceCategory, level: Int) -> [Key] {
        let side = side(level)
        func index(_ value: Double, from origin: Double) -> Int {
            Int(((value - origin) / side).rounded(.down))
        }
        var keys: [Key] = []
        for y in index(box.minLatitude, from: -90)...max(index(box.minLatitude, from: -90), index(box.maxLatitude, from: -90)) {
            for x in index(box.minLongitude, from: -180)...max(index(box.minLongitude, from: -180),
                                                               index(box.maxLongitude, from: -180)) {
                keys.append(Key(category: category, level: level, x: x, y: y))
            }
        }
        return keys
    }

    /// A cell's box, widened by ``margin`` of its side on every edge.
    private static func box(of key: Key) -> BoundingBox {
        let side = side(key.level)
        let slack = side * margin
        return BoundingBox(minLatitude: Double(key.y) * side - 90 - slack, minLongitude: Double(key.x) * side - 180 - slack,
                           maxLatitude: Double(key.y + 1) * side - 90 + slack,
                           maxLongitude: Double(key.x + 1) * side - 180 + slack)
    }
}
