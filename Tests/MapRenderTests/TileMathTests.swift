import Geo
import MapRender
import Testing

@Suite struct TileMathTests {
    @Test func theWorldIsOneTileAtZoomZero() throws {
        let centre = WebMercator.pixel(Coordinate(latitude: 0, longitude: 0), zoom: 0)
        #expect(abs(centre.x - 128) < 1e-9 && abs(centre.y - 128) < 1e-9)
        let corner = WebMercator.pixel(Coordinate(latitude: WebMercator.maxLatitude, longitude: -180), zoom: 0)
        #expect(abs(corner.x) < 1e-9 && abs(corner.y) < 1e-6)
        let box = try TileID(z: 0, x: 0, y: 0).boundingBox
        #expect(abs(box.maxLatitude - WebMercator.maxLatitude) < 1e-9 && box.minLongitude == -180)
    }

    /// Reference values from the formula in the OSM wiki ("Slippy map tilenames"), computed separately.
    @Test func helsinkiLandsOnItsTile() throws {
        let station = Coordinate(latitude: 60.1699, longitude: 24.9384)
        let tile = try #require(TileID.containing(station, zoom: 16))
        #expect(tile == (try TileID(z: 16, x: 37_307, y: 18_969)))
        let pixel = WebMercator.pixel(station, zoom: 16)
        #expect(abs(pixel.x - 9_550_821.676) < 0.01 && abs(pixel.y - 4_856_220.843) < 0.01)
        #expect(tile.boundingBox.contains(station))
    }

    @Test(arguments: [0.0, 5, 12, 16, 19])
    func pixelsAndCoordinatesRoundTrip(zoom: Double) {
        let point = Coordinate(latitude: 60.17123, longitude: 24.94567)
        let back = WebMercator.coordinate(WebMercator.pixel(point, zoom: zoom), zoom: zoom)
        #expect(abs(back.latitude - point.latitude) < 1e-9 && abs(back.longitude - point.longitude) < 1e-9)
    }

    @Test(arguments: [(20, 0, 0), (-1, 0, 0), (1, 2, 0), (3, 0, 8), (16, -1, 5)])
    func impossibleTilesAreRefused(z: Int, x: Int, y: Int) {
        #expect(throws: MapError.self) { try TileID(z: z, x: x, y: y) }
    }

    @Test func tilesCoverABox() throws {
        let box = BoundingBox(minLatitude: 60.164, minLongitude: 24.935, maxLatitude: 60.179, maxLongitude: 24.953)
        let tiles = TileRenderer.tiles(covering: box, zooms: 14...15)
        // Columns 9326…9327 and rows 4741…4742 at zoom 14 (the slippy-map formula, computed separately).
        #expect(tiles.filter { $0.z == 14 }.map { $0.x * 10_000 + $0.y }.sorted() == [93_264_741, 93_264_742, 93_274_741, 93_274_742])
        #expect(tiles.allSatisfy { $0.boundingBox.intersects(box) })
        #expect(abs(WebMercator.metersPerPixel(latitude: 0, zoom: 0) - 156_543.03) < 0.1)
    }
}

@Suite struct TileCountTests {
    @Test func countsWithoutListing() {
        let helsinki = BoundingBox(minLatitude: 60.164, minLongitude: 24.935, maxLatitude: 60.179, maxLongitude: 24.953)
        #expect(TileRenderer.tileCount(covering: helsinki, zooms: 12...17) == TileRenderer.tiles(covering: helsinki, zooms: 12...17).count)
        // A third of the world at zoom 19 is billions of tiles: counted, never listed.
        let wide = BoundingBox(minLatitude: 40, minLongitude: 0, maxLatitude: 70, maxLongitude: 30)
        #expect(TileRenderer.tileCount(covering: wide, zooms: 1...19) > 1_000_000_000)
    }
}
