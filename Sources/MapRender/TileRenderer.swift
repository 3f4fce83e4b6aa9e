import Foundation
import Geo
import PlaceStore

/// Renders XYZ tiles: 256 px, or 512 px at scale 2 ("@2x").
public struct TileRenderer {
    /// The language for labels.
    public var language: String?

    /// Creates a renderer.
    public init(language: String? = nil) {
        self.language = language
    }

    /// The PNG of one tile. `store` must not be used by another thread meanwhile.
    public func png(for tile: TileID, scale: Double = 1, from store: PlaceStore) throws -> Data {
        try canvas(for: tile, scale: scale, from: store).pngData()
    }

    /// The tile drawn on a canvas, before encoding (for benchmarks that time the two apart).
    public func canvas(for tile: TileID, scale: Double = 1, from store: PlaceStore) throws -> Canvas {
        let view = MapView(tile: tile, scale: scale)
        let canvas = try Canvas(width: view.width, height: view.height)
        try MapRenderer(language: language).render(view, on: canvas, from: store)
        return canvas
    }

    /// Every tile of `box` at the zooms of `zooms`, west to east, north to south.
    public static func tiles(covering box: BoundingBox, zooms: ClosedRange<Int>) -> [TileID] {
        var tiles: [TileID] = []
        for z in zooms {
            guard let northWest = TileID.containing(Coordinate(latitude: box.maxLatitude, longitude: box.minLongitude), zoom: z),
                  let southEast = TileID.containing(Coordinate(latitude: box.minLatitude, longitude: box.maxLongitude), zoom: z)
            else { continue }
            for y in northWest.y...southEast.y {
                for x in northWest.x...southEast.x {
                    if let tile = try? TileID(z: z, x: x, y: y) { tiles.append(tile) }
                }
            }
        }
        return tiles
    }
}
