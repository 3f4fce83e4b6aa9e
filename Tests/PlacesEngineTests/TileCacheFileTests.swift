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

    /// Issue 36: a tile the map no longer shows (libshumate cancelled it) stops between reading and drawing,
    /// or before encoding; one asked to the end is the same PNG as before, drawn after the connection was given back.
    @Test func aCancelledTileStopsBetweenItsSteps() throws {
        defer { folder.remove() }
        let service = try PlacesService(storePath: try sampleStore(), tileCachePath: folder.path("tiles.mbtiles"))
        let tile = try #require(self.tile)
        var asked = 0
        #expect(throws: PlacesError.self) { try service.tilePNG(tile, isCancelled: { asked += 1; return true }) }
        #expect(asked == 1, "it stopped at the first question")
        asked = 0
        #expect(throws: PlacesError.self) { try service.tilePNG(tile, isCancelled: { asked += 1; return asked == 2 }) }
        #expect(asked == 2, "drawn, then stopped before encoding")
        do {
            _ = try service.tilePNG(tile, isCancelled: { true })
        } catch {
            #expect(error.code == .cancelled)
        }
        // Nothing half-made was kept: the next tile is drawn whole, and the same as a fresh service's.
        let whole = try service.tilePNG(tile)
        #expect(whole == (try PlacesService(storePath: try sampleStore()).tilePNG(tile)))
        #expect(whole.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

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
