import Foundation
import MapRender
import OSMImport
import PlacesEngine
import PlacesEvaluation
import TestSupport
import Testing

/// The reliability bins behind the calibration figures, and the charts of an evaluation (issue 14).
@Suite struct EvaluationPlotsTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func cells(draws: [EvaluationDraw], accuracies: [Double], samples: Int) throws -> [EvaluationCell] {
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        var evaluator = try Evaluator(service: try PlacesService(storePath: path))
        return try evaluator.run(draws: draws, accuracies: accuracies, samples: samples, seed: 5)
    }

    @Test func pooledBinsAddCountsAndWeighTheirMeans() {
        let a = ReliabilityBin(range: 0.2..<0.3, count: 2, confidenceSum: 0.5, correct: 1)
        let b = ReliabilityBin(range: 0.2..<0.3, count: 6, confidenceSum: 1.5, correct: 0)
        let empty = ReliabilityBin(range: 0.9..<1, count: 0, confidenceSum: 0, correct: 0)
        #expect(empty.meanConfidence == 0 && empty.observedFrequency == 0)
        let pooled = ReliabilityBin.pooled([[a, empty], [b, empty]])
        #expect(pooled.count == 2)
        #expect(pooled[0].count == 8 && pooled[0].meanConfidence == 0.25 && pooled[0].observedFrequency == 0.125)
        #expect(pooled[1].count == 0)
        // |0.5 − 0.25| · 2/8 + |0 − 0.25| · 6/8
        let single = ReliabilityBin.expectedCalibrationError(of: [a, b])
        #expect(abs(single - 0.25) < 1e-12)
        #expect(ReliabilityBin.expectedCalibrationError(of: [empty]) == 0)
        #expect(ReliabilityBin.pooled([]).isEmpty)
    }

    @Test func binsAgreeWithTheTablesAndNearestFirstHasNone() throws {
        defer { folder.remove() }
        let cell = try #require(try cells(draws: [.ground], accuracies: [20], samples: 40).first)
        let engine = try #require(cell.metrics[.engine])
        let bins = try #require(engine.reliabilityBins)
        #expect(bins.count == 10)
        #expect(bins.map(\.range.lowerBound) == (0..<10).map { Double($0) / 10 })
        // Up to five likelihoods shown per person, each in the bin of its value.
        let shown = bins.reduce(0) { $0 + $1.count }
        #expect(shown > 40 && shown <= 5 * 40)
        for bin in bins where bin.count > 0 {
            #expect(bin.meanConfidence >= bin.range.lowerBound - 1e-9 && bin.meanConfidence <= bin.range.upperBound + 1e-9)
            #expect((0...1).contains(bin.observedFrequency))
        }
        #expect(engine.expectedCalibrationError == ReliabilityBin.expectedCalibrationError(of: bins))
        #expect(cell.metrics[.nearest]?.reliabilityBins == nil)
        #expect(engine.sampleCount == 40)
    }

    @Test func oneReliabilityAndOneTopKChartPerDrawAndScenarioWithStableNames() throws {
        defer { folder.remove() }
        let plots = EvaluationPlots(cells: try cells(draws: [.popular, .ground], accuracies: [5, 20], samples: 12))
        #expect(plots.plots.map(\.name) == [
            "reliability-popular-a", "topk-popular-a", "reliability-popular-b", "topk-popular-b",
            "reliability-ground-a", "topk-ground-a", "reliability-ground-b", "topk-ground-b",
        ])
        let topK = try #require(plots.plots.first { $0.name == "topk-ground-a" }).chart
        // Six series: top-1 and top-5 of three methods, at the two accuracies, marked on the axis.
        let series = topK.panels.flatMap(\.series)
        #expect(series.count == 6 && series.allSatisfy { $0.points.map(\.x) == [5, 20] })
        #expect(series.compactMap(\.name).contains("nearest-first top-5"))
        #expect(topK.xAxis.ticks.map(\.label) == ["5", "20"])
        let reliability = try #require(plots.plots.first { $0.name == "reliability-ground-b" }).chart
        let names = reliability.panels.flatMap(\.series).compactMap(\.name)
        #expect(names.count == 3 && names.contains("perfect calibration"))
        #expect(names.filter { $0.contains("pooled ECE") }.count == 2)

        let written = try plots.write(to: folder.url.path)
        #expect(written == plots.fileNames && written.count == 16)
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { !$0.contains("helsinki.sqlite") }
        #expect(Set(present) == Set(written))
    }
}
