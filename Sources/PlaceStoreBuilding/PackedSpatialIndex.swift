import Foundation
import PlaceStore
import Geo

/// Builds one of a new store's 2-D R*Trees (`id, min_lat, max_lat, min_lon,
/// max_lon`) in one pass at the end of an import, instead of inserting its
/// rows one by one: SQLite's R*Tree spends about 8 µs on each insert
/// (choosing a leaf, splitting, rewriting the node), the largest single cost
/// of writing a store.
///
/// The boxes are kept as they come with the Hilbert-curve index of their
/// centre, in ``CurveSortedCells`` (an external sort, so memory does not grow
/// with the rows). ``build()`` reads them back sorted along the curve and
/// packs them bottom up, as bulk loaders of
/// spatial indexes do (a packed Hilbert R-tree): consecutive boxes fill a
/// leaf, consecutive leaves a parent, up to the root, every node full but the
/// last of each level. It writes SQLite's own shadow tables: the node blobs
/// (`_node`), each row's leaf (`_rowid`) and each node's parent (`_parent`),
/// in the documented format that ``SpatialIndexMirror`` reads. SQLite then
/// queries and updates the tree as one it built itself (`rtreecheck` finds it
/// sound; the tests check that too). A packed tree has about a third fewer
/// nodes than one grown by inserts; queries and map tiles measured as fast.
///
/// Each coordinate is stored as SQLite stores it: as a 32-bit float rounded
/// outwards (a minimum down, a maximum up) with the R*Tree's own rule, so
/// queries select exactly the rows they would from a tree SQLite built.
final class PackedSpatialIndex {
    /// The R*Tree's name.
    let table: String
    private let database: SQLiteDatabase
    private let pending: CurveSortedCells
    /// Boxes added so far.
    var count: Int { pending.count }

    /// Bits per axis of the Hilbert curve's grid (a 62-bit index).
    private static let curveOrder: UInt64 = 31

    /// Starts collecting the boxes of R*Tree `table` (already created, empty) on `database`; boxes past
    /// `runCapacity` go to a temporary file beside the database (or in the temporary folder for one in memory).
    init(table: String, database: SQLiteDatabase, runCapacity: Int = CurveSortedCells.defaultRunCapacity) {
        self.table = table
        self.database = database
        let inMemory = database.path.isEmpty || database.path == ":memory:"
        let folder = inMemory ? NSTemporaryDirectory() : URL(fileURLWithPath: database.path).deletingLastPathComponent().path
        pending = CurveSortedCells(folder: folder, runCapacity: runCapacity)
    }

    /// Adds row `id` with `box`. Ids must be unique.
    /// - Throws: ``StoreError`` when the temporary file cannot be written.
    func add(id: Int64, box: BoundingBox) throws(StoreError) {
        let cell = RTreeCell(id: id, box: box)
        try pending.add(cell, curve: Self.curveIndex(of: cell))
    }

    /// Writes the tree from every box added, then drops them. Call once, inside the import's transaction,
    /// before anything reads the tree.
    /// - Throws: ``StoreError`` when SQLite fails, or the tree is not empty and as SQLite created it.
    func build() throws(StoreError) {
        let nodeSize = Int(try database.scalarInt("SELECT length(data) FROM \(table)_node WHERE nodeno = 1") ?? 0)
        let capacity = (nodeSize - 4) / RTreeCell.size
        guard capacity >= 2, try database.scalarInt("SELECT count(*) FROM \(table)_node") == 1 else {
            throw StoreError(.sqlite, "R*Tree \(table) is not the empty tree SQLite creates", path: database.path)
        }
        var writer = try NodeWriter(table: table, database: database, nodeSize: nodeSize)
        // The leaves, numbered from 2 (the root is node 1); one leaf is the root itself.
        let rootIsLeaf = count <= capacity
        var level: [RTreeCell] = []
        var cells: [RTreeCell] = []
        cells.reserveCapacity(capacity)
        func finishLeaf() throws(StoreError) {
            let number = rootIsLeaf ? 1 : writer.nextNumber()
            try writer.write(node: number, cells: cells, depth: rootIsLeaf ? 0 : nil, rowsOf: true)
            level.append(RTreeCell(id: number, covering: cells))
            cells.removeAll(keepingCapacity: true)
        }
        try pending.forEachSorted { cell throws(StoreError) in
            cells.append(cell)
            if cells.count == capacity { try finishLeaf() }
        }
        if !cells.isEmpty { try finishLeaf() }
        // Parents of consecutive nodes, level by level, until one node holds the rest: the root.
        var depth = 0
        while !rootIsLeaf {
            depth += 1
            if level.count <= capacity {
                try writer.write(node: 1, cells: level, depth: depth, rowsOf: false)
                break
            }
            var parents: [RTreeCell] = []
            parents.reserveCapacity(level.count / capacity + 1)
            for start in stride(from: 0, to: level.count, by: capacity) {
                let children = Array(level[start..<min(start + capacity, level.count)])
                let number = writer.nextNumber()
                try writer.write(node: number, cells: children, depth: nil, rowsOf: false)
                parents.append(RTreeCell(id: number, covering: children))
            }
            level = parents
        }
    }

