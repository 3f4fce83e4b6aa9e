import FileReplacement
import Foundation
import Geo
import Places
import PlacesEngine
import PlacesEvaluation

/// `evaluate --checkins FILE`: the engine on real check-ins (see
/// ``CheckinEvaluator``), optionally after fitting a visit prior on them
/// (`--fit-prior OUT`, see ``VisitPriorFit``). With `--fold K/N` or
/// `--district K/N` the fit leaves that part out and the tables score it
/// only: fitted on one part of the city, checked on another. With `--venues`
/// the tables score which place too (``VenueMatches``), and the fit learns
/// which place; with `--move-fixes` every fix errs as a phone's.
struct CheckinRun: Sendable {
    /// The part held out, as the command line names it (a district needs the store's box).
    enum HoldOutPart: Sendable {
        case fold(SpatialFold)
        case district(District)
    }

    let checkinsPath: String
    /// The venue file (`--venues`), or nil to score kinds only.
    let venuesPath: String?
    let database: String
    let accuracies: [Meters]
    let holdOut: HoldOutPart?
    /// How fixes are moved (`--move-fixes`), or nil to give the venues' positions.
    let moves: MovedFixes?
    /// A visit prior to rank with instead of the shipped one.
    let priorPath: String?
    /// Where a prior fitted on these check-ins goes.
    let fitOutput: String?
    let plotFolder: PlotFolder?
    /// Where every check-in's answers go (`--answers`), or nil.
    let answersFile: AnswersFile?
    /// The command line, for the fitted file's provenance.
    let commandLine: String
    /// The crowd's evaluation (`--crowd-split`), instead of the usual tables, or nil.
    let crowd: CrowdSettings?

    func run() throws -> ExitStatus {
        // Made first: a folder that cannot be written fails now, not after a fit of minutes.
        let answers = try answersFile?.file.open()
        do {
            return try run(writingAnswersTo: answers)
        } catch {
            answers?.discard()
            throw error
        }
    }

    private func run(writingAnswersTo answers: JSONLinesWriter?) throws -> ExitStatus {
        let checkins = try CheckinFile.read(path: checkinsPath)
        let crosswalk = try CategoryCrosswalk.foursquare()
        var prior = try priorPath.map { path throws(PlacesError) in try VisitPrior.read(path: path) } ?? .fitted
        let plain = try PlacesService(storePath: database, visitPrior: .uniform)
        let box = plain.metadata.boundingBox
        var fold: HoldOut?
        switch holdOut {
        case .fold(let blocks)?: fold = .fold(blocks)
        case .district(let district)?:
            // Cut where the check-ins are, inside the store, whatever their category.
            let inside = checkins.lazy.map(\.coordinate).filter { box?.contains($0) ?? true }
            fold = .district(district, map: DistrictMap(Array(inside), count: district.count))
        case nil: fold = nil
        }
        let matches = try venuesPath.map { path throws(PlacesError) in
            try VenueMatches(CheckinRun.venues(try VenueFile.read(path: path), of: checkins, in: box, crosswalk: crosswalk),
                             service: plain)
        }
        if let fitOutput {
            let training = CheckinSelection(checkins, crosswalk: crosswalk, box: box, fold: fold, excludingFold: true,
                                            venues: matches)
            Console.print("Fitting the visit prior on \(training.scored.count) check-ins in \(database)"
                          + (fold.map { " (all but \($0))" } ?? ""))
            // What the fit learnt from, as its file will say: the check-ins, how they were labelled and moved, the store.
            let learnt = [URL(fileURLWithPath: checkinsPath).lastPathComponent + " (TSMC2014, Yang et al. 2015)",
                          venuesPath.map { "venues by name from " + URL(fileURLWithPath: $0).lastPathComponent },
                          moves.map { "fixes moved (seed \($0.seed))" },
                          "over " + URL(fileURLWithPath: database).lastPathComponent].compactMap { $0 }
            let fit = try VisitPriorFit(storePath: database, selection: training, moves: moves,
                                        source: learnt.joined(separator: ", "), command: commandLine)
            for line in fit.report { Console.print("  \(line)") }
            let data = fit.prior.encoded() + Data("\n".utf8)
            try ReplacementFile.write(to: fitOutput) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
            Console.print("wrote \(fitOutput)")
            prior = fit.prior
        }
        let selection = CheckinSelection(checkins, crosswalk: crosswalk, box: box, fold: fold, venues: matches)
        let service = try PlacesService(storePath: database, visitPrior: prior)
        if let crowd {
            printSelection(selection, total: checkins.count, fold: fold)
            let training = fold == nil ? selection
                : CheckinSelection(checkins, crosswalk: crosswalk, box: box, fold: fold, excludingFold: true, venues: matches)
            try runCrowd(crowd, judged: selection, training: training, service: service)
            return .success
        }
        let evaluator = CheckinEvaluator(service: service, moves: moves)
        printSelection(selection, total: checkins.count, fold: fold)
        if let matches { printMatches(matches, selection: selection) }
        var writeAnswer: ((CheckinAnswer) throws(PlacesError) -> Void)?
        if let answers {
            writeAnswer = { (answer: CheckinAnswer) throws(PlacesError) in try answers.write(AnswersFile.line(answer)) }
        }
        let cells = try evaluator.cells(selection.scored, accuracies: accuracies, each: writeAnswer)
        try answers?.finish()
        if let answersFile { Console.print("\nEvery check-in's answers: \(answersFile.file.path)") }
        if matches != nil { printVenueCells(cells) }
        printCells(cells)
        printCalibrationNoise(cells)
        printKinds(cells)
        printRoutine(try CheckinRoutine(selection.scored, evaluator: evaluator, keepsFixes: false),
                     keepingFixes: try CheckinRoutine(selection.scored, evaluator: evaluator, comparing: false))
        if let plotFolder {
            try plotFolder.prepare()
            let plots = CheckinPlots(cells: cells, venues: matches != nil)
            let written = try plots.write(to: plotFolder.path)
            Console.print("\nCharts in \(plotFolder.path): \(written.joined(separator: ", "))")
        }
        return .success
    }

