import Foundation
import Geo
@testable import PlaceStore
@testable import PlaceStoreBuilding
import TestSupport
import Testing

/// A packed R*Tree must be one SQLite could have built: the same stored
/// boxes, sound by `rtreecheck`, the same rows for every query, and still
/// updatable by SQLite's own inserts and deletes.
@Suite struct PackedSpatialIndexTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Boxes all over the globe, of every size, with the awkward values: points, exact floats, the poles and
    /// the antimeridian, values just off a float, negative and positive.
    private func boxes(count: Int, seed: UInt64) -> [BoundingBox] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            switch index % 7 {
            case 0:
                let latitude = Double.random(in: -90...90, using: &random), longitude = Double.random(in: -180...180, using: &random)
                return BoundingBox(minLatitude: latitude, minLongitude: longitude, maxLatitude: latitude, maxLongitude: longitude)
            case 1:
                let corner = [(-90.0, -180.0), (89.999, 179.999), (0, 0), (-0.5, 179.5)][index / 7 % 4]
                return BoundingBox(minLatitude: corner.0, minLongitude: corner.1, maxLatitude: min(90, corner.0 + 0.001),
                                   maxLongitude: min(180, corner.1 + 0.001))
            case 2:
                let value = Double(Float(Double.random(in: -60...60, using: &random)))
                return BoundingBox(minLatitude: value, minLongitude: value, maxLatitude: value.nextUp, maxLongitude: value.nextUp)
            default:
                // Clustered, as a city's places are: many small boxes near each other, some large.
                let latitude = 60.1 + Double.random(in: 0...0.2, using: &random)
                let longitude = -24.9 + Double.random(in: 0...0.4, using: &random)
                let size = index % 50 == 0 ? Double.random(in: 0...0.1, using: &random) : Double.random(in: 0...0.001, using: &random)
                return BoundingBox(minLatitude: latitude, minLongitude: longitude, maxLatitude: latitude + size,
                                   maxLongitude: longitude + 2 * size)
            }
        }
    }

    /// A database with `grown` (SQLite's inserts) and `packed` (ours), both holding `boxes` with ids from 1.
    private func databaseWithBothTrees(_ boxes: [BoundingBox]) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: folder.path("trees-\(boxes.count).sqlite"), readOnly: false, create: true)
        try database.execute("""
            PRAGMA page_size = 8192;
            CREATE VIRTUAL TABLE grown USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            CREATE VIRTUAL TABLE packed USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            BEGIN;
            """)
        let insert = try database.prepare("INSERT INTO grown(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
        let packed = PackedSpatialIndex(table: "packed", database: database)
        for (index, box) in boxes.enumerated() {
            try insert.bind(1, Int64(index + 1))
            try insert.bind(box: box, from: 2)
            try insert.run()
            try packed.add(id: Int64(index + 1), box: box)
        }
        try packed.build()
        try database.execute("COMMIT")
        return database
    }

    private func rows(_ database: SQLiteDatabase, _ table: String, _ box: BoundingBox) throws -> [Int64] {
        let select = try database.prepare(
            "SELECT id FROM \(table) WHERE max_lat >= ?1 AND min_lat <= ?2 AND max_lon >= ?3 AND min_lon <= ?4")
        try select.bind(box: box, from: 1)
        var found: [Int64] = []
        while try select.step() { found.append(select.int(0)) }
        return found.sorted()
    }

    private func expectSame(_ database: SQLiteDatabase, queries: [BoundingBox], empty: Bool = false) throws {
        #expect(try database.scalarText("SELECT rtreecheck('packed')") == "ok")
        let stored = "SELECT group_concat(printf('%d %!.17g %!.17g %!.17g %!.17g', id, min_lat, max_lat, min_lon, max_lon), ';') FROM (SELECT * FROM %@ ORDER BY id)"
        #expect(try database.scalarText(stored.replacingOccurrences(of: "%@", with: "packed"))
                == database.scalarText(stored.replacingOccurrences(of: "%@", with: "grown")))
        var matched = 0
        for query in queries {
            let expected = try rows(database, "grown", query)
            #expect(try rows(database, "packed", query) == expected, "query \(query)")
            matched += expected.count
        }
        #expect((matched > 0) != empty)
    }

    @Test(arguments: [0, 1, 51, 52, 51 * 51, 51 * 51 + 1, 40_000])
    func aPackedTreeIsOneSQLiteCouldHaveBuilt(count: Int) throws {
        defer { folder.remove() }
        let boxes = boxes(count: count, seed: UInt64(count) + 1)
        let database = try databaseWithBothTrees(boxes)
        let depth = try database.scalarInt("SELECT rtreedepth(data) FROM packed_node WHERE nodeno = 1") ?? -1
        #expect(depth == (count <= 51 ? 0 : count <= 51 * 51 ? 1 : 2))
        #expect(try database.scalarInt("SELECT count(*) FROM packed_rowid") == Int64(count))
        // Queries: around the boxes themselves (so that they hit), and over the whole globe.
        var queries = boxes.prefix(300).map { box in
            BoundingBox(minLatitude: box.minLatitude - 0.01, minLongitude: box.minLongitude - 0.01,
                        maxLatitude: box.maxLatitude, maxLongitude: box.maxLongitude + 0.02)
        }
        queries += self.boxes(count: 300, seed: 99)
        queries.append(BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180))
        try expectSame(database, queries: queries, empty: count == 0)
    }

    /// A tree whose boxes went through the external sort's runs on disk is the one packed in memory, node for node.
    @Test func runsOnDiskPackTheSameTree() throws {
        defer { folder.remove() }
        let boxes = boxes(count: 12_345, seed: 5)
        let database = try SQLiteDatabase(path: folder.path("runs.sqlite"), readOnly: false, create: true)
        try database.execute("""
            CREATE VIRTUAL TABLE memory USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            CREATE VIRTUAL TABLE disk USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            BEGIN;
            """)
        let inMemory = PackedSpatialIndex(table: "memory", database: database)
        let onDisk = PackedSpatialIndex(table: "disk", database: database, runCapacity: 1_000)
        for (index, box) in boxes.enumerated() {
            try inMemory.add(id: Int64(index + 1), box: box)
            try onDisk.add(id: Int64(index + 1), box: box)
        }
        try inMemory.build()
        try onDisk.build()
        try database.execute("COMMIT")
        let nodes = "SELECT count(*) || ':' || group_concat(hex(data), '') FROM (SELECT data FROM %@_node ORDER BY nodeno)"
        let memoryNodes = try database.scalarText(nodes.replacingOccurrences(of: "%@", with: "memory"))
        #expect(memoryNodes?.hasPrefix("\(1 + 243 + 5):") == true)
        #expect(try database.scalarText(nodes.replacingOccurrences(of: "%@", with: "disk")) == memoryNodes)
        #expect(try database.scalarText("SELECT rtreecheck('disk')") == "ok")
    }

    @Test func sqliteKeepsUpdatingAPackedTree() throws {
        defer { folder.remove() }
        let boxes = boxes(count: 20_000, seed: 7)
        let database = try databaseWithBothTrees(boxes)
        let more = self.boxes(count: 3_000, seed: 8)
        try database.execute("BEGIN")
        for table in ["grown", "packed"] {
            try database.execute("DELETE FROM \(table) WHERE id % 3 = 0")
            try database.execute("UPDATE \(table) SET min_lat = min_lat - 0.5 WHERE id % 7 = 1")
            let insert = try database.prepare(
                "INSERT INTO \(table)(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
            for (index, box) in more.enumerated() {
                try insert.bind(1, Int64(100_000 + index))
                try insert.bind(box: box, from: 2)
                try insert.run()
            }
        }
        try database.execute("COMMIT")
        try expectSame(database, queries: self.boxes(count: 500, seed: 9) + more.prefix(200))
    }

    @Test func sqliteRoundsOutwardsAsWeDo() throws {
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("rounding.sqlite"), readOnly: false, create: true)
        try database.execute("CREATE VIRTUAL TABLE t USING rtree(id, low, high)")
        let insert = try database.prepare("INSERT INTO t(id, low, high) VALUES (?1, ?2, ?2)")
        var random = SeededGenerator(seed: 3)
        var values: [Double] = [0, -0.0, 1e-40, -1e-40, 90, -180, 179.99999999, Double(Float(24.9)).nextUp]
        values += (0..<20_000).map { _ in Double.random(in: -200...200, using: &random) }
        try database.execute("BEGIN")
        for (index, value) in values.enumerated() {
            try insert.bind(1, Int64(index))
            try insert.bind(2, value)
            try insert.run()
        }
        try database.execute("COMMIT")
        let select = try database.prepare("SELECT id, low, high FROM t ORDER BY id")
        var checked = 0
        while try select.step() {
            let value = values[Int(select.int(0))]
            #expect(Float(select.double(1)).bitPattern == RTreeCell.roundedDown(value).bitPattern, "\(value)")
            #expect(Float(select.double(2)).bitPattern == RTreeCell.roundedUp(value).bitPattern, "\(value)")
            // Outwards, except for values below a float's normal range (which SQLite's rule can round inwards).
            if abs(value) > 1e-30 || value == 0 {
                #expect(Double(RTreeCell.roundedDown(value)) <= value && Double(RTreeCell.roundedUp(value)) >= value)
            }
            checked += 1
        }
        #expect(checked == values.count)
    }
}
