internal import CCairo
import Foundation
import Geo

/// A line of text shaped by Pango (HarfBuzz: Arabic joins and runs right to
/// left, Cyrillic and Latin with their own fonts through fontconfig).
final class TextLayout {
    private let layout: OpaquePointer
    private let canvas: Canvas
    /// Ink size in pixels.
    let width: Double, height: Double

    /// Lays out `text` in `font` (a Pango description like "Noto Sans Bold 11").
    init(_ text: String, font: String, canvas: Canvas) {
        self.canvas = canvas
        layout = pango_cairo_create_layout(canvas.context)
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        width = Double(logical.width)
        height = Double(logical.height)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Glyphs no installed font has (drawn as boxes): 0 when the text is shaped with real glyphs.
    var unknownGlyphs: Int {
        Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Draws the text with its top-left at `origin`, rotated by `angle`
    /// radians around its centre, with a halo (an outline in `halo`) for legibility.
    func draw(at origin: PlanePoint, angle: Double = 0, color: Color, halo: Color?, haloWidth: Double = 3) {
        let cr = canvas.context
        cairo_save(cr)
        cairo_translate(cr, origin.x + width / 2, origin.y + height / 2)
        cairo_rotate(cr, angle)
        cairo_translate(cr, -width / 2, -height / 2)
        cairo_move_to(cr, 0, 0)
        pango_cairo_update_layout(cr, layout)
        if let halo {
            pango_cairo_layout_path(cr, layout)
            canvas.setColor(halo)
            cairo_set_line_width(cr, haloWidth)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
            cairo_move_to(cr, 0, 0)
        }
        canvas.setColor(color)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}

/// Keeps labels apart: a label is drawn only where no earlier one is.
struct LabelPlacer {
    private var placed: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
    let bounds: (width: Double, height: Double)
    let edgeMargin: Double

    init(width: Int, height: Int, edgeMargin: Double = 2) {
        bounds = (Double(width), Double(height))
        self.edgeMargin = edgeMargin
    }

    /// Reserves the box if it is inside the canvas and free; false otherwise.
    mutating func reserve(minX: Double, minY: Double, maxX: Double, maxY: Double, padding: Double = 2) -> Bool {
        guard minX >= edgeMargin, minY >= edgeMargin, maxX <= bounds.width - edgeMargin, maxY <= bounds.height - edgeMargin
        else { return false }
        let box = (minX - padding, minY - padding, maxX + padding, maxY + padding)
        for other in placed where box.0 < other.maxX && other.minX < box.2 && box.1 < other.maxY && other.minY < box.3 {
            return false
        }
        placed.append(box)
        return true
    }

    /// Marks a box as taken without checking (markers, the info window).
    mutating func block(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        placed.append((minX, minY, maxX, maxY))
    }
}
