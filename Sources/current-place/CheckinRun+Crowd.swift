import Crowd
import Foundation
import Geo
import Places
import PlacesEngine
import PlacesEvaluation

/// `evaluate --checkins --venues --crowd-split F`: the crowd on real check-ins (``CrowdSimulation``).
extension CheckinRun {
    /// How the crowd is simulated (`--crowd-split`, `--crowd-share`, `--epsilon`, `--fit-crowd`).
    struct CrowdSettings: Sendable {
        /// The share of the check-ins, by time, that people confirm; the rest are judged.
        let split: Double
        /// The share of people who confirm.
        let share: Double
        /// The randomizing of each report.
        let mechanism: RandomizedResponse
        /// Whether α is fitted on the check-ins outside the held-out part (else the shipped ``CrowdMixture/fitted``).
        let fit: Bool
        /// The seed of who confirms and of the randomizing.
        let seed: UInt64

        /// The shares and budgets the sensitivity rows try beside the run's own.
        static let sensitivityShares = [0.1, 0.25, 1]
        static let sensitivityEpsilons = [1.0, 2, 4]
    }

    /// Runs the crowd's evaluation on `judged` (the held-out part, or every check-in), fitting α on `training`
    /// when asked.
    func runCrowd(_ settings: CrowdSettings, judged: CheckinSelection, training: CheckinSelection,
                  service: PlacesService) throws(PlacesError) {
        let evaluator = CheckinEvaluator(service: service, moves: moves)
        for accuracy in accuracies {
            let simulation = CrowdSimulation(evaluator: evaluator, accuracy: accuracy)
            var mixture = CrowdMixture.fitted
            if settings.fit {
                let split = CrowdSplit(training.scored, fraction: settings.split)
                let crowd = CrowdSimulation.crowd(try simulation.picks(split.early), share: settings.share,
                                                  mechanism: settings.mechanism, mixture: .none, seed: settings.seed).counts
                let fit = try CrowdFit(late: split.late, crowd: crowd, simulation: simulation)
                printFit(fit, accuracy: accuracy)
                mixture = fit.mixture
            }
            let split = CrowdSplit(judged.scored, fraction: settings.split)
            let picks = try simulation.picks(split.early)
            let baseline = try simulation.judge(split.late, crowd: nil)
            Console.print(String(format: "\n## The crowd at %.0f m, time given: %d check-ins can confirm%@, %d judged from %@ on (α %.0e, z %.1f)\n",
                                 accuracy, split.early.count, holdOut.map { _ in " in the held-out part" } ?? "",
                                 split.late.count, split.boundary.map { ISO8601DateFormatter().string(from: $0) } ?? "—",
                                 mixture.concentration, mixture.noiseDeviations))
            Console.print("| people confirming | ε | reports | judged venues listed | in the map | nearest top-1 | engine top-1 | "
                          + "crowd top-1 | crowd − nearest | nearest top-5 | engine top-5 | crowd top-5 | crowd − nearest | "
                          + "first answer's likelihood | right | ECE | calibrated 95th percentile |")
            Console.print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            printCalibration(baseline.engine, label: "no crowd", baseline: baseline)
            var settingsTried: [(share: Double, epsilon: Double)] = [(settings.share, settings.mechanism.epsilon)]
            for share in CrowdSettings.sensitivityShares where share != settings.share { settingsTried.append((share, settings.mechanism.epsilon)) }
            for epsilon in CrowdSettings.sensitivityEpsilons where epsilon != settings.mechanism.epsilon {
                settingsTried.append((settings.share, epsilon))
            }
            var main: CrowdCell?
            var cells: [Double: CrowdCell] = [:]  // by share, at the run's ε
            for (share, epsilon) in settingsTried {
                let mechanism = RandomizedResponse(epsilon: epsilon)
                let (crowd, truePicks) = CrowdSimulation.crowd(picks, share: share, mechanism: mechanism, mixture: mixture,
                                                               seed: settings.seed)
                let cell = try simulation.judge(split.late, crowd: crowd)
                printRow(cell, baseline: baseline, share: share, epsilon: epsilon, reports: truePicks.values.reduce(0, +))
                if main == nil { main = cell }
                if epsilon == settings.mechanism.epsilon { cells[share] = cell }
            }
            if let main { printIntervals(main, baseline: baseline) }
            try printWeekParts(simulation, picks: picks, late: split.late, settings: settings, mixture: mixture, whole: cells)
        }
    }

