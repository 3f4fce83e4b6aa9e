import Foundation
import Geo
import PlaceStore
import Places

/// A static map like Google's Static Maps API: a centre, a zoom, a size,
/// markers, the blue my-location dot with its accuracy circle, and the
/// OpenStreetMap attribution on every image.
public struct StaticMap: Sendable {
    public var center: Coordinate
    public var zoom: Double
    public var width: Int
    public var height: Int
    public var scale: Double
    public var markers: [MapMarker]
    /// The person's position and its accuracy radius in metres.
    public var me: (position: Coordinate, accuracy: Meters)?
    /// The language for labels.
    public var language: LanguageCode?

    /// The attribution drawn on every image (ODbL).
    public static let attribution = "© OpenStreetMap contributors"

    /// Creates a static map; sizes are in points (×`scale` pixels).
    public init(center: Coordinate, zoom: Double, width: Int, height: Int, scale: Double = 1, markers: [MapMarker] = [],
                me: (position: Coordinate, accuracy: Meters)? = nil, language: LanguageCode? = nil) {
        self.center = center
        self.zoom = zoom
        self.width = width
        self.height = height
        self.scale = scale
        self.markers = markers
        self.me = me
        self.language = language
    }

    /// Checks the parameters as a person gives them.
    /// - Throws: ``MapError`` naming the bad one.
    public func validate() throws(MapError) {
        guard center.isValid else { throw MapError(.invalidArgument, "the centre \(center.latitude),\(center.longitude) is not a position", parameter: "center") }
        guard zoom.isFinite, (0...Double(TileID.maxZoom)).contains(zoom) else {
            throw MapError(.invalidArgument, "zoom \(zoom) is outside 0…\(TileID.maxZoom)", parameter: "zoom")
        }
        guard (1...2048).contains(width), (1...2048).contains(height) else {
            throw MapError(.invalidArgument, "size \(width)x\(height) is outside 1…2048 in each direction", parameter: "size")
        }
        guard scale == 1 || scale == 2 else { throw MapError(.invalidArgument, "scale \(scale) must be 1 or 2", parameter: "scale") }
        for marker in markers where !marker.position.isValid {
            throw MapError(.invalidArgument, "a marker at \(marker.position.latitude),\(marker.position.longitude) is not a position", parameter: "markers")
        }
        if let me, !me.position.isValid || !me.accuracy.isFinite || !(0...LocationFix.maximumAccuracy).contains(me.accuracy) {
            throw MapError(.invalidArgument, "my location \(me.position.latitude),\(me.position.longitude) ± \(me.accuracy) m is not a position with an accuracy of 0–100 km", parameter: "me")
        }
    }

    /// The view this map shows.
    public var view: MapView {
        MapView(center: center, zoom: zoom, width: width, height: height, scale: scale)
    }

    /// Draws the map onto a new canvas.
    public func draw(from store: any PlaceReading, target: CanvasTarget = .image) throws -> Canvas {
        try validate()
        let view = self.view
        let canvas = try Canvas(width: view.width, height: view.height, target: target)
        var labels = LabelPlacer(width: view.width, height: view.height)
        // Markers and the info window claim their room before the map's labels.
        for marker in markers { reserveMarker(marker, view: view, canvas: canvas, labels: &labels) }
        try MapRenderer(language: language).render(view, on: canvas, from: store, labels: &labels)
        if let me { drawMe(me.position, accuracy: me.accuracy, view: view, canvas: canvas) }
        for marker in markers { drawMarker(marker, view: view, canvas: canvas) }
        drawAttribution(canvas: canvas, scale: scale)
        return canvas
    }

