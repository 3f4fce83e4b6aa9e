import Foundation
import MapRender

extension CheckinPlots {
    /// Which place: the reliability of the first answer's likelihood (every named venue, a venue missing from
    /// the map a miss) and venue top-1 and top-5 of the engine against nearest-first, by cell.
    static func venueCharts(_ cells: [CheckinEvaluator.Cell]) -> [(name: String, chart: Chart)] {
        let unit = ChartAxis(title: "", lower: 0, upper: 1).ticks
        let curves = reliabilityCurves(cells, of: \.venueEngine.calibration) { scores in
            String(format: "ECE %.3f (calibrated 95th %.3f)", scores.expectedCalibrationError, scores.calibrationNoise().upper)
        }
        let reliability = Chart(
            title: "Real check-ins · reliability of the first answer at the venue",
            subtitle: "Bins of 0.1; a point is the bin's mean likelihood against the share of its check-ins at that very place",
            xAxis: ChartAxis(title: "likelihood of the first answer", lower: 0, upper: 1, ticks: unit),
            panels: [Chart.Panel(yAxis: ChartAxis(title: "share right", lower: 0, upper: 1, ticks: unit), series: curves)],
            legendNote: "\(cells.first?.venueEngine.calibration.count ?? 0) check-ins at named venues per curve")

        let methods: [(String, (CheckinEvaluator.Cell) -> Double, Color)] = [
            ("nearest-first top-1", { $0.venueNearest.top1 }, Color(hex: 0xAAAAAA)),
            ("engine top-1", { $0.venueEngine.top1 }, Color(hex: 0x1F77B4)),
            ("nearest-first top-5", { $0.venueNearest.top5 }, Color(hex: 0x555555)),
            ("engine top-5", { $0.venueEngine.top5 }, Color(hex: 0xFF7F0E)),
        ]
        let bars = methods.enumerated().map { index, method in
            ChartSeries(name: method.0, color: method.2,
                        points: cells.enumerated().map { .init(x: Double($0.offset + 1) + (Double(index) - 1.5) * 0.2, y: method.1($0.element)) },
                        style: .bars(width: 0.18))
        }
        let topK = Chart(
            title: "Real check-ins · is the venue first, or in the five?",
            subtitle: cells.enumerated().map { "\($0.offset + 1): \(label($0.element))" }.joined(separator: " · "),
            xAxis: ChartAxis(title: "cell", lower: 0.4, upper: Double(cells.count) + 0.6,
                             ticks: cells.indices.map { ChartAxis.Tick(value: Double($0 + 1), label: "\($0 + 1)") }),
            panels: [Chart.Panel(yAxis: ChartAxis(title: "share of check-ins at venues in the map", lower: 0, upper: 1, ticks: unit),
                                 series: bars)],
            legendNote: "\(cells.first?.venueEngine.inMap ?? 0) check-ins at venues in the map per cell")
        return [("checkins-venue-reliability", reliability), ("checkins-venue-topk", topK)]
    }
}