    /// The index along a Hilbert curve over the whole globe of `cell`'s centre, so that boxes near each other
    /// on the ground are mostly near each other in the order.
    static func curveIndex(of cell: RTreeCell) -> UInt64 {
        let side = UInt64(1) << curveOrder
        func grid(_ value: Double, _ low: Double, _ span: Double) -> UInt64 {
            let scaled = (value - low) / span * Double(side)
            guard scaled.isFinite, scaled > 0 else { return 0 }
            return min(side - 1, UInt64(scaled))
        }
        var x = grid((Double(cell.minLongitude) + Double(cell.maxLongitude)) / 2, -180, 360)
        var y = grid((Double(cell.minLatitude) + Double(cell.maxLatitude)) / 2, -90, 180)
        var index: UInt64 = 0
        var half = side >> 1
        while half > 0 {
            let right: UInt64 = x & half != 0 ? 1 : 0
            let up: UInt64 = y & half != 0 ? 1 : 0
            index += half * half * ((3 * right) ^ up)
            // Turn the quadrant so that the curve's pieces join.
            if up == 0 {
                if right == 1 {
                    x = side - 1 - x
                    y = side - 1 - y
                }
                swap(&x, &y)
            }
            half >>= 1
        }
        return index
    }

    /// Writes nodes to the shadow tables.
    private struct NodeWriter {
        let nodeSize: Int
        let insertNode: SQLiteStatement
        let insertRow: SQLiteStatement
        let insertParent: SQLiteStatement
        private var lastNumber: Int64 = 1
        private var blob: [UInt8]

        init(table: String, database: SQLiteDatabase, nodeSize: Int) throws(StoreError) {
            self.nodeSize = nodeSize
            blob = [UInt8](repeating: 0, count: nodeSize)
            insertNode = try database.prepare("INSERT OR REPLACE INTO \(table)_node(nodeno, data) VALUES (?1, ?2)")
            insertRow = try database.prepare("INSERT INTO \(table)_rowid(rowid, nodeno) VALUES (?1, ?2)")
            insertParent = try database.prepare("INSERT INTO \(table)_parent(nodeno, parentnode) VALUES (?1, ?2)")
        }

        /// A number for a new node (the root is 1).
        mutating func nextNumber() -> Int64 {
            lastNumber += 1
            return lastNumber
        }

        /// Writes node `number` holding `cells`; `depth` only for the root. A leaf's cells are rows
        /// (`rowsOf`), whose leaf is recorded; a parent's are nodes, whose parent is recorded.
        mutating func write(node number: Int64, cells: [RTreeCell], depth: Int?, rowsOf leaf: Bool) throws(StoreError) {
            for index in blob.indices { blob[index] = 0 }
            store(UInt16(depth ?? 0), at: 0)
            store(UInt16(cells.count), at: 2)
            var offset = 4
            for cell in cells {
                store(UInt64(bitPattern: cell.id), at: offset)
                store(cell.minLatitude.bitPattern, at: offset + 8)
                store(cell.maxLatitude.bitPattern, at: offset + 12)
                store(cell.minLongitude.bitPattern, at: offset + 16)
                store(cell.maxLongitude.bitPattern, at: offset + 20)
                offset += RTreeCell.size
            }
            try insertNode.bind(1, number)
            try insertNode.bind(2, Data(blob))
            try insertNode.run()
            let statement = leaf ? insertRow : insertParent
            for cell in cells {
                try statement.bind(1, cell.id)
                try statement.bind(2, number)
                try statement.run()
            }
        }

        private mutating func store<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            var bigEndian = value.bigEndian
            withUnsafeBytes(of: &bigEndian) { bytes in
                for (index, byte) in bytes.enumerated() { blob[offset + index] = byte }
            }
        }
    }
}
