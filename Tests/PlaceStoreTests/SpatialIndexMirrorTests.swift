import Foundation
import Geo
@testable import PlaceStore
@testable import PlaceStoreBuilding
import Places
import TestSupport
import Testing

/// The in-memory R*Tree search must give SQLite's rows in SQLite's order:
/// the engine sums likelihoods in candidate order, so the order is part of the answer.
@Suite struct SpatialIndexMirrorTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// `count` boxes of many sizes, clustered so that the tree gets several levels.
    private func storeWithDeepIndex(count: Int) throws -> PlaceStore {
        let path = folder.path("store.sqlite")
        let writer = try PlaceStoreWriter(destinationPath: path)
        for index in 1...300 {
            let location = Coordinate(latitude: 60.15 + Double(index % 17) * 0.002, longitude: 24.9 + Double(index / 17) * 0.003)
            try writer.insert(Place(id: PlaceID(.node, Int64(index)), category: index % 3 == 0 ? .address : .pointOfInterest,
                                    name: "P\(index)", primaryType: "cafe", types: ["cafe"], location: location, plusCode: ""))
        }
        try writer.commit(metadata: StoreMetadata(sourceFiles: ["test.osm"], dataTimestamp: Date(), importedAt: Date(),
                                                  boundingBox: nil, generator: "tests"))
        let database = try SQLiteDatabase(path: path, readOnly: false)
        try database.execute("""
            CREATE VIRTUAL TABLE deep_index USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count)),
                 p(i, lat, lon, size) AS (
                     SELECT i, 60 + ((i * 7919) % 100003) / 100003.0 * 0.5 + ((i * 31) % 7) * 0.0001,
                            24.5 + ((i * 104729) % 100019) / 100019.0 * 1.0,
                            CASE WHEN i % 50 = 0 THEN ((i * 13) % 97) / 97.0 * 0.05 ELSE ((i * 17) % 89) / 89.0 * 0.0005 END
                     FROM n)
            INSERT INTO deep_index SELECT i, lat, lat + size, lon, lon + size * 2 FROM p;
            """)
        return try PlaceStore(path: path)
    }

    private func sqlRows(_ store: PlaceStore, table: String, _ box: BoundingBox) throws -> [Int64] {
        let statement = try store.cachedStatement(
            "SELECT id FROM \(table) WHERE max_lat >= ?1 AND min_lat <= ?2 AND max_lon >= ?3 AND min_lon <= ?4")
        defer { statement.reset() }
        try statement.bind(box: box, from: 1)
        var rows: [Int64] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }

    private func randomBoxes(around center: Coordinate, spread: Double, count: Int) -> [BoundingBox] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { index in
            let radius = [0.00005, 0.0005, 0.002, 0.01, 0.05, 0.3][index % 6]
            let latitude = center.latitude + .random(in: -spread...spread, using: &generator)
            let longitude = center.longitude + .random(in: -2 * spread...2 * spread, using: &generator)
            return BoundingBox(minLatitude: latitude - radius, minLongitude: longitude - 2 * radius,
                               maxLatitude: latitude + radius, maxLongitude: longitude + 2 * radius)
        }
    }

    @Test func aDeepTreeAnswersAsSQLiteDoes() throws {
        defer { folder.remove() }
        let store = try storeWithDeepIndex(count: 150_000)
        let mirror = try SpatialIndexMirror(table: "deep_index", store: store)
        #expect(mirror.depth >= 3)
        var compared = 0
        for box in randomBoxes(around: Coordinate(latitude: 60.25, longitude: 25), spread: 0.3, count: 1_500) {
            var rows: [Int64] = []
            try mirror.rowIDs(intersecting: box, into: &rows)
            let expected = try sqlRows(store, table: "deep_index", box)
            #expect(rows == expected, "box \(box)")
            compared += expected.count
        }
        #expect(compared > 100_000)
    }

    @Test func storeQueriesAnswerAsSQLiteDoes() throws {
        defer { folder.remove() }
        let store = try storeWithDeepIndex(count: 10)
        for box in randomBoxes(around: Coordinate(latitude: 60.165, longitude: 24.925), spread: 0.02, count: 300) {
            let expected = try sqlRows(store, table: "place_index_poi", box) + sqlRows(store, table: "place_index_address", box)
            #expect(try store.rowIDs(intersecting: box, categories: [.pointOfInterest, .address]) == expected)
        }
        #expect(store.spatialIndexMirrors.count == 2 && store.unmirroredCategories.isEmpty)
    }
}
