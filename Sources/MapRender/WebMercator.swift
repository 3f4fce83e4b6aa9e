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
