import Foundation
import Geo
import OSMImport
import PlaceStore
import Places
@testable import PlacesEngine
import TestSupport
import Testing

/// The cell cache that stands in for a round trip to PostgreSQL's index gives the store's own rows, in row
/// order, for boxes of every size, on cell edges and across them, cold and warm, and when it starts over.
@Suite struct SpatialCellCacheTests {
    @Test func cachedCellsGiveTheStoresOwnRows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        let store = try PlaceStore(path: path)
        let bounds = try #require(store.metadata.boundingBox)
        var generator = SeededGenerator(seed: 39)
        var boxes: [BoundingBox] = []
        for _ in 0..<400 {
            let center = Coordinate(latitude: Double.random(in: bounds.minLatitude...bounds.maxLatitude, using: &generator),
                                    longitude: Double.random(in: bounds.minLongitude...bounds.maxLongitude, using: &generator))
            boxes.append(BoundingBox(center: center, radius: Meters([1, 20, 75, 150, 400, 3_000, 60_000].randomElement(using: &generator)!)))
        }
        // Boxes whose edges lie on the finest cells' edges, and a point.
        let side = 360.0 / 65_536
        let edge = (bounds.center.longitude / side).rounded(.down) * side
        boxes.append(BoundingBox(minLatitude: bounds.center.latitude - 0.001, minLongitude: edge,
                                 maxLatitude: bounds.center.latitude + 0.001, maxLongitude: edge + side))
        boxes.append(BoundingBox(minLatitude: bounds.minLatitude, minLongitude: edge - side / 2,
                                 maxLatitude: bounds.maxLatitude, maxLongitude: edge))
        boxes.append(BoundingBox(point: bounds.center))
        boxes.append(BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180))

        for capacity in [1_000_000, 50] {  // a small one starts over again and again
            let cache = SpatialCellCache(capacity: capacity)
            var nonEmpty = 0
            for box in boxes + boxes {  // cold, then warm
                for categories: Set<PlaceCategory> in [[.pointOfInterest], [.locality], [.pointOfInterest, .locality]] {
                    let expected = try PlaceCategory.allCases.filter(categories.contains).flatMap { category in
                        try store.rowIDs(intersecting: box, categories: [category]).sorted()
                    }
                    let found = try cache.rowIDs(intersecting: box, categories: categories, store: store)
                    #expect(found == expected, "\(box) \(categories)")
                    if !expected.isEmpty { nonEmpty += 1 }
                }
            }
            #expect(nonEmpty > 600, "most boxes hold places")
        }
    }

    @Test func aQueryReadsAtMostFourCellsOfItsLevel() {
        for radius in [1.0, 20, 150, 420, 3_000, 60_000, 5_000_000] {
            let box = BoundingBox(center: Coordinate(latitude: 60.17, longitude: 24.94), radius: Meters(radius))
            let level = SpatialCellCache.level(for: box)
            let side = 360 / Double(1 << level)
            #expect(side >= box.maxLongitude - box.minLongitude && side >= box.maxLatitude - box.minLatitude, "\(radius) m")
            #expect(level == SpatialCellCache.finestLevel || side / 2 < max(box.maxLongitude - box.minLongitude,
                                                                              box.maxLatitude - box.minLatitude), "\(radius) m")
        }
        #expect(SpatialCellCache.level(for: BoundingBox(point: Coordinate(latitude: 0, longitude: 0))) == SpatialCellCache.finestLevel)
    }
}
