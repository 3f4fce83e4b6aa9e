import Foundation
import Geo

/// A chart of lines, markers and bars over one shared x axis, drawn with ``Canvas``
/// (Cairo, Pango text): a title and subtitle, one or more panels stacked top to bottom
/// (each with its own y axis), axis ticks and titles, light grid lines, and a legend
/// in a column on the right naming every series that has a name, in the order drawn.
///
/// A chart is a value: build it, then ``draw(on:)`` it, take its ``pngData()``, or
/// ``write(to:)`` a PNG, SVG or PDF file. It is drawn on white.
public struct Chart: Sendable {
    /// One plot area with its own y axis; panels share the chart's x axis.
    public struct Panel: Sendable {
        /// The panel's vertical axis.
        public let yAxis: ChartAxis
        /// What is drawn, in order (later series on top).
        public let series: [ChartSeries]
        /// The panel's share of the height the panels have, relative to the others' (default 1).
        public let heightShare: Double

        /// Creates a panel.
        public init(yAxis: ChartAxis, series: [ChartSeries], heightShare: Double = 1) {
            self.yAxis = yAxis
            self.series = series
            self.heightShare = max(0.05, heightShare)
        }
    }

    /// A rectangle on the canvas, in pixels from the top-left corner.
    package struct Frame: Sendable, Equatable {
        package let x: Double, y: Double, width: Double, height: Double
        package var maxX: Double { x + width }
        package var maxY: Double { y + height }
    }

    /// The default size in pixels.
    public static let defaultWidth = 800, defaultHeight = 560

    /// The line at the top, in bold.
    public let title: String
    /// A smaller line under the title (what was measured, how), or nil.
    public let subtitle: String?
    /// The horizontal axis, shared by every panel; its ticks are labelled under the last panel.
    public let xAxis: ChartAxis
    /// The panels, top to bottom.
    public let panels: [Panel]
    /// Small text under the legend's entries (how to read the markers, say), or nil.
    public let legendNote: String?
    /// Size in pixels.
    public let width: Int, height: Int

    /// Creates a chart.
    public init(title: String, subtitle: String? = nil, xAxis: ChartAxis, panels: [Panel], legendNote: String? = nil,
                width: Int = Chart.defaultWidth, height: Int = Chart.defaultHeight) {
        self.title = title
        self.subtitle = subtitle
        self.xAxis = xAxis
        self.panels = panels
        self.legendNote = legendNote
        self.width = width
        self.height = height
    }

    // Two fonts only: an SVG holds an outline of every glyph of every font size and angle
    // it uses, so each more would add its own set to every file.
    static let titleFont = "Noto Sans, DejaVu Sans Bold 15"
    static let textFont = "Noto Sans, DejaVu Sans 10.5"
    static let subtitleFont = textFont, axisTitleFont = textFont, tickFont = textFont, legendFont = textFont, noteFont = textFont
    static let ink = Color(hex: 0x222222), quiet = Color(hex: 0x555555)
    static let frameColor = Color(hex: 0xAAAAAA), gridColor = Color(hex: 0xE6E6E6)
    static let margin = 16.0, tickLength = 4.0, panelGap = 14.0, yTitleGap = 6.0, legendGap = 20.0, legendPadding = 10.0
    static let legendSample = 34.0

    /// Where things go on a canvas of the chart's size.
    struct Layout {
        var titleTop = 0.0, subtitleTop = 0.0
        var panels: [Frame] = []
        var legend: Frame?
        var yTitleLeft = 0.0
    }

    /// The plot areas of the panels, top to bottom, as ``draw(on:)`` lays them out on `canvas`
    /// (text is measured on it).
    package func panelFrames(on canvas: Canvas) -> [Frame] {
        layout(on: canvas).panels
    }

