import Foundation
import OSMImport
import PlaceStore
import Places
@testable import PlacesEngine
import TestSupport
import Testing

/// The service's shared place cache gives the places a fresh read gives, for every combination of parts.
@Suite struct PlaceCacheTests {
    @Test func keptPlacesAreThePlacesReadAfresh() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        let store = try PlaceStore(path: path)
        let rows = try store.rowIDs(category: .pointOfInterest)
        let asked = Array(rows.prefix(7)) + [rows[2], 999_999_999] + Array(rows.suffix(5))
        let cache = PlaceCache(capacity: 10)
        for parts: PlaceParts in [[], .tags, .names, .footprint, [.tags, .names], .relations, [.footprint, .relations], .all] {
            let reader = try PlaceStore(path: path)
            var fresh = try reader.places(rowIDs: asked, parts: parts)
            if parts.contains(.relations) {
                for index in fresh.indices { try reader.attachRelations(to: &fresh[index], parts: parts) }
            }
            #expect(fresh.count == asked.count - 1)
            #expect(try cache.places(rowIDs: asked, parts: parts, store: store) == fresh)
            #expect(try cache.places(rowIDs: asked, parts: parts, store: store) == fresh, "from the cache")
        }
    }
}
