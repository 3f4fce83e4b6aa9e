import Foundation
import Geo
import MapRender
import OSMImport
import PlaceStore
import Places
import PlacesEngine
import TestSupport
import Testing

/// `serve --tile-cache`: rendered tiles kept in a real MBTiles file, over the sample store.
@Suite struct TileCacheFileTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func sampleStore() throws -> String {
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        return path
    }

    /// Stockmann's corner at zoom 16.
    private let tile = TileID.containing(Coordinate(latitude: 60.1684, longitude: 24.9420), zoom: 16)

    @Test func aRenderedTileIsKeptOnDiskAndServedFromThere() throws {
        defer { folder.remove() }
        let store = try sampleStore()
        let cachePath = folder.path("tiles.mbtiles")
        let tile = try #require(self.tile)
        let service = try PlacesService(storePath: store, tileCachePath: cachePath)
        let drawn = try service.tilePNG(tile)
        let file = try MBTilesCache(path: cachePath, storeVersion: service.storeVersion)
        #expect(try file.png(z: tile.z, x: tile.x, y: tile.y) == drawn)
        // What the file holds is what is served: a marker PNG put there comes back.
        let marker = Data("not really a png".utf8)
        try file.store(marker, z: tile.z, x: tile.x, y: tile.y)
        #expect(try service.tilePNG(tile) == marker)
        // Tiles of another scale are drawn, not read from a file of scale 1.
        #expect(try service.tilePNG(tile, scale: 2) != marker)
    }

    @Test func aFileDrawnFromAnotherStoreIsEmptied() throws {
        defer { folder.remove() }
        let store = try sampleStore()
        let cachePath = folder.path("tiles.mbtiles")
        let tile = try #require(self.tile)
        let old = try MBTilesCache(path: cachePath, storeVersion: "an-older-import")
        try old.store(Data("stale".utf8), z: tile.z, x: tile.x, y: tile.y)
        let service = try PlacesService(storePath: store, tileCachePath: cachePath)
        #expect(try service.tilePNG(tile) != Data("stale".utf8))
    }

    @Test func currentPlaceTilesPreFillsTheCache() throws {
        defer { folder.remove() }
        let store = try sampleStore()
        let cachePath = folder.path("prefilled.mbtiles")
        let tile = try #require(self.tile)
        let writer = try PlacesService(storePath: store, connections: 2)
        try writer.writeTiles([tile], covering: BoundingBox(center: Coordinate(latitude: 60.1684, longitude: 24.9420), radius: 100),
                              to: cachePath)
        let file = try MBTilesCache(path: cachePath, storeVersion: writer.storeVersion)
        let prefilled = try #require(try file.png(z: tile.z, x: tile.x, y: tile.y))
        let service = try PlacesService(storePath: store, tileCachePath: cachePath)
        #expect(try service.tilePNG(tile) == prefilled)
    }
}
