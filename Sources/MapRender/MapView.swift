import Foundation
import Geo

/// A rectangle of the world at a zoom, in canvas pixels: what one image shows.
public struct MapView: Sendable {
    /// The world pixel (at `zoom`, scale 1) of the canvas's top-left corner.
    public let origin: PlanePoint
    /// The zoom (may be fractional).
    public let zoom: Double
    /// Canvas pixels per world pixel: 1, or 2 for @2x.
    public let scale: Double
    /// Canvas size in pixels (already multiplied by `scale`).
    public let width: Int, height: Int

    /// A view centred on `center`; `width`/`height` in points (multiplied by `scale`).
    public init(center: Coordinate, zoom: Double, width: Int, height: Int, scale: Double = 1) {
        let middle = WebMercator.pixel(center, zoom: zoom)
        origin = PlanePoint(x: middle.x - Double(width) / 2, y: middle.y - Double(height) / 2)
        self.zoom = zoom
        self.scale = scale
        self.width = Int((Double(width) * scale).rounded())
        self.height = Int((Double(height) * scale).rounded())
    }

    /// The view of one tile.
    public init(tile: TileID, scale: Double = 1) {
        origin = PlanePoint(x: Double(tile.x) * WebMercator.tileSize, y: Double(tile.y) * WebMercator.tileSize)
        zoom = Double(tile.z)
        self.scale = scale
        width = Int(WebMercator.tileSize * scale)
        height = width
    }

    /// Where a coordinate lands on the canvas.
    public func point(_ coordinate: Coordinate) -> PlanePoint {
        let world = WebMercator.pixel(coordinate, zoom: zoom)
        return PlanePoint(x: (world.x - origin.x) * scale, y: (world.y - origin.y) * scale)
    }

    /// The ground box the canvas shows, widened by `margin` canvas pixels on every side.
    public func boundingBox(margin: Double = 0) -> BoundingBox {
        let m = margin / scale
        let northWest = WebMercator.coordinate(PlanePoint(x: origin.x - m, y: origin.y - m), zoom: zoom)
        let southEast = WebMercator.coordinate(
            PlanePoint(x: origin.x + Double(width) / scale + m, y: origin.y + Double(height) / scale + m), zoom: zoom)
        return BoundingBox(minLatitude: southEast.latitude, minLongitude: northWest.longitude,
                           maxLatitude: northWest.latitude, maxLongitude: southEast.longitude)
    }

    /// Canvas pixels per metre on the ground at the view's centre.
    public var pixelsPerMeter: Double {
        let centre = WebMercator.coordinate(PlanePoint(x: origin.x + Double(width) / scale / 2,
                                                       y: origin.y + Double(height) / scale / 2), zoom: zoom)
        return scale / WebMercator.metersPerPixel(latitude: centre.latitude, zoom: zoom)
    }
}