    func layout(on canvas: Canvas) -> Layout {
        let m = Self.margin
        var result = Layout()
        result.titleTop = m
        var top = m + canvas.textSize(title, font: Self.titleFont).height
        if let subtitle {
            result.subtitleTop = top + 2
            top += 2 + canvas.textSize(subtitle, font: Self.subtitleFont).height
        }
        top += 12

        var right = Double(width) - m
        let named = legendSeries.compactMap(\.name)
        if !named.isEmpty || legendNote != nil {
            let labelWidth = named.map { canvas.textSize($0, font: Self.legendFont).width }.max() ?? 0
            let noteWidth = legendNote.map { canvas.textSize($0, font: Self.noteFont).width } ?? 0
            let inner = max(named.isEmpty ? 0 : Self.legendSample + 8 + labelWidth, noteWidth)
            let legendWidth = inner + 2 * Self.legendPadding
            result.legend = Frame(x: Double(width) - m - legendWidth, y: top, width: legendWidth,
                                  height: legendHeight(on: canvas))
            right = Double(width) - m - legendWidth - Self.legendGap
        }

        // Each panel's y-axis title is written level above it, from the left margin.
        let yTitleHeight = panels.map { canvas.textSize($0.yAxis.title, font: Self.axisTitleFont).height }.max() ?? 0
        let header = yTitleHeight + Self.yTitleGap
        let tickWidth = panels.flatMap(\.yAxis.ticks).map { canvas.textSize($0.label, font: Self.tickFont).width }.max() ?? 0
        result.yTitleLeft = m
        let left = max(m + tickWidth + 4 + Self.tickLength, m + 24)
        let xTickHeight = canvas.textSize("0", font: Self.tickFont).height
        let xTitleHeight = canvas.textSize(xAxis.title, font: Self.axisTitleFont).height
        let bottom = Double(height) - m - xTitleHeight - 4 - xTickHeight - 2 - Self.tickLength

        let available = bottom - top - Double(panels.count) * header - Self.panelGap * Double(max(0, panels.count - 1))
        let shares = panels.map(\.heightShare).reduce(0, +)
        var y = top
        for panel in panels {
            let panelHeight = available * panel.heightShare / shares
            result.panels.append(Frame(x: left, y: y + header, width: right - left, height: panelHeight))
            y += header + panelHeight + Self.panelGap
        }
        return result
    }

    /// The series the legend names, in the order they are drawn.
    private var legendSeries: [ChartSeries] {
        panels.flatMap { $0.series.filter { $0.name != nil } }
    }

    /// The legend's entries and note, stacked.
    private func legendHeight(on canvas: Canvas) -> Double {
        var height = Self.legendPadding * 2 - 6
        for name in legendSeries.compactMap(\.name) {
            height += legendRowHeight(name, on: canvas)
        }
        if let legendNote { height += 6 + canvas.textSize(legendNote, font: Self.noteFont).height }
        return height
    }

    private func legendRowHeight(_ name: String, on canvas: Canvas) -> Double {
        max(canvas.textSize(name, font: Self.legendFont).height, 14) + 6
    }

    /// Draws the whole chart on `canvas` (meant to be ``width`` × ``height``), on white.
    public func draw(on canvas: Canvas) {
        let layout = layout(on: canvas)
        canvas.fill(Color(hex: 0xFFFFFF))
        let middle = Double(width) / 2
        canvas.text(title, font: Self.titleFont, at: PlanePoint(x: middle, y: layout.titleTop), anchor: (0.5, 0), color: Self.ink)
        if let subtitle {
            canvas.text(subtitle, font: Self.subtitleFont, at: PlanePoint(x: middle, y: layout.subtitleTop), anchor: (0.5, 0),
                        color: Self.quiet)
        }
        for (panel, frame) in zip(panels, layout.panels) {
            drawPanel(panel, in: frame, yTitleLeft: layout.yTitleLeft, on: canvas)
        }
        if let last = layout.panels.last { drawXAxis(under: last, on: canvas) }
        if let legend = layout.legend { drawLegend(in: legend, on: canvas) }
    }

