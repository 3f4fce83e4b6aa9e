import Foundation
import Geo

/// One of the store's 2-D R*Trees (`id, min_lat, max_lat, min_lon, max_lon`,
/// 32-bit floats), read node by node into memory as queries reach them and
/// searched without SQLite: a query that returned hundreds of row ids spent
/// most of its time stepping the virtual table row by row.
///
/// The answer is the one SQLite gives, in the same order. SQLite's R*Tree
/// search keeps one search point per tree level and always continues the
/// deepest, so rows come depth first, each node's cells in stored order;
/// a row qualifies when its stored box (floats widened to doubles) meets
/// the query box under the same four comparisons. Pruning a subtree whose
/// box misses the query cannot drop a qualifying row, since a parent's box
/// holds its children's. `PlaceStoreTests` checks the mirror against SQLite
/// on random boxes over trees one to four levels deep.
///
/// The node format is SQLite's documented one: a node's blob starts with
/// two bytes (the tree depth, in the root, node 1) and a two-byte cell
/// count, then the cells, each an 8-byte id (a child node, or a row in a
/// leaf) and four 4-byte coordinates, all big-endian. A node that does not
/// look like that makes the caller fall back to SQL.
final class SpatialIndexMirror {
    /// A node's blob was not an R*Tree node of our shape.
    struct Unreadable: Error {}

    /// Deeper than any tree SQLite builds (it refuses more than 40 levels).
    private static let maximumDepth = 40
    /// Nodes kept in memory at most (about 10 MB, the top of a tree of
    /// 400 000 rows); past that, nodes are decoded from SQLite each time they
    /// are reached, so a country's tree costs each connection a bounded amount.
    static let maximumNodes = 8_192

    private let nodeStatement: SQLiteStatement
    private var nodes: [Int64: [RTreeCell]] = [:]
    /// Levels below the root: 0 when the root is a leaf.
    let depth: Int

    /// Reads the root of the R*Tree `table` (its nodes are in `table_node`).
    /// - Throws: ``Unreadable`` for a root of another shape, or a ``StoreError``.
    init(table: String, store: PlaceStore) throws {
        nodeStatement = try store.prepare("SELECT data FROM \(table)_node WHERE nodeno = ?1")
        var rootDepth = 0
        let root = try SpatialIndexMirror.read(node: 1, statement: nodeStatement) { header in
            rootDepth = Int(header[0]) << 8 | Int(header[1])
        }
        guard rootDepth <= SpatialIndexMirror.maximumDepth else { throw Unreadable() }
        depth = rootDepth
        nodes[1] = root
    }

    /// The ids of the rows whose box meets `box`, in SQLite's order, appended to `rows`.
    func rowIDs(intersecting box: BoundingBox, into rows: inout [Int64]) throws {
        try visit(node: 1, level: depth, box: box, rows: &rows)
    }

    private func visit(node number: Int64, level: Int, box: BoundingBox, rows: inout [Int64]) throws {
        let cells = try node(number)
        if level == 0 {
            for cell in cells where cell.meets(box) { rows.append(cell.id) }
            return
        }
        for cell in cells where cell.meets(box) {
            try visit(node: cell.id, level: level - 1, box: box, rows: &rows)
        }
    }

    private func node(_ number: Int64) throws -> [RTreeCell] {
        if let cells = nodes[number] { return cells }
        let cells = try SpatialIndexMirror.read(node: number, statement: nodeStatement) { _ in }
        if nodes.count < SpatialIndexMirror.maximumNodes { nodes[number] = cells }
        return cells
    }

    /// The cells of one node; `header` sees its first two bytes.
    private static func read(node number: Int64, statement: SQLiteStatement,
                             header: (UnsafeRawBufferPointer) -> Void) throws -> [RTreeCell] {
        defer { statement.reset() }
        try statement.bind(1, number)
        guard try statement.step(), let blob = statement.data(0), blob.count >= 4 else { throw Unreadable() }
        return try blob.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> [RTreeCell] in
            header(UnsafeRawBufferPointer(rebasing: bytes[0..<2]))
            let count = Int(bytes[2]) << 8 | Int(bytes[3])
            guard 4 + count * RTreeCell.size <= bytes.count else { throw Unreadable() }
            func int64(at offset: Int) -> Int64 {
                Int64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
            }
            func float(at offset: Int) -> Float {
                Float(bitPattern: UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            }
            return (0..<count).map { index in
                let offset = 4 + index * RTreeCell.size
                return RTreeCell(id: int64(at: offset), minLatitude: float(at: offset + 8), maxLatitude: float(at: offset + 12),
                            minLongitude: float(at: offset + 16), maxLongitude: float(at: offset + 20))
            }
        }
    }
}
