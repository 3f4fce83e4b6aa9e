import Foundation
import Geo
@testable import PlaceStore
@testable import PlaceStoreBuilding
import TestSupport
import Testing

/// The in-memory locality boxes must answer a point query as the spool's R*Tree does: the same rows, by rank.
@Suite struct AreaBoxIndexTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Checks `boxes` (ranked in reverse of their ids) against SQLite on `points`; returns the rows found.
    private func expectSameAsSQLite(_ boxes: [BoundingBox], points: [Coordinate]) throws -> Int {
        let database = try SQLiteDatabase(path: folder.path("boxes-\(boxes.count).sqlite"), readOnly: false, create: true)
        try database.execute("CREATE VIRTUAL TABLE t USING rtree(id, min_lat, max_lat, min_lon, max_lon); BEGIN")
        let insert = try database.prepare("INSERT INTO t(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
        for (index, box) in boxes.enumerated() {
            try insert.bind(1, Int64(index + 1))
            try insert.bind(box: box, from: 2)
            try insert.run()
        }
        try database.execute("COMMIT")
        var areas: [AreaBoxIndex.Area] = []
        let stored = try database.prepare("SELECT id, min_lat, max_lat, min_lon, max_lon FROM t")
        while try stored.step() {
            areas.append(AreaBoxIndex.Area(rank: -stored.int(0), cell: RTreeCell(
                id: stored.int(0), minLatitude: Float(stored.double(1)), maxLatitude: Float(stored.double(2)),
                minLongitude: Float(stored.double(3)), maxLongitude: Float(stored.double(4)))))
        }
        let index = AreaBoxIndex(areas.shuffled())
        let query = try database.prepare(
            "SELECT id FROM t WHERE min_lat <= ?1 AND max_lat >= ?1 AND min_lon <= ?2 AND max_lon >= ?2 ORDER BY id DESC")
        var found = 0
        for point in points {
            try query.bind(1, point.latitude)
            try query.bind(2, point.longitude)
            var expected: [Int64] = []
            while try query.step() { expected.append(query.int(0)) }
            query.reset()
            #expect(index.rowIDs(containing: point) == expected, "\(point)")
            found += expected.count
        }
        return found
    }

    @Test func answersAsTheRTreeDoes() throws {
        defer { folder.remove() }
        var random = SeededGenerator(seed: 21)
        // Nested localities: a country, states, cities, suburbs, some of them points and slivers.
        var boxes = [BoundingBox(minLatitude: 59.5, minLongitude: 19.0, maxLatitude: 70.1, maxLongitude: 31.6)]
        for index in 0..<2_000 {
            let size = [3.0, 0.5, 0.05, 0.005, 0][index % 5]
            let latitude = Double.random(in: 59.5...70, using: &random), longitude = Double.random(in: 19...31.5, using: &random)
            boxes.append(BoundingBox(minLatitude: latitude, minLongitude: longitude,
                                     maxLatitude: latitude + size, maxLongitude: longitude + size * 2))
        }
        var points = (0..<3_000).map { _ in
            Coordinate(latitude: Double.random(in: 59...71, using: &random), longitude: Double.random(in: 18...32, using: &random))
        }
        // On the boxes' corners and a step off them, and on the grid's outer edges.
        for box in boxes.prefix(400) {
            points.append(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
            points.append(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
            points.append(Coordinate(latitude: box.maxLatitude.nextUp, longitude: box.minLongitude.nextDown))
            points.append(Coordinate(latitude: Double(Float(box.maxLatitude).nextUp), longitude: box.maxLongitude))
        }
        points += [Coordinate(latitude: 70.1, longitude: 31.6), Coordinate(latitude: 59.5, longitude: 19),
                   Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 89, longitude: -179)]
        #expect(try expectSameAsSQLite(boxes, points: points) > 3_000)
    }

    /// Thousands of boxes over everything: the grid coarsens to stay within its references, and still answers.
    @Test func overlappingBoxesCoarsenTheGrid() throws {
        defer { folder.remove() }
        let boxes = (0..<3_000).map { index in
            BoundingBox(minLatitude: -80 + Double(index % 7), minLongitude: -170, maxLatitude: 80, maxLongitude: 170 - Double(index % 11))
        }
        var random = SeededGenerator(seed: 5)
        let points = (0..<200).map { _ in
            Coordinate(latitude: Double.random(in: -90...90, using: &random), longitude: Double.random(in: -180...180, using: &random))
        }
        #expect(try expectSameAsSQLite(boxes, points: points) > 100_000)
        #expect(AreaBoxIndex([]).rowIDs(containing: Coordinate(latitude: 1, longitude: 1)).isEmpty)
    }
}
