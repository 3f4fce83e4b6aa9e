import Foundation
import PlacesEngine
import MapRender

extension EvaluationPlots {
    /// The methods drawn on a reliability diagram: those that give likelihoods.
    static let methodsWithLikelihoods: [EvaluationMethod] = [.engine, .ceiling]

    /// The reliability diagram of one draw and scenario (its cells, one per accuracy).
    ///
    /// Top panel: for each method with likelihoods, a point per non-empty bin at (mean
    /// likelihood, share right), every accuracy pooled, joined by a line, against the
    /// diagonal of perfect calibration; a marker's area grows with its bin's count. Bottom
    /// panel: the count per bin, on a log scale, a bar per method. The legend gives the ECE
    /// of the pooled bins and, with several accuracies, each accuracy's (the tables' figures).
    static func reliabilityChart(_ cells: [EvaluationCell], draw: EvaluationDraw, scenario: EvaluationScenario) -> Chart {
        let methods = methodsWithLikelihoods.filter { method in cells.contains { $0.metrics[method]?.reliabilityBins != nil } }
        let pooled = methods.map { method in
            ReliabilityBin.pooled(cells.compactMap { $0.metrics[method]?.reliabilityBins })
        }
        let largest = pooled.joined().map(\.count).max() ?? 0

        let diagonal = ChartSeries(name: "perfect calibration", color: Color(hex: 0x888888),
                                   points: [.init(x: 0, y: 0), .init(x: 1, y: 1)], style: .line(width: 1.2, dash: [5, 4]))
        var curves = [diagonal]
        var bars: [ChartSeries] = []
        let barWidth = 0.04
        for (index, (method, bins)) in zip(methods, pooled).enumerated() {
            let filled = bins.filter { $0.count > 0 }
            let points = filled.map { bin in
                ChartSeries.Point(x: bin.meanConfidence, y: bin.observedFrequency,
                                  markerScale: markerScale(count: bin.count, largest: largest))
            }
            // The engine first and wide; the ceiling, which it follows closely, thin and in rings on top.
            let style: ChartSeries.Style = method == .engine
                ? .line(width: 2.6, marker: .init(radius: 5)) : .line(width: 1.5, marker: .init(radius: 5, fill: .ring))
            curves.append(ChartSeries(name: legendLabel(method, pooled: bins, cells: cells), color: color(of: method),
                                      points: points, style: style))
            let offset = (Double(index) - Double(methods.count - 1) / 2) * barWidth
            bars.append(ChartSeries(name: nil, color: color(of: method),
                                    points: filled.map { .init(x: ($0.range.lowerBound + $0.range.upperBound) / 2 + offset,
                                                               y: Double($0.count)) },
                                    style: .bars(width: barWidth * 0.9)))
        }

        let unit = ChartAxis(title: "", lower: 0, upper: 1).ticks
        // Counts on a log axis from ½, so that a bin of one likelihood still has a bar; marked at powers of ten.
        let countTop = max(10, Double(largest) * 1.5)
        let powers = (0...Int(log10(countTop).rounded(.down))).map { pow(10, Double($0)) }
        let countAxis = ChartAxis(title: "likelihoods in the bin", lower: 0.5, upper: countTop, scale: .logarithmic,
                                  ticks: powers.map { ChartAxis.Tick(value: $0, label: String(format: "%.0f", $0)) })
        let people = cells.first?.metrics[.engine]?.sampleCount ?? 0
        let population = cells.count > 1 ? "\(people) people at each of \(accuracyList(cells)), pooled."
            : "\(people) people at \(accuracyList(cells))."
        return Chart(
            title: "Reliability diagram · draw \(draw.rawValue) · scenario \(scenario.rawValue)",
            subtitle: subtitle(draw: draw, scenario: scenario),
            xAxis: ChartAxis(title: "predicted likelihood (bins of 0.1)", lower: 0, upper: 1, ticks: unit),
            panels: [
                Chart.Panel(yAxis: ChartAxis(title: "observed frequency: share that was the true place", lower: 0, upper: 1,
                                             ticks: unit), series: curves, heightShare: 3),
                Chart.Panel(yAxis: countAxis, series: bars, heightShare: 1),
            ],
            legendNote: """
            The 5 likelihoods each person is shown,
            \(population)
            Marker area and the bars below:
            how many likelihoods fell in the bin.
            """)
    }

    /// A marker's scale for a bin of `count` likelihoods: its area grows with the count,
    /// from half the legend marker's radius (a handful) to 1.8 times it (the fullest bin).
    static func markerScale(count: Int, largest: Int) -> Double {
        guard largest > 0 else { return 1 }
        return 0.5 + 1.3 * (Double(count) / Double(largest)).squareRoot()
    }

    /// "engine, pooled ECE 0.012" and, with several accuracies, a line of each accuracy's ECE.
    private static func legendLabel(_ method: EvaluationMethod, pooled: [ReliabilityBin], cells: [EvaluationCell]) -> String {
        let ece = ReliabilityBin.expectedCalibrationError(of: pooled)
        var label = String(format: "%@, pooled ECE %.3f", self.label(of: method), ece)
        if cells.count > 1 {
            let each = cells.map { cell in
                cell.metrics[method]?.expectedCalibrationError.map { String(format: "%.3f", $0) } ?? "—"
            }
            let accuracies = cells.map { String(format: "%g", $0.accuracy) }.joined(separator: " / ")
            label += "\n\(accuracies) m: \(each.joined(separator: " / "))"
        }
        return label
    }
}
