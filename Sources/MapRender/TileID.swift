import Foundation
import Geo

/// One XYZ tile.
public struct TileID: Sendable, Hashable, CustomStringConvertible {
    /// Zoom, 0…19.
    public let z: Int
    /// Column from the west, 0…2^z − 1.
    public let x: Int
    /// Row from the north, 0…2^z − 1.
    public let y: Int

    /// The largest zoom we render.
    public static let maxZoom = 19

    /// Checks and creates a tile id.
    /// - Throws: ``MapError`` when z is outside 0…19 or x, y outside the zoom's grid.
    public init(z: Int, x: Int, y: Int) throws(MapError) {
        guard (0...TileID.maxZoom).contains(z) else { throw MapError(.invalidArgument, "zoom \(z) is outside 0…\(TileID.maxZoom)") }
        let count = 1 << z
        guard (0..<count).contains(x), (0..<count).contains(y) else {
            throw MapError(.invalidArgument, "tile \(z)/\(x)/\(y) does not exist: x and y must be in 0…\(count - 1) at zoom \(z)")
        }
        self.z = z
        self.x = x
        self.y = y
    }

    /// The tile holding `coordinate` at `zoom`.
    public static func containing(_ coordinate: Coordinate, zoom: Int) -> TileID? {
        let pixel = WebMercator.pixel(coordinate, zoom: Double(zoom))
        let count = 1 << zoom
        let x = min(count - 1, max(0, Int(pixel.x / WebMercator.tileSize)))
        let y = min(count - 1, max(0, Int(pixel.y / WebMercator.tileSize)))
        return try? TileID(z: zoom, x: x, y: y)
    }

    /// The tile's box on the ground.
    public var boundingBox: BoundingBox {
        let zoom = Double(z)
        let northWest = WebMercator.coordinate(PlanePoint(x: Double(x) * WebMercator.tileSize, y: Double(y) * WebMercator.tileSize), zoom: zoom)
        let southEast = WebMercator.coordinate(PlanePoint(x: Double(x + 1) * WebMercator.tileSize, y: Double(y + 1) * WebMercator.tileSize), zoom: zoom)
        return BoundingBox(minLatitude: southEast.latitude, minLongitude: northWest.longitude,
                           maxLatitude: northWest.latitude, maxLongitude: southEast.longitude)
    }

    public var description: String { "\(z)/\(x)/\(y)" }
}
