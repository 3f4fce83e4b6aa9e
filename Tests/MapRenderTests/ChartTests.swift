import Foundation
import MapRender
import TestSupport
import Testing

/// A chart with one red marker at (0.5, 0.25) and a blue bar panel under it.
private func sampleChart() -> Chart {
    Chart(
        title: "A test chart", subtitle: "two panels\nand a legend",
        xAxis: ChartAxis(title: "x", lower: 0, upper: 1),
        panels: [
            Chart.Panel(yAxis: ChartAxis(title: "y", lower: 0, upper: 1), series: [
                ChartSeries(name: "red point", color: Color(hex: 0xFF0000), points: [.init(x: 0.5, y: 0.25)],
                            style: .line(width: 0, marker: .init(radius: 6))),
                ChartSeries(name: "dashed", color: Color(hex: 0x00AA00), points: [.init(x: 0, y: 1), .init(x: 1, y: 0.9)],
                            style: .line(width: 2, dash: [6, 3])),
            ], heightShare: 3),
            Chart.Panel(yAxis: ChartAxis(title: "count", lower: 1, upper: 1000, scale: .logarithmic), series: [
                ChartSeries(name: nil, color: Color(hex: 0x0000FF), points: [.init(x: 0.5, y: 100)], style: .bars(width: 0.2)),
            ]),
        ],
        legendNote: "a note")
}

@Suite struct ChartTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func pointsLandWhereTheAxesPutThemOnWhite() throws {
        defer { folder.remove() }
        let chart = sampleChart()
        let canvas = try chart.render()
        let frames = chart.panelFrames(on: canvas)
        #expect(frames.count == 2)
        let image = try RGBImage(png: try chart.pngData())
        #expect(image.width == Chart.defaultWidth && image.height == Chart.defaultHeight)
        for (x, y) in [(0, 0), (799, 0), (0, 559), (799, 559)] {
            #expect(image.pixel(x: x, y: y) == (255, 255, 255), "corner \(x),\(y)")
        }
        let top = try #require(frames.first), bottom = try #require(frames.last)
        #expect(top.maxY < bottom.y && top.height > 2 * bottom.height)
        #expect(top.x == bottom.x && top.width == bottom.width)
        let markerX = Int(chart.xAxis.position(of: 0.5, from: top.x, to: top.maxX))
        let markerY = Int(chart.panels[0].yAxis.position(of: 0.25, from: top.maxY, to: top.y))
        let red = image.pixel(x: markerX, y: markerY)
        #expect(red.red > 200 && red.green < 60 && red.blue < 60, "marker colour \(red)")
        // The bar reaches 100 on a log axis of 1…1000: two thirds of the way up.
        let barTop = chart.panels[1].yAxis.position(of: 100, from: bottom.maxY, to: bottom.y)
        let inBar = image.pixel(x: markerX, y: Int(barTop) + 3), aboveBar = image.pixel(x: markerX, y: Int(barTop) - 3)
        #expect(inBar.blue > 200 && inBar.red < 60, "bar colour \(inBar)")
        #expect(aboveBar.blue > 200 && aboveBar.red > 200, "above the bar \(aboveBar)")
    }

    @Test func tickLabelsThatWouldOverlapAreLeftOut() {
        // Labels 14 px high, 16 px apart, to be kept 5 px clear: every other one, from the first.
        #expect(Chart.labelsThatFit(at: [100, 84, 68, 52, 36], sizes: Array(repeating: 14, count: 5), gap: 5)
                == [true, false, true, false, true])
        #expect(Chart.labelsThatFit(at: [0, 100, 200], sizes: [30, 30, 30], gap: 8) == [true, true, true])
        #expect(Chart.labelsThatFit(at: [], sizes: [], gap: 8).isEmpty)
    }

    @Test func writesPNGAndSVGWholeAndRefusesOtherTypes() throws {
        defer { folder.remove() }
        let chart = sampleChart()
        try chart.write(to: folder.path("chart.png"))
        try chart.write(to: folder.path("chart.SVG"))
        let png = try Data(contentsOf: folder.url.appendingPathComponent("chart.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let svg = try String(contentsOf: folder.url.appendingPathComponent("chart.SVG"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"800px\" height=\"560px\" viewBox=\"0 0 800 560\""))
        #expect(throws: MapError.self) { try chart.write(to: folder.path("chart.gif")) }
        // Nothing else: no temporary files left, no .gif.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["chart.SVG", "chart.png"])
    }
}
