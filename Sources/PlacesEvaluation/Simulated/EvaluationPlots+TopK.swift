import Foundation
import PlacesEngine
import MapRender

extension EvaluationPlots {
    /// Top-1 and top-5 against fix accuracy for one draw and scenario (its cells, one per
    /// accuracy): a colour per method, solid lines and filled markers for top-1, dashed
    /// lines and open markers for top-5. The accuracy axis is logarithmic, marked at the
    /// accuracies evaluated.
    static func topKChart(_ cells: [EvaluationCell], draw: EvaluationDraw, scenario: EvaluationScenario) -> Chart {
        var series: [ChartSeries] = []
        // The engine first, with wide lines; the ceiling, which it follows closely, last, thin, on top.
        for method in EvaluationMethod.allCases {
            let measured = cells.compactMap { cell in cell.metrics[method].map { (cell.accuracy, $0) } }
            guard !measured.isEmpty else { continue }
            let width = method == .engine ? 3 : method == .ceiling ? 1.5 : 2.2
            let radius = method == .engine ? 5.0 : method == .ceiling ? 3.0 : 4.5
            series.append(ChartSeries(name: "\(label(of: method)) top-1", color: color(of: method),
                                      points: measured.map { .init(x: $0.0, y: $0.1.top1Accuracy) },
                                      style: .line(width: width, marker: .init(radius: radius))))
            series.append(ChartSeries(name: "\(label(of: method)) top-5", color: color(of: method),
                                      points: measured.map { .init(x: $0.0, y: $0.1.top5Accuracy) },
                                      style: .line(width: width, dash: [7, 4], marker: .init(radius: radius, fill: .hollow))))
        }
        let accuracies = cells.map(\.accuracy)
        let ticks = accuracies.map { ChartAxis.Tick(value: $0, label: String(format: "%g", $0)) }
        let low = (accuracies.min() ?? 1) / 1.35, high = (accuracies.max() ?? 1) * 1.35
        let people = cells.first?.metrics[.engine]?.sampleCount ?? 0
        return Chart(
            title: "Top-1 and top-5 against fix accuracy · draw \(draw.rawValue) · scenario \(scenario.rawValue)",
            subtitle: subtitle(draw: draw, scenario: scenario),
            xAxis: ChartAxis(title: "fix accuracy (m, radius of 68 %; log scale)", lower: low, upper: high,
                             scale: .logarithmic, ticks: ticks),
            panels: [
                Chart.Panel(yAxis: ChartAxis(title: "share of people whose place is in the top k", lower: 0, upper: 1),
                            series: series),
            ],
            legendNote: """
            top-1: the place comes first;
            top-5: it is among the first five.
            \(people) people at \(cells.count > 1 ? "each accuracy" : accuracyList(cells)).
            """)
    }
}
