internal import CCairo
import Foundation
import Geo

/// A colour, components 0…1.
public struct Color: Sendable, Hashable {
    public let red: Double, green: Double, blue: Double, alpha: Double

    /// From `0xRRGGBB` and an opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }
}

/// Where a canvas draws: pixels in memory, or a vector file.
public enum CanvasTarget: Sendable {
    case image
    case svg(path: String)
    case pdf(path: String)
}

/// Owns one Cairo surface and its drawing context and frees them in
/// `deinit`. Not for sharing between threads: render each image on its own canvas.
public final class Canvas {
    /// Size in pixels (points for SVG/PDF).
    public let width: Int, height: Int
    let surface: OpaquePointer
    let context: OpaquePointer

    /// Creates a canvas; image canvases start transparent.
    /// - Throws: ``MapError`` when Cairo cannot create it (size, file).
    public init(width: Int, height: Int, target: CanvasTarget = .image) throws(MapError) {
        guard (1...8192).contains(width), (1...8192).contains(height) else {
            throw MapError(.invalidArgument, "image size \(width)×\(height) is outside 1…8192 pixels")
        }
        self.width = width
        self.height = height
        let created: OpaquePointer?
        switch target {
        case .image: created = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        case .svg(let path): created = cairo_svg_surface_create(path, Double(width), Double(height))
        case .pdf(let path): created = cairo_pdf_surface_create(path, Double(width), Double(height))
        }
        guard let surface = created, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let reason = created.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface"
            if let created { cairo_surface_destroy(created) }
            throw MapError(.renderFailure, "cannot create a \(width)×\(height) drawing surface: \(reason)")
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw MapError(.renderFailure, "cannot create a drawing context")
        }
        self.surface = surface
        self.context = context
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        // Curves flattened to within half a pixel's tenth is invisible on a map and twice as fast as the default 0.1.
        cairo_set_tolerance(context, 0.25)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_FAST)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Fills the whole canvas.
    public func fill(_ color: Color) {
        setColor(color)
        cairo_paint(context)
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// Adds a closed ring or an open line to the current path.
    func addPath(_ points: [PlanePoint], closed: Bool) {
        guard let first = points.first else { return }
        cairo_move_to(context, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
        if closed { cairo_close_path(context) }
    }

    /// Fills the rings (even–odd, so inner rings are holes) in `color`, with an optional outline.
    func fillRings(_ rings: [[PlanePoint]], color: Color, outline: Color? = nil, outlineWidth: Double = 1) {
        cairo_new_path(context)
        for ring in rings { addPath(ring, closed: true) }
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        paintPath(fill: color, outline: outline, outlineWidth: outlineWidth)
    }

    /// Strokes a line; `butt` ends it flat (casings), else round.
    func strokeLine(_ points: [PlanePoint], color: Color, width: Double, dash: [Double] = [], butt: Bool = false) {
        cairo_new_path(context)
        addPath(points, closed: false)
        setColor(color)
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, butt ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND)
        dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    /// Fills the current path, then strokes its outline if one is given.
    private func paintPath(fill: Color, outline: Color?, outlineWidth: Double) {
        setColor(fill)
        if let outline {
            cairo_fill_preserve(context)
            setColor(outline)
            cairo_set_line_width(context, outlineWidth)
            cairo_stroke(context)
        } else {
            cairo_fill(context)
        }
    }

    /// A filled circle with an optional outline.
    func circle(center: PlanePoint, radius: Double, fill: Color, outline: Color? = nil, outlineWidth: Double = 1) {
        cairo_new_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
        paintPath(fill: fill, outline: outline, outlineWidth: outlineWidth)
    }

    /// A rounded rectangle.
    func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double, fill: Color,
                          outline: Color? = nil) {
        cairo_new_path(context)
        cairo_arc(context, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(context, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(context, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(context, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
        paintPath(fill: fill, outline: outline, outlineWidth: 1)
    }

    /// A filled polygon from canvas points.
    func polygon(_ points: [PlanePoint], fill: Color, outline: Color? = nil) {
        fillRings([points], color: fill, outline: outline)
    }

    /// Makes an SVG canvas say its size in pixels (`width="800px"`) rather than Cairo's default
    /// points, so that a browser shows it at the size of its PNG twin. Only for `.svg` targets:
    /// on another surface Cairo would put the surface in an error state.
    func useSVGPixelUnits() {
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
    }

    /// Finishes vector output (SVG/PDF are written when the surface finishes).
    func finish() throws(MapError) {
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw MapError(.renderFailure, "cannot finish the image: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Calls `body` with the pixels (image canvases only): premultiplied
    /// ARGB32 in native byte order, `stride` bytes per row.
    func withPixels<R>(_ body: (UnsafePointer<UInt8>, _ stride: Int) throws -> R) throws -> R {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw MapError(.renderFailure, "the canvas has no pixels (not an image canvas)")
        }
        return try body(UnsafePointer(data), Int(cairo_image_surface_get_stride(surface)))
    }
}
