import FileReplacement
import Foundation
import Geo
import Places
import PlacesEngine
import PlacesEvaluation

/// `evaluate --checkins FILE`: the engine on real check-ins (see
/// ``CheckinEvaluator``), optionally after fitting a visit prior on them
/// (`--fit-prior OUT`, see ``VisitPriorFit``). With `--fold K/N` the fit
/// leaves fold K out and the tables score fold K only: fitted on one part of
/// the city, checked on another.
struct CheckinRun: Sendable {
    let checkinsPath: String
    let database: String
    let accuracies: [Meters]
    let fold: SpatialFold?
    /// A visit prior to rank with instead of the shipped one.
    let priorPath: String?
    /// Where a prior fitted on these check-ins goes.
    let fitOutput: String?
    let plotFolder: PlotFolder?
    /// The command line, for the fitted file's provenance.
    let commandLine: String

    func run() throws -> ExitStatus {
        let checkins = try CheckinFile.read(path: checkinsPath)
        let crosswalk = try CategoryCrosswalk.foursquare()
        var prior = try priorPath.map { path throws(PlacesError) in try VisitPrior.read(path: path) } ?? .fitted
        let box = try PlacesService(storePath: database, visitPrior: .uniform).metadata.boundingBox
        if let fitOutput {
            let training = CheckinSelection(checkins, crosswalk: crosswalk, box: box, fold: fold, excludingFold: true)
            Console.print("Fitting the visit prior on \(training.scored.count) check-ins in \(database)"
                          + (fold.map { " (every fold but \($0))" } ?? ""))
            let fit = try VisitPriorFit(storePath: database, selection: training,
                                        source: "\(URL(fileURLWithPath: checkinsPath).lastPathComponent) (TSMC2014, Yang et al. 2015) "
                                            + "over \(URL(fileURLWithPath: database).lastPathComponent)",
                                        command: commandLine)
            for line in fit.report { Console.print("  \(line)") }
            let data = fit.prior.encoded() + Data("\n".utf8)
            try ReplacementFile.write(to: fitOutput) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
            Console.print("wrote \(fitOutput)")
            prior = fit.prior
        }
        let selection = CheckinSelection(checkins, crosswalk: crosswalk, box: box, fold: fold)
        let service = try PlacesService(storePath: database, visitPrior: prior)
        let evaluator = CheckinEvaluator(service: service)
        printSelection(selection, total: checkins.count)
        let cells = try evaluator.cells(selection.scored, accuracies: accuracies)
        printCells(cells)
        printCalibrationNoise(cells)
        printKinds(cells)
        printRoutine(try CheckinRoutine(selection.scored, evaluator: evaluator))
        if let plotFolder {
            try plotFolder.prepare()
            let plots = CheckinPlots(cells: cells)
            let written = try plots.write(to: plotFolder.path)
            Console.print("\nCharts in \(plotFolder.path): \(written.joined(separator: ", "))")
        }
        return .success
    }

    private func printSelection(_ selection: CheckinSelection, total: Int) {
        Console.print("\n# Real check-ins: \(checkinsPath) over \(database)\n")
        Console.print("\(total) check-ins: \(selection.scored.count) scored"
                      + (fold.map { " (fold \($0); \(selection.otherFold) in other folds)" } ?? "")
                      + ", \(selection.outsideStore) outside the store, "
                      + "\(selection.leftOut.values.reduce(0, +)) left out, \(selection.unmapped.values.reduce(0, +)) unmapped")
        let leftOut = selection.leftOut.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        Console.print("left out (not places on a map; \"none of these\" is right there): "
                      + leftOut.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        if !selection.unmapped.isEmpty {
            Console.print("unmapped (not in the crosswalk): "
                          + selection.unmapped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        Console.print("visit prior: \(priorPath ?? fitOutput ?? "shipped (\(VisitPrior.loadProblem ?? "Resources/visit-prior.json"))")")
    }

    private func printCells(_ cells: [CheckinEvaluator.Cell]) {
        Console.print("\n| accuracy | time | n | nearest | nearest open | engine | engine − nearest | top kind's likelihood | right-kind likelihood | ECE |")
        Console.print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for cell in cells {
            Console.print(String(format: "| %.0f m | %@ | %d | %.3f | %.3f | %.3f | %+.1f pts | %.3f | %.3f | %.3f |", cell.accuracy,
                                 cell.withTime ? "given" : "none", cell.engine.count, cell.nearest.top1, cell.nearestOpen.top1,
                                 cell.engine.top1, (cell.engine.top1 - cell.nearest.top1) * 100,
                                 cell.engine.meanConfidence, cell.engine.meanRightKindLikelihood, cell.engine.expectedCalibrationError))
        }
    }

    /// How far from the diagonal a calibrated engine would land on these check-ins (``CalibrationNoise``).
    private func printCalibrationNoise(_ cells: [CheckinEvaluator.Cell]) {
        Console.print("\nThe ECE a perfectly calibrated engine would show here (1,000 draws, each check-in right with the "
                      + "likelihood given; check-ins at one venue right or wrong together):\n")
        Console.print("| accuracy | time | venues | ECE | calibrated: median | 5th–95th percentile | ≤ 0.05 in | observed at percentile | calibrated, check-ins apart: median |")
        Console.print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for cell in cells {
            let noise = cell.engine.calibrationNoise()
            Console.print(String(format: "| %.0f m | %@ | %d | %.3f | %.3f | %.3f–%.3f | %.1f %% | %.0f | %.3f |", cell.accuracy,
                                 cell.withTime ? "given" : "none", noise.venues, cell.engine.expectedCalibrationError,
                                 noise.median, noise.lower, noise.upper, noise.shareAtMostTarget * 100,
                                 noise.observedPercentile * 100, noise.independentMedian))
        }
    }

    private func printKinds(_ cells: [CheckinEvaluator.Cell]) {
        guard let cell = cells.first(where: { $0.accuracy == 20 && $0.withTime }) ?? cells.last else { return }
        Console.print(String(format: "\nBy the person's kind (%.0f m, time %@):\n", cell.accuracy, cell.withTime ? "given" : "none"))
        Console.print("| kind | check-ins | nearest | engine | engine's first answer |")
        Console.print("| --- | ---: | ---: | ---: | ---: |")
        for kind in PlaceKind.allCases {
            let row = cell.byKind[kind] ?? (0, 0, 0)
            let top = cell.engineTopKinds[kind] ?? 0
            guard row.count > 0 || top > 0 else { continue }
            let share = { (n: Int) in row.count == 0 ? "—" : String(format: "%.3f", Double(n) / Double(row.count)) }
            Console.print("| \(kind.rawValue) | \(row.count) | \(share(row.nearest)) | \(share(row.engine)) | \(top) |")
        }
    }

    private func printRoutine(_ routine: CheckinRoutine) {
        Console.print("\nReal routines (each person's check-ins in time order, 20 m, time given; \(routine.picks) picks):\n")
        Console.print("| check-ins | n | without history | with history |")
        Console.print("| --- | ---: | ---: | ---: |")
        Console.print(String(format: "| revisits: the place picked there before first | %d | %.3f | %.3f |", routine.revisits,
                             routine.revisitRateWithoutHistory, routine.revisitRateWithHistory))
        Console.print(String(format: "| other check-ins: kind top-1 | %d | %.3f | %.3f |", routine.others.count,
                             routine.others.top1, routine.othersWithHistory.top1))
    }
}
