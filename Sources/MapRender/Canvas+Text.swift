import Foundation
import Geo

extension Canvas {
    /// The size in pixels `text` takes in `font` (a Pango description such as "Noto Sans 10"),
    /// line breaks included.
    func textSize(_ text: String, font: String) -> (width: Double, height: Double) {
        let layout = TextLayout(text, font: font, canvas: self)
        return (layout.width, layout.height)
    }

    /// Draws `text` in `font` so that the point `anchor` of its box lies at `point`.
    /// - Parameters:
    ///   - anchor: where `point` is on the text's box, as shares of its width and height:
    ///     (0, 0) its top-left corner, (0.5, 0.5) its centre, (1, 0.5) the middle of its right side.
    ///   - angle: a rotation in radians around the box's centre (−π/2 reads upwards).
    /// - Returns: the unrotated box's size.
    @discardableResult
    func text(_ text: String, font: String, at point: PlanePoint, anchor: (x: Double, y: Double) = (0, 0),
              angle: Double = 0, color: Color) -> (width: Double, height: Double) {
        let layout = TextLayout(text, font: font, canvas: self)
        let origin: PlanePoint
        if angle == 0 {
            origin = PlanePoint(x: point.x - anchor.x * layout.width, y: point.y - anchor.y * layout.height)
        } else {
            // Rotated text turns around its centre: the anchor is the centre.
            origin = PlanePoint(x: point.x - layout.width / 2, y: point.y - layout.height / 2)
        }
        layout.draw(at: origin, angle: angle, color: color, halo: nil)
        return (layout.width, layout.height)
    }

    /// A rectangle filled in `fill`, with an optional outline `outlineWidth` pixels wide.
    func rectangle(x: Double, y: Double, width: Double, height: Double, fill: Color?, outline: Color? = nil,
                   outlineWidth: Double = 1) {
        let corners = [PlanePoint(x: x, y: y), PlanePoint(x: x + width, y: y),
                       PlanePoint(x: x + width, y: y + height), PlanePoint(x: x, y: y + height)]
        if let fill {
            fillRings([corners], color: fill, outline: outline, outlineWidth: outlineWidth)
        } else if let outline {
            strokeLine(corners + [corners[0]], color: outline, width: outlineWidth)
        }
    }
}
