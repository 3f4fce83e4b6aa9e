import Foundation
import MapRender
import Places
import PlacesEngine

/// `evaluate --checkins … --plot DIR`: the reliability diagram of the kind
/// likelihoods (one curve per accuracy and time), and kind top-1 of the
/// engine against the nearest place, as PNG and SVG.
public struct CheckinPlots: Sendable {
    /// The charts by file name (without extension).
    public let charts: [(name: String, chart: Chart)]

    static let palette: [Color] = [Color(hex: 0x1F77B4), Color(hex: 0xFF7F0E), Color(hex: 0x2CA02C), Color(hex: 0xD62728),
                                           Color(hex: 0x9467BD), Color(hex: 0x8C564B)]

    /// The charts of `cells`; with `venues`, the venue-level ones too (``venueCharts(_:)``).
    public init(cells: [CheckinEvaluator.Cell], venues: Bool = false) {
        let label = CheckinPlots.label
        let unit = ChartAxis(title: "", lower: 0, upper: 1).ticks
        let curves = CheckinPlots.reliabilityCurves(cells, of: \.engine) { String(format: "ECE %.3f", $0.expectedCalibrationError) }
        let reliability = Chart(
            title: "Real check-ins · reliability of the top answer's kind likelihood",
            subtitle: "Bins of 0.1; a point is the bin's mean likelihood against the share of its check-ins whose kind was right",
            xAxis: ChartAxis(title: "likelihood of the top answer's kind", lower: 0, upper: 1, ticks: unit),
            panels: [Chart.Panel(yAxis: ChartAxis(title: "share right", lower: 0, upper: 1, ticks: unit), series: curves)],
            legendNote: "\(cells.first?.engine.count ?? 0) check-ins per curve")

        // Top-1 by cell: nearest, nearest open and the engine, side by side.
        var bars: [ChartSeries] = []
        let methods: [(String, (CheckinEvaluator.Cell) -> Double, Color)] = [
            ("nearest place", { $0.nearest.top1 }, Color(hex: 0x888888)),
            ("nearest open place", { $0.nearestOpen.top1 }, Color(hex: 0xBBBBBB)),
            ("engine", { $0.engine.top1 }, Color(hex: 0x1F77B4)),
        ]
        for (index, method) in methods.enumerated() {
            let offset = (Double(index) - 1) * 0.25
            bars.append(ChartSeries(name: method.0, color: method.2,
                                    points: cells.enumerated().map { .init(x: Double($0.offset + 1) + offset, y: method.1($0.element)) },
                                    style: .bars(width: 0.22)))
        }
        let top = cells.map { max($0.nearest.top1, $0.engine.top1, $0.nearestOpen.top1) }.max() ?? 1
        let top1 = Chart(
            title: "Real check-ins · is the top answer of the right kind?",
            subtitle: cells.enumerated().map { "\($0.offset + 1): \(label($0.element))" }.joined(separator: " · "),
            xAxis: ChartAxis(title: "cell", lower: 0.4, upper: Double(cells.count) + 0.6,
                             ticks: cells.indices.map { ChartAxis.Tick(value: Double($0 + 1), label: "\($0 + 1)") }),
            panels: [Chart.Panel(yAxis: ChartAxis(title: "kind top-1", lower: 0, upper: min(1, top * 1.2 + 0.05)), series: bars)])
        charts = [("checkins-reliability", reliability), ("checkins-top1", top1)] + (venues ? CheckinPlots.venueCharts(cells) : [])
    }

    /// A cell's name in legends: its accuracy and whether the time was given.
    static func label(_ cell: CheckinEvaluator.Cell) -> String {
        String(format: "%.0f m, %@", cell.accuracy, cell.withTime ? "time given" : "no time")
    }

    /// The diagonal, then one reliability curve per cell of the likelihoods `metrics` picks, each named by its
    /// cell and `note`.
    static func reliabilityCurves(_ cells: [CheckinEvaluator.Cell], of metrics: (CheckinEvaluator.Cell) -> KindMetrics,
                                  note: (KindMetrics) -> String) -> [ChartSeries] {
        var curves = [ChartSeries(name: "perfect calibration", color: Color(hex: 0x888888),
                                  points: [.init(x: 0, y: 0), .init(x: 1, y: 1)], style: .line(width: 1.2, dash: [5, 4]))]
        for (index, cell) in cells.enumerated() {
            let scores = metrics(cell)
            let points = scores.bins.filter { $0.count > 0 }.map { ChartSeries.Point(x: $0.meanConfidence, y: $0.observedFrequency) }
            curves.append(ChartSeries(name: "\(label(cell)): \(note(scores))", color: palette[index % palette.count],
                                      points: points, style: .line(width: 2, marker: .init(radius: 4))))
        }
        return curves
    }

    /// Writes every chart as PNG and SVG into `directory`.
    /// - Returns: the file names written.
    /// - Throws: ``PlacesError`` naming the file that could not be written.
    public func write(to directory: String) throws(PlacesError) -> [String] {
        var written: [String] = []
        for (name, chart) in charts {
            for fileExtension in EvaluationPlots.fileExtensions {
                let file = "\(name).\(fileExtension)"
                do {
                    try chart.write(to: URL(fileURLWithPath: directory).appendingPathComponent(file).path)
                } catch {
                    throw PlacesError(error)
                }
                written.append(file)
            }
        }
        return written
    }
}