    /// Writes the map to `path` as PNG, SVG or PDF (by extension).
    public func write(to path: String, from store: any PlaceReading) throws {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            let data = try draw(from: store).pngData()
            try MapError.replacing(path) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
        } else if lower.hasSuffix(".svg") || lower.hasSuffix(".pdf") {
            try MapError.replacing(path) { temporary in
                let canvas = try draw(from: store, target: lower.hasSuffix(".svg") ? .svg(path: temporary) : .pdf(path: temporary))
                try canvas.finish()
            }
        } else {
            throw MapError(.invalidArgument, "unknown image type; use .png, .svg or .pdf", parameter: "output", path: path)
        }
    }

    private func pinGeometry(_ marker: MapMarker, view: MapView) -> (tip: PlanePoint, head: PlanePoint, radius: Double) {
        let tip = view.point(marker.position)
        let radius = 9 * scale
        return (tip, PlanePoint(x: tip.x, y: tip.y - 3 * radius), radius)
    }

    private func infoWindow(_ marker: MapMarker, view: MapView, canvas: Canvas)
        -> (title: TextLayout?, snippet: TextLayout?, x: Double, y: Double, width: Double, height: Double, above: Bool)? {
        guard marker.title != nil || marker.snippet != nil else { return nil }
        let title = marker.title.map { TextLayout($0, font: "Noto Sans, DejaVu Sans Bold \(Int(11 * scale))", canvas: canvas) }
        let snippet = marker.snippet.map { TextLayout($0, font: "Noto Sans, DejaVu Sans \(Int(9.5 * scale))", canvas: canvas) }
        let padding = 8 * scale
        let width = max(title?.width ?? 0, snippet?.width ?? 0) + 2 * padding
        let height = (title?.height ?? 0) + (snippet?.height ?? 0) + 2 * padding
        let pin = pinGeometry(marker, view: view)
        let x = min(max(2, pin.head.x - width / 2), Double(view.width) - width - 2)
        // Above the pin like Google's; below its point when there is no room above.
        let aboveY = pin.head.y - pin.radius - 10 * scale - height
        let above = aboveY >= 2
        let y = above ? aboveY : pin.tip.y + 10 * scale
        return (title, snippet, x, y, width, height, above)
    }

    private func reserveMarker(_ marker: MapMarker, view: MapView, canvas: Canvas, labels: inout LabelPlacer) {
        let pin = pinGeometry(marker, view: view)
        labels.block(minX: pin.head.x - pin.radius, minY: pin.head.y - pin.radius, maxX: pin.head.x + pin.radius, maxY: pin.tip.y)
        if let window = infoWindow(marker, view: view, canvas: canvas) {
            labels.block(minX: window.x, minY: window.y, maxX: window.x + window.width, maxY: window.y + window.height + 10 * scale)
        }
    }

    private func drawMarker(_ marker: MapMarker, view: MapView, canvas: Canvas) {
        let pin = pinGeometry(marker, view: view)
        let red = Color(hex: 0xEA4335), dark = Color(hex: 0xA52714)
        // The pin: a circle head and a point at the position.
        canvas.polygon([PlanePoint(x: pin.head.x - pin.radius * 0.8, y: pin.head.y + pin.radius * 0.5), pin.tip,
                        PlanePoint(x: pin.head.x + pin.radius * 0.8, y: pin.head.y + pin.radius * 0.5)], fill: red, outline: dark)
        canvas.circle(center: pin.head, radius: pin.radius, fill: red, outline: dark, outlineWidth: 1 * scale)
        canvas.circle(center: pin.head, radius: pin.radius * 0.38, fill: dark)
        guard let window = infoWindow(marker, view: view, canvas: canvas) else { return }
        let shadow = Color(hex: 0x000000, alpha: 0.18)
        canvas.roundedRectangle(x: window.x + 1.5 * scale, y: window.y + 2 * scale, width: window.width, height: window.height,
                                radius: 6 * scale, fill: shadow)
        canvas.roundedRectangle(x: window.x, y: window.y, width: window.width, height: window.height, radius: 6 * scale,
                                fill: Color(hex: 0xFFFFFF), outline: Color(hex: 0xCCCCCC))
        let edge = window.above ? window.y + window.height - 0.5 : window.y + 0.5
        let tip = window.above ? edge + 9 * scale : edge - 9 * scale
        canvas.polygon([PlanePoint(x: pin.head.x - 8 * scale, y: edge), PlanePoint(x: pin.head.x + 8 * scale, y: edge),
                        PlanePoint(x: pin.head.x, y: tip)], fill: Color(hex: 0xFFFFFF))
        let padding = 8 * scale
        var y = window.y + padding
        if let title = window.title {
            title.draw(at: PlanePoint(x: window.x + padding, y: y), color: Color(hex: 0x202124), halo: nil)
            y += title.height
        }
        window.snippet?.draw(at: PlanePoint(x: window.x + padding, y: y), color: Color(hex: 0x5F6368), halo: nil)
    }

    private func drawMe(_ position: Coordinate, accuracy: Meters, view: MapView, canvas: Canvas) {
        let point = view.point(position)
        let radius = accuracy * view.pixelsPerMeter
        // Cairo slows to a crawl on circles far larger than the canvas: a circle that holds
        // the whole canvas is drawn as a fill, and one that misses it is not drawn.
        let width = Double(view.width), height = Double(view.height)
        let nearest = hypot(max(0, max(-point.x, point.x - width)), max(0, max(-point.y, point.y - height)))
        let farthest = hypot(max(point.x, width - point.x), max(point.y, height - point.y))
        if radius >= farthest {
            canvas.fill(Color(hex: 0x4285F4, alpha: 0.15))
        } else if radius > 8 * scale, radius > nearest {
            canvas.circle(center: point, radius: radius, fill: Color(hex: 0x4285F4, alpha: 0.15),
                          outline: Color(hex: 0x4285F4, alpha: 0.5), outlineWidth: 1 * scale)
        }
        canvas.circle(center: point, radius: 8 * scale, fill: Color(hex: 0xFFFFFF))
        canvas.circle(center: point, radius: 6 * scale, fill: Color(hex: 0x4285F4))
    }

    private func drawAttribution(canvas: Canvas, scale: Double) {
        let text = TextLayout(StaticMap.attribution, font: "Noto Sans, DejaVu Sans \(Int(8 * scale))", canvas: canvas)
        let padding = 3 * scale
        let x = Double(canvas.width) - text.width - 2 * padding, y = Double(canvas.height) - text.height - padding
        canvas.roundedRectangle(x: x - padding, y: y - padding / 2, width: text.width + 2 * padding, height: text.height + padding,
                                radius: 2 * scale, fill: Color(hex: 0xFFFFFF, alpha: 0.75))
        text.draw(at: PlanePoint(x: x, y: y), color: Color(hex: 0x333333), halo: nil)
    }
}

/// Checks that labels in a script can be drawn: the number of glyphs of
/// `text` that no installed font has (0 = shaped with real glyphs).
package func missingGlyphs(in text: String, font: String = "Noto Sans, DejaVu Sans 12") throws -> Int {
    let canvas = try Canvas(width: 16, height: 16)
    return TextLayout(text, font: font, canvas: canvas).unknownGlyphs
}