    /// The venues of `checkins` inside `box`: the ones worth matching, each with the kind most of its check-ins
    /// say (the matching reads it), or none when the crosswalk gives them none.
    private static func venues(_ venues: [String: Venue], of checkins: [Checkin], in box: BoundingBox?,
                               crosswalk: CategoryCrosswalk) -> [Venue] {
        // Each venue inside the store, with how many of its check-ins say each kind.
        var kinds: [String: [PlaceKind: Int]] = [:]
        for checkin in checkins where box?.contains(checkin.coordinate) ?? true {
            var counts = kinds[checkin.venue] ?? [:]
            if case .kind(let kind) = crosswalk.verdict(checkin.category) { counts[kind, default: 0] += 1 }
            kinds[checkin.venue] = counts
        }
        return kinds.keys.sorted().compactMap { id in
            guard var venue = venues[id] else { return nil }
            venue.kind = kinds[id]?.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
            return venue
        }
    }

    private func printSelection(_ selection: CheckinSelection, total: Int, fold: HoldOut?) {
        Console.print("\n# Real check-ins: \(checkinsPath) over \(database)\n")
        Console.print("\(total) check-ins: \(selection.scored.count) scored"
                      + (fold.map { " (\($0); \(selection.otherFold) elsewhere)" } ?? "")
                      + (moves.map { ", fixes moved (seed \($0.seed))" } ?? "")
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

    private func printRoutine(_ routine: CheckinRoutine, keepingFixes kept: CheckinRoutine) {
        Console.print("\nReal routines (each person's check-ins in time order, 20 m, time given; \(routine.picks) picks; "
                      + "when the picks keep their fixes, \(kept.picks) picks, \(kept.revisits) revisits and "
                      + "\(kept.othersWithHistory.count) other check-ins):\n")
        Console.print("| check-ins | n | without history | with history | with history, fixes kept |")
        Console.print("| --- | ---: | ---: | ---: | ---: |")
        Console.print(String(format: "| revisits: the place picked there before first | %d | %.3f | %.3f | %.3f |", routine.revisits,
                             routine.revisitRateWithoutHistory, routine.revisitRateWithHistory, kept.revisitRateWithHistory))
        Console.print(String(format: "| other check-ins: kind top-1 | %d | %.3f | %.3f | %.3f |", routine.others.count,
                             routine.others.top1, routine.othersWithHistory.top1, kept.othersWithHistory.top1))
    }
}
