import Foundation
import Geo

/// Web Mercator (EPSG:3857) in the XYZ tile scheme of OSM and Google: at
/// zoom z the world is 256·2^z pixels square, x east from −180°, y south
/// from +85.0511°.
public enum WebMercator {
    /// The latitude where the square world ends: atan(sinh(π)).
    public static let maxLatitude = 85.051_128_779_806_59
    /// Pixels per tile side at scale 1.
    public static let tileSize = 256.0

    /// The world pixel of a coordinate at `zoom` (fractional zooms allowed).
    public static func pixel(_ coordinate: Coordinate, zoom: Double) -> PlanePoint {
        let size = tileSize * pow(2, zoom)
        let latitude = max(-maxLatitude, min(maxLatitude, coordinate.latitude)) * .pi / 180
        let x = (coordinate.longitude + 180) / 360 * size
        let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * size
        return PlanePoint(x: x, y: y)
    }

    /// The coordinate of a world pixel at `zoom`.
    public static func coordinate(_ pixel: PlanePoint, zoom: Double) -> Coordinate {
        let size = tileSize * pow(2, zoom)
        let longitude = pixel.x / size * 360 - 180
        let n = Double.pi * (1 - 2 * pixel.y / size)
        let latitude = atan(sinh(n)) * 180 / .pi
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The sphere radius of Web Mercator: WGS 84's semi-major axis.
    public static let sphereRadius = 6_378_137.0

    /// Metres on the ground per pixel at `latitude` and `zoom` (scale 1):
    /// 156 543.03 m at the equator at zoom 0.
    public static func metersPerPixel(latitude: Double, zoom: Double) -> Double {
        2 * .pi * sphereRadius * cos(latitude * .pi / 180) / (tileSize * pow(2, zoom))
    }
}

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
        guard (0...TileID.maxZoom).contains(z) else { throw MapError("zoom \(z) is outside 0…\(TileID.maxZoom)") }
        let count = 1 << z
        guard (0..<count).contains(x), (0..<count).contains(y) else {
            throw MapError("tile \(z)/\(x)/\(y) does not exist: x and y must be in 0…\(count - 1) at zoom \(z)")
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

/// Why a map could not be drawn or written.
public struct MapError: Error, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
