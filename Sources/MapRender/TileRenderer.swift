import Foundation
import Geo
import PlaceStore
import Places

/// Renders XYZ tiles: 256 px, or 512 px at scale 2 ("@2x").
public struct TileRenderer: Sendable {
    /// The language for labels.
    public var language: LanguageCode?

    /// Creates a renderer.
    public init(language: LanguageCode? = nil) {
        self.language = language
    }

    /// The PNG of one tile. `store` must not be used by another thread meanwhile.
    public func png(for tile: TileID, scale: Double = 1, from store: any PlaceReading) throws -> Data {
        try canvas(for: tile, scale: scale, from: store).pngData()
    }

    /// The tile drawn on a canvas, before encoding (for benchmarks that time the two apart).
    public func canvas(for tile: TileID, scale: Double = 1, from store: any PlaceReading) throws -> Canvas {
        try canvas(for: tile, scale: scale, content: try content(for: tile, scale: scale, from: store))
    }

    /// What the tile shows, read from `store` (the only step that needs it).
    public func content(for tile: TileID, scale: Double = 1, from store: any PlaceReading) throws -> MapContent {
        try MapRenderer(language: language).content(of: MapView(tile: tile, scale: scale), from: store)
    }

    /// The tile drawn from `content` read for it, with no store.
    public func canvas(for tile: TileID, scale: Double = 1, content: MapContent) throws -> Canvas {
        let view = MapView(tile: tile, scale: scale)
        let canvas = try Canvas(width: view.width, height: view.height)
        MapRenderer(language: language).draw(content, view: view, on: canvas)
        return canvas
    }

    /// How many tiles ``tiles(covering:zooms:)`` would list, counted without listing them.
    public static func tileCount(covering box: BoundingBox, zooms: ClosedRange<Int>) -> Int {
        zooms.reduce(0) { total, z in
            guard let (northWest, southEast) = corners(of: box, zoom: z) else { return total }
            let (count, overflow) = (southEast.x - northWest.x + 1).multipliedReportingOverflow(by: southEast.y - northWest.y + 1)
            return overflow ? Int.max : total.addingReportingOverflow(count).overflow ? Int.max : total + count
        }
    }

    private static func corners(of box: BoundingBox, zoom z: Int) -> (TileID, TileID)? {
        guard let northWest = TileID.containing(Coordinate(latitude: box.maxLatitude, longitude: box.minLongitude), zoom: z),
              let southEast = TileID.containing(Coordinate(latitude: box.minLatitude, longitude: box.maxLongitude), zoom: z)
        else { return nil }
        return (northWest, southEast)
    }

    /// Every tile of `box` at the zooms of `zooms`, west to east, north to
    /// south. Check ``tileCount(covering:zooms:)`` first: a country at zoom 19
    /// is billions of tiles.
    public static func tiles(covering box: BoundingBox, zooms: ClosedRange<Int>) -> [TileID] {
        var tiles: [TileID] = []
        for z in zooms {
            guard let (northWest, southEast) = corners(of: box, zoom: z) else { continue }
            for y in northWest.y...southEast.y {
                for x in northWest.x...southEast.x {
                    if let tile = try? TileID(z: z, x: x, y: y) { tiles.append(tile) }
                }
            }
        }
        return tiles
    }
}