    private func drawPanel(_ panel: Panel, in frame: Frame, yTitleLeft: Double, on canvas: Canvas) {
        let y = panel.yAxis
        for tick in xAxis.ticks {
            let px = xAxis.position(of: tick.value, from: frame.x, to: frame.maxX)
            canvas.strokeLine([PlanePoint(x: px, y: frame.y), PlanePoint(x: px, y: frame.maxY)], color: Self.gridColor,
                              width: 1, butt: true)
        }
        let rows = y.ticks.map { y.position(of: $0.value, from: frame.maxY, to: frame.y) }
        let labelled = Self.labelsThatFit(at: rows, sizes: y.ticks.map { canvas.textSize($0.label, font: Self.tickFont).height },
                                          gap: 5)
        for (index, tick) in y.ticks.enumerated() {
            let py = rows[index]
            canvas.strokeLine([PlanePoint(x: frame.x, y: py), PlanePoint(x: frame.maxX, y: py)], color: Self.gridColor,
                              width: 1, butt: true)
            canvas.strokeLine([PlanePoint(x: frame.x - Self.tickLength, y: py), PlanePoint(x: frame.x, y: py)],
                              color: Self.frameColor, width: 1, butt: true)
            guard labelled[index] else { continue }
            canvas.text(tick.label, font: Self.tickFont, at: PlanePoint(x: frame.x - Self.tickLength - 4, y: py),
                        anchor: (1, 0.5), color: Self.quiet)
        }
        canvas.rectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: nil,
                         outline: Self.frameColor)
        canvas.text(y.title, font: Self.axisTitleFont, at: PlanePoint(x: yTitleLeft, y: frame.y - Self.yTitleGap),
                    anchor: (0, 1), color: Self.ink)
        for series in panel.series {
            drawSeries(series, yAxis: y, in: frame, on: canvas)
        }
    }

    private func drawSeries(_ series: ChartSeries, yAxis: ChartAxis, in frame: Frame, on canvas: Canvas) {
        func point(_ p: ChartSeries.Point) -> PlanePoint {
            PlanePoint(x: xAxis.position(of: p.x, from: frame.x, to: frame.maxX),
                       y: yAxis.position(of: p.y, from: frame.maxY, to: frame.y))
        }
        switch series.style {
        case .bars(let barWidth):
            for p in series.points {
                let left = xAxis.position(of: p.x - barWidth / 2, from: frame.x, to: frame.maxX)
                let right = xAxis.position(of: p.x + barWidth / 2, from: frame.x, to: frame.maxX)
                let top = min(frame.maxY, max(frame.y, point(p).y))
                guard frame.maxY - top >= 0.5 else { continue }
                canvas.rectangle(x: left, y: top, width: right - left, height: frame.maxY - top, fill: series.color)
            }
        case .line(let lineWidth, let dash, let marker):
            let points = series.points.map(point)
            if lineWidth > 0, points.count > 1 {
                canvas.strokeLine(points, color: series.color, width: lineWidth, dash: dash, butt: !dash.isEmpty)
            }
            if let marker {
                for (p, center) in zip(series.points, points) {
                    drawMarker(marker, scale: p.markerScale, at: center, color: series.color, on: canvas)
                }
            }
        }
    }

    private func drawMarker(_ marker: ChartSeries.Marker, scale: Double, at center: PlanePoint, color: Color,
                            on canvas: Canvas) {
        let radius = marker.radius * scale
        guard radius > 0 else { return }
        switch marker.fill {
        case .solid:
            canvas.circle(center: center, radius: radius, fill: color, outline: Color(hex: 0xFFFFFF), outlineWidth: 1)
        case .hollow:
            canvas.circle(center: center, radius: radius, fill: Color(hex: 0xFFFFFF), outline: color, outlineWidth: 2)
        case .ring:
            canvas.circle(center: center, radius: radius, fill: Color(hex: 0xFFFFFF, alpha: 0), outline: color, outlineWidth: 2)
        }
    }

    private func drawXAxis(under frame: Frame, on canvas: Canvas) {
        var labelBottom = frame.maxY
        let columns = xAxis.ticks.map { xAxis.position(of: $0.value, from: frame.x, to: frame.maxX) }
        let labelled = Self.labelsThatFit(at: columns, sizes: xAxis.ticks.map { canvas.textSize($0.label, font: Self.tickFont).width },
                                          gap: 8)
        for (index, tick) in xAxis.ticks.enumerated() {
            let px = columns[index]
            canvas.strokeLine([PlanePoint(x: px, y: frame.maxY), PlanePoint(x: px, y: frame.maxY + Self.tickLength)],
                              color: Self.frameColor, width: 1, butt: true)
            guard labelled[index] else { continue }
            let size = canvas.text(tick.label, font: Self.tickFont, at: PlanePoint(x: px, y: frame.maxY + Self.tickLength + 2),
                                   anchor: (0.5, 0), color: Self.quiet)
            labelBottom = max(labelBottom, frame.maxY + Self.tickLength + 2 + size.height)
        }
        if xAxis.ticks.isEmpty { labelBottom += Self.tickLength + 2 + canvas.textSize("0", font: Self.tickFont).height }
        canvas.text(xAxis.title, font: Self.axisTitleFont, at: PlanePoint(x: frame.x + frame.width / 2, y: labelBottom + 4),
                    anchor: (0.5, 0), color: Self.ink)
    }

    /// Which tick labels to write so that none overlaps another: labels centred at
    /// `centers` along an axis, `sizes` long along it, kept in order when at least `gap`
    /// pixels clear of the last one kept (the first is always kept).
    package static func labelsThatFit(at centers: [Double], sizes: [Double], gap: Double) -> [Bool] {
        var kept: [Bool] = []
        var last: (low: Double, high: Double)?
        for (center, size) in zip(centers, sizes) {
            let span = (low: center - size / 2, high: center + size / 2)
            let clear = last.map { span.low >= $0.high + gap || span.high <= $0.low - gap } ?? true
            kept.append(clear)
            if clear { last = span }
        }
        return kept
    }

    private func drawLegend(in frame: Frame, on canvas: Canvas) {
        canvas.rectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height, fill: Color(hex: 0xFFFFFF),
                         outline: Color(hex: 0xCCCCCC))
        var y = frame.y + Self.legendPadding
        let sampleLeft = frame.x + Self.legendPadding
        for series in legendSeries {
            guard let name = series.name else { continue }
            let rowHeight = legendRowHeight(name, on: canvas)
            let lineHeight = canvas.textSize("Ag", font: Self.legendFont).height
            let middle = y + lineHeight / 2
            switch series.style {
            case .bars:
                canvas.rectangle(x: sampleLeft + Self.legendSample / 2 - 6, y: middle - 6, width: 12, height: 12,
                                 fill: series.color)
            case .line(let lineWidth, let dash, let marker):
                if lineWidth > 0 {
                    canvas.strokeLine([PlanePoint(x: sampleLeft, y: middle), PlanePoint(x: sampleLeft + Self.legendSample, y: middle)],
                                      color: series.color, width: lineWidth, dash: dash, butt: !dash.isEmpty)
                }
                if let marker {
                    drawMarker(marker, scale: 1, at: PlanePoint(x: sampleLeft + Self.legendSample / 2, y: middle),
                               color: series.color, on: canvas)
                }
            }
            canvas.text(name, font: Self.legendFont, at: PlanePoint(x: sampleLeft + Self.legendSample + 8, y: y),
                        color: Self.ink)
            y += rowHeight
        }
        if let legendNote {
            canvas.text(legendNote, font: Self.noteFont, at: PlanePoint(x: sampleLeft, y: y), color: Self.quiet)
        }
    }
}
