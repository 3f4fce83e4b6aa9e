import Foundation
import PlacesEngine
import PlacesEvaluation
import TestSupport
import Testing

/// `evaluate --scenario routine` (issue 14, part 3), over the Helsinki extract.
@Suite struct RoutineEvaluationTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }


    @Test func historyLiftsHabitualVisitsAndSparesNewOnes() throws {
        defer { folder.remove() }
        var evaluation = try Evaluator.helsinki(in: folder)
        let cells = try evaluation.runRoutine(accuracies: [20], samples: 400, seed: 1)
        let cell = try #require(cells.first)
        #expect(cells.count == 1 && cell.people == 20)
        for method in RoutineMethod.allCases {
            let all = try #require(cell.metrics[method]?[.all]).sampleCount
            let habitual = try #require(cell.metrics[method]?[.habitual]).sampleCount
            let new = try #require(cell.metrics[method]?[.new]).sampleCount
            #expect(all == habitual + new && all > 350, "\(method): \(habitual) + \(new) of \(all)")
            #expect(habitual > 2 * new, "about 70 % of visits are habitual: \(habitual) vs \(new)")
        }
        let withHistory = try #require(cell.metrics[.engineWithHistory])
        // The same history without its fixes ranks its habitual places first too.
        #expect(try #require(cell.metrics[.engineWithBarePicks]?[.habitual]).top1Accuracy > 0.9)
        let without = try #require(cell.metrics[.engine])
        // Habitual places: far ahead with the history, whose picks keep their fixes (0.994 against 0.177 at 2,000
        // visits; 0.993 with bare picks).
        let habitual = (try #require(withHistory[.habitual]).top1Accuracy, try #require(without[.habitual]).top1Accuracy)
        #expect(habitual.0 > habitual.1 + 0.6, "\(habitual)")
        // New places: a few points behind. These people visit places drawn uniformly, many of them near a habit; the
        // shipped new-place rate is the one that keeps real people's first visits within a point of no history
        // (docs/BENCHMARKS.md, "History and routines"): here 0.136 against 0.182 at 2,000 visits (0.123 with bare
        // picks).
        let new = (try #require(withHistory[.new]).top1Accuracy, try #require(without[.new]).top1Accuracy)
        #expect(new.0 >= new.1 - 0.07, "\(new)")
        #expect(try #require(withHistory[.all].flatMap(\.expectedCalibrationError)) < 0.1)
        #expect(cell.metrics[.nearest]?[.all]?.expectedCalibrationError == nil)
    }

    @Test func theSameSeedGivesTheSameFigures() throws {
        defer { folder.remove() }
        var evaluation = try Evaluator.helsinki(in: folder)
        let first = try evaluation.runRoutine(accuracies: [5], samples: 100, seed: 7)
        let second = try evaluation.runRoutine(accuracies: [5], samples: 100, seed: 7)
        for method in RoutineMethod.allCases {
            #expect(first[0].metrics[method]?[.all]?.meanReciprocalRank == second[0].metrics[method]?[.all]?.meanReciprocalRank)
        }
    }
}
