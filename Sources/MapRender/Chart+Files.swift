import FileReplacement
import Foundation

extension Chart {
    /// A new canvas of the chart's size with the chart drawn on it (an SVG's size is in pixels).
    /// - Throws: ``MapError`` when Cairo cannot create the surface (size, file).
    public func render(target: CanvasTarget = .image) throws(MapError) -> Canvas {
        let canvas = try Canvas(width: width, height: height, target: target)
        if case .svg = target { canvas.useSVGPixelUnits() }
        draw(on: canvas)
        return canvas
    }

    /// The chart as PNG (opaque RGB, compressed for keeping rather than for speed).
    /// - Throws: ``MapError`` when Cairo or libpng fails.
    public func pngData() throws -> Data {
        try render().pngData(fast: false)
    }

    /// Writes the chart to `path` as PNG, SVG or PDF, by its extension (any case), whole
    /// or not at all: it is drawn into a temporary file beside `path` that is then renamed
    /// over it (``ReplacementFile``), so a reader never sees half a chart.
    /// - Throws: ``MapError`` `.invalidArgument` for another extension, `.io` naming the file
    ///   when it cannot be written, `.renderFailure` when Cairo or libpng fails.
    public func write(to path: String) throws {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            let data = try pngData()
            try MapError.replacing(path) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
        } else if lower.hasSuffix(".svg") || lower.hasSuffix(".pdf") {
            try MapError.replacing(path) { temporary in
                let canvas = try render(target: lower.hasSuffix(".svg") ? .svg(path: temporary) : .pdf(path: temporary))
                try canvas.finish()
            }
        } else {
            throw MapError(.invalidArgument, "unknown image type; use .png, .svg or .pdf", parameter: "output", path: path)
        }
    }
}