    /// Whether the time of week helps (issue 58): the crowd kept by part of the week, each later check-in judged with
    /// its part's, beside the whole week's crowd (`whole`, by share) at the run's share and with every person confirming.
    private func printWeekParts(_ simulation: CrowdSimulation, picks: [CrowdPick], late: [ScoredCheckin], settings: CrowdSettings,
                                mixture: CrowdMixture, whole: [Double: CrowdCell]) throws(PlacesError) {
        Console.print("\nThe crowd kept by time of week (each later check-in judged with its part's crowd; ε \(settings.mechanism.epsilon)):\n")
        Console.print("| people confirming | week cut by | parts | kept | crowd top-1 | crowd top-5 | ECE | top-1 − whole week | top-5 − whole week |")
        Console.print("| ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
        for share in [settings.share, 1] {
            guard let reference = whole[share] else { continue }
            for (parts, pooled) in [(CrowdWeekParts.whole, false), (.dayKinds, false), (.dayQuarters, false), (.dayKinds, true),
                                    (.dayQuarters, true)] {
                let cell: CrowdCell
                if parts.count == 1 {
                    cell = reference
                } else {
                    let crowds = CrowdSimulation.crowds(picks, parts: parts, pooled: pooled, share: share, mechanism: settings.mechanism,
                                                        mixture: mixture, seed: settings.seed).counts
                    cell = try simulation.judge(late) { checkin in
                        crowds[parts.part(of: LocalTime(date: checkin.date, utcOffsetSeconds: checkin.utcOffsetSeconds))]
                    }
                }
                let kept = parts.count == 1 ? "—" : pooled ? "the week's, its part's twice" : "its part's alone"
                Console.print(String(format: "| %.0f %% | %@ | %d | %@ | %.3f | %.3f | %.3f | %+.1f pts | %+.1f pts |", share * 100, parts.name,
                                     parts.count, kept, cell.engine.top1, cell.engine.top5, cell.engine.calibration.expectedCalibrationError,
                                     (cell.engine.top1 - reference.engine.top1) * 100, (cell.engine.top5 - reference.engine.top5) * 100))
            }
        }
    }

    /// The fit's curve: each concentration's log-likelihood, top-1 and top-5 on the check-ins it was fitted on.
    private func printFit(_ fit: CrowdFit, accuracy: Meters) {
        Console.print(String(format: "\nα and z fitted at %.0f m on %d later check-ins%@: α %.0e, z %.1f (the best α at each z:)\n",
                             accuracy, fit.count, holdOut == nil ? "" : " outside the held-out part", fit.mixture.concentration,
                             fit.mixture.noiseDeviations))
        Console.print("| z | α | mean log-likelihood | top-1 | top-5 |")
        Console.print("| ---: | ---: | ---: | ---: | ---: |")
        let best = Dictionary(grouping: fit.curve, by: { $0.mixture.noiseDeviations }).compactMap { _, points in
            points.max { $0.meanLogLikelihood < $1.meanLogLikelihood }
        }
        for point in best.sorted(by: { ($0.mixture.concentration.isFinite ? 1 : 0, $0.mixture.noiseDeviations)
                                        < ($1.mixture.concentration.isFinite ? 1 : 0, $1.mixture.noiseDeviations) }) {
            let finite = point.mixture.concentration.isFinite
            Console.print(String(format: "| %@ | %@ | %.4f | %.3f | %.3f |", finite ? String(format: "%.1f", point.mixture.noiseDeviations) : "—",
                                 finite ? String(format: "%.0e", point.mixture.concentration) : "∞ (no crowd)",
                                 point.meanLogLikelihood, point.top1, point.top5))
        }
    }

    /// One row of the crowd's table.
    private func printRow(_ cell: CrowdCell, baseline: CrowdCell, share: Double, epsilon: Double, reports: Int) {
        let crowd = cell.engine, nearest = cell.nearest, engine = baseline.engine, calibration = crowd.calibration
        Console.print(String(format: "| %.0f %% | %.0f | %d | %d of %d | %d | %.3f | %.3f | %.3f | %+.1f pts | %.3f | %.3f | %.3f | %+.1f pts | %.3f | %.3f | %.3f | %.3f |",
                             share * 100, epsilon, reports, cell.coveredVenues.count, cell.judgedVenues.count, crowd.inMap,
                             nearest.top1, engine.top1, crowd.top1, (crowd.top1 - nearest.top1) * 100,
                             nearest.top5, engine.top5, crowd.top5, (crowd.top5 - nearest.top5) * 100,
                             calibration.meanConfidence, calibration.top1, calibration.expectedCalibrationError,
                             calibration.calibrationNoise().upper))
    }

    /// The engine without a crowd, as the table's first row.
    private func printCalibration(_ engine: VenueMetrics, label: String, baseline: CrowdCell) {
        let calibration = engine.calibration, nearest = baseline.nearest
        Console.print(String(format: "| %@ | — | 0 | — | %d | %.3f | %.3f | — | %+.1f pts | %.3f | %.3f | — | %+.1f pts | %.3f | %.3f | %.3f | %.3f |",
                             label, engine.inMap, nearest.top1, engine.top1, (engine.top1 - nearest.top1) * 100,
                             nearest.top5, engine.top5, (engine.top5 - nearest.top5) * 100,
                             calibration.meanConfidence, calibration.top1, calibration.expectedCalibrationError,
                             calibration.calibrationNoise().upper))
    }

    /// The first row's differences with 95 % intervals over venues resampled.
    private func printIntervals(_ cell: CrowdCell, baseline: CrowdCell) {
        func interval(_ difference: VenueDifference) -> String {
            String(format: "%+.1f (%+.1f to %+.1f)", difference.observed * 100, difference.lower * 100, difference.upper * 100)
        }
        Console.print("\nThe first row, in points with 95 % intervals (the \(cell.engine.byVenue.count) venues resampled 1,000 times): "
                      + "crowd − nearest top-1 \(interval(VenueDifference(cell.engine, cell.nearest, .top1))), "
                      + "top-5 \(interval(VenueDifference(cell.engine, cell.nearest, .top5))); "
                      + "crowd − engine top-1 \(interval(VenueDifference(cell.engine, baseline.engine, .top1))), "
                      + "top-5 \(interval(VenueDifference(cell.engine, baseline.engine, .top5)))")
    }
}
