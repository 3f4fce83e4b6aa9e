import Foundation
import PlacesEngine
import Geo
import MapRender
import Places

/// The charts of an evaluation run (`current-place evaluate --plot DIR`, issue 14).
///
/// For each draw and scenario in the cells, two charts, each written as PNG and SVG:
/// - `reliability-DRAW-SCENARIO`: the reliability diagram of the methods with likelihoods
///   (engine, ceiling), every accuracy pooled, with the likelihoods per bin below it;
/// - `topk-DRAW-SCENARIO`: top-1 and top-5 against the fix accuracy for every method.
///
/// DRAW is an ``EvaluationDraw`` (`point`, `ground`, `footprint`, `popular`) and SCENARIO
/// an ``EvaluationScenario`` (`a`, `b`): `reliability-ground-a.png`, `topk-popular-b.svg`.
public struct EvaluationPlots: Sendable {
    /// What a chart shows.
    public enum Kind: String, Sendable, CaseIterable {
        /// Observed frequency against likelihood, per likelihood bin.
        case reliability
        /// Top-1 and top-5 against fix accuracy.
        case topk
    }

    /// One chart and the name of its files.
    public struct Plot: Sendable {
        /// What it shows.
        public let kind: Kind
        /// The draw of its cells.
        public let draw: EvaluationDraw
        /// The scenario of its cells.
        public let scenario: EvaluationScenario
        /// The chart.
        public let chart: Chart

        /// The file name without its extension, e.g. `reliability-ground-a`.
        public var name: String { "\(kind.rawValue)-\(draw.rawValue)-\(scenario.rawValue)" }
    }

    /// The file types each chart is written in, as extensions.
    public static let fileExtensions = ["png", "svg"]

    /// The charts, by draw (in the cells' order), then scenario, then kind.
    public let plots: [Plot]

    /// Makes the charts of `cells` (as ``Evaluator/run(draws:accuracies:samples:seed:)`` returns them).
    public init(cells: [EvaluationCell]) {
        var draws: [EvaluationDraw] = []
        for cell in cells where !draws.contains(cell.draw) { draws.append(cell.draw) }
        var plots: [Plot] = []
        for draw in draws {
            for scenario in EvaluationScenario.allCases {
                let group = cells.filter { $0.draw == draw && $0.scenario == scenario }.sorted { $0.accuracy < $1.accuracy }
                guard !group.isEmpty else { continue }
                plots.append(Plot(kind: .reliability, draw: draw, scenario: scenario,
                                  chart: Self.reliabilityChart(group, draw: draw, scenario: scenario)))
                plots.append(Plot(kind: .topk, draw: draw, scenario: scenario,
                                  chart: Self.topKChart(group, draw: draw, scenario: scenario)))
            }
        }
        self.plots = plots
    }

    /// The names of the files ``write(to:)`` writes, in order.
    public var fileNames: [String] {
        plots.flatMap { plot in Self.fileExtensions.map { "\(plot.name).\($0)" } }
    }

    /// Writes every chart as PNG and SVG into `directory`, which must exist; each file is
    /// replaced whole or not at all.
    /// - Returns: the names of the files written, in order.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file that could not be written.
    @discardableResult
    public func write(to directory: String) throws(PlacesError) -> [String] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        var written: [String] = []
        for plot in plots {
            for fileExtension in Self.fileExtensions {
                let name = "\(plot.name).\(fileExtension)"
                do {
                    try plot.chart.write(to: folder.appendingPathComponent(name).path)
                } catch {
                    throw PlacesError(error)
                }
                written.append(name)
            }
        }
        return written
    }

    /// Each method's colour (Okabe and Ito's palette, told apart with colour blindness too).
    static func color(of method: EvaluationMethod) -> Color {
        switch method {
        case .engine: return Color(hex: 0x0072B2)
        case .nearest: return Color(hex: 0xD55E00)
        case .ceiling: return Color(hex: 0x009E73)
        }
    }

    /// Each method's name on a chart.
    static func label(of method: EvaluationMethod) -> String {
        switch method {
        case .engine: return "engine"
        case .nearest: return "nearest-first"
        case .ceiling: return "ceiling"
        }
    }

    /// The two lines under a chart's title: how people were drawn and the scenario.
    static func subtitle(draw: EvaluationDraw, scenario: EvaluationScenario) -> String {
        "\(draw.title)\n\(scenario.title(for: draw))"
    }

    /// "5, 20 and 50 m".
    static func accuracyList(_ cells: [EvaluationCell]) -> String {
        let values = cells.map { String(format: "%g", $0.accuracy) }
        guard let last = values.last else { return "" }
        return values.count == 1 ? "\(last) m" : "\(values.dropLast().joined(separator: ", ")) and \(last) m"
    }
}
