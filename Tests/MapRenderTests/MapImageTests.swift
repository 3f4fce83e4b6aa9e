import Foundation
import Geo
import MapRender
import OSMImport
import PlaceStore
import TestSupport
import Testing

private let corner = Coordinate(latitude: 60.1700, longitude: 24.9400)

private func fixtureStore(_ folder: TemporaryFolder) throws -> PlaceStore {
    let osm = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/city-corner-arabic-cyrillic-labels.osm").path
    let path = folder.path("corner.sqlite")
    _ = try Importer.run(inputs: [osm], destination: path)
    return try PlaceStore(path: path)
}

/// Compares an image with its golden file; a missing or different golden is
/// reported with the new image written to .build/test-output for a look.
private func expectGolden(_ png: Data, _ name: String, maxDifferingShare: Double = 0.01) throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    let outputFolder = Repository.root.appendingPathComponent(".build/test-output")
    try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    let actualPath = outputFolder.appendingPathComponent(name)
    try png.write(to: actualPath)
    guard let expected = try? Data(contentsOf: golden) else {
        Issue.record("no golden image \(golden.path); look at \(actualPath.path) and copy it there if it is right")
        return
    }
    let share = try RGBImage(png: png).differingShare(from: RGBImage(png: expected))
    #expect(share <= maxDifferingShare, "\(Int(share * 100))% of pixels differ from \(name); see \(actualPath.path)")
}

@Suite struct MapImageTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func staticMapMatchesItsGoldenImage() throws {
        defer { folder.remove() }
        let store = try fixtureStore(folder)
        let map = StaticMap(center: corner, zoom: 17.5, width: 400, height: 300, markers: [
            MapMarker(position: Coordinate(latitude: 60.17027, longitude: 24.94027), title: "مقهى النيل", snippet: "Kaivokatu 1, 00100 Helsinki"),
        ], me: (Coordinate(latitude: 60.1699, longitude: 24.9395), 20))
        try expectGolden(try map.draw(from: store).pngData(), "city-corner-static.png")
    }

    @Test func tileMatchesItsGoldenImage() throws {
        defer { folder.remove() }
        let store = try fixtureStore(folder)
        let tile = try #require(TileID.containing(corner, zoom: 17))
        try expectGolden(try TileRenderer().png(for: tile, scale: 2, from: store), "city-corner-tile-z17@2x.png")
    }

    @Test(arguments: ["مقهى النيل", "شارع التحرير", "Книжный магазин", "Центральный вокзал Хельсинки", "Açaí, Ağaç, Château"])
    func labelsInTheUsersScriptsHaveRealGlyphs(text: String) throws {
        #expect(try missingGlyphs(in: text) == 0)
    }

    @Test func staticMapHasTheSizeAskedAndTheMarkerWhereItBelongs() throws {
        defer { folder.remove() }
        let store = try fixtureStore(folder)
        let map = StaticMap(center: corner, zoom: 16, width: 300, height: 200, scale: 2,
                            markers: [MapMarker(position: corner, title: "Here", snippet: "Right here")])
        let image = try RGBImage(png: try map.draw(from: store).pngData())
        #expect(image.width == 600 && image.height == 400)
        // The pin's tip is at the centre; its head, 3 radii (9 pt each, ×2) above, is red.
        let head = image.pixel(x: 300, y: 200 - 54 + 8)
        #expect(head.red > 150 && head.green < 90 && head.blue < 90, "pin head colour \(head)")
        // The attribution's box is light in the bottom-right corner.
        let attribution = image.pixel(x: 598, y: 396)
        #expect(attribution.red > 200 && attribution.green > 200)
    }

    @Test func badStaticMapsAreRefusedWithoutWritingAFile() throws {
        defer { folder.remove() }
        let store = try fixtureStore(folder)
        for map in [StaticMap(center: corner, zoom: 20, width: 100, height: 100),
                    StaticMap(center: corner, zoom: 10, width: 0, height: 100),
                    StaticMap(center: corner, zoom: 10, width: 100, height: 100, scale: 3),
                    StaticMap(center: Coordinate(latitude: 95, longitude: 0), zoom: 10, width: 100, height: 100)] {
            #expect(throws: MapError.self) { try map.write(to: folder.path("bad.png"), from: store) }
        }
        #expect(throws: MapError.self) {
            try StaticMap(center: corner, zoom: 10, width: 100, height: 100).write(to: folder.path("map.gif"), from: store)
        }
        #expect(try folder.files() == ["corner.sqlite"])
    }

    @Test(arguments: ["svg", "pdf"])
    func vectorOutputsAreWritten(suffix: String) throws {
        defer { folder.remove() }
        let store = try fixtureStore(folder)
        let path = folder.path("map.\(suffix)")
        try StaticMap(center: corner, zoom: 17, width: 200, height: 150, markers: [MapMarker(position: corner, title: "X")])
            .write(to: path, from: store)
        let head = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)).prefix(64), as: UTF8.self)
        #expect(head.contains(suffix == "svg" ? "<?xml" : "%PDF"))
    }

    @Test func mbtilesFollowTheSpec() throws {
        defer { folder.remove() }
        let store = try fixtureStore(folder)
        let path = folder.path("pack.mbtiles")
        let box = BoundingBox(center: corner, radius: 150)
        let writer = try MBTilesWriter(destinationPath: path, metadata: .init(
            name: "pack", description: "test", bounds: box, minZoom: 16, maxZoom: 17, attribution: StaticMap.attribution))
        let tiles = TileRenderer.tiles(covering: box, zooms: 16...17)
        for tile in tiles { try writer.insert(z: tile.z, x: tile.x, y: tile.y, png: try TileRenderer().png(for: tile, from: store)) }
        try writer.commit()
        let query = try runProcess("/usr/bin/sqlite3", [path, "SELECT value FROM metadata WHERE name='format'; SELECT count(*) FROM tiles;"])
        #expect(query.standardOutput == "png\n\(tiles.count)\n")
        let tile = try #require(tiles.first { $0.z == 16 })
        let row = try runProcess("/usr/bin/sqlite3", [path, "SELECT count(*) FROM tiles WHERE zoom_level=16 AND tile_column=\(tile.x) AND tile_row=\((1 << 16) - 1 - tile.y);"])
        #expect(row.standardOutput == "1\n", "tile rows count from the south (TMS)")
    }
}
