import Dispatch
import Foundation
import Geo
import Places
import PlacesEngine
import Synchronization

/// The shipped temperature (``VisitPrior/temperature``): the one at which the engine's first answers stay
/// calibrated in every part of the city it was not fitted on, not on average.
///
/// Each calibration fold (a district of the fit's check-ins, ``DistrictMap``) is answered by the engine with
/// the prior fitted without it, at every accuracy with and without the time: one cell each. A cell's error is
/// the expected calibration error of the first answer (its place at named venues, else its kind), read against
/// the noise floor of that cell: the 95th percentile of the ECE a perfectly calibrated engine would show on the
/// same check-ins (``CalibrationNoise``, venues drawn together). The temperature chosen is the one whose worst
/// cell, so read, is least: the bar is "within the calibrated 95th percentile in every cell".
///
/// Why not the pooled ECE, which chose before: pooled over four folds, a temperature that is bold in one
/// district and timid in another averages out. Fitted on Midtown's districts 1–3 it chose 0.95, and district 4
/// (Times Square, the bus terminal), which that fit never saw, said 0.56 where the first answer was right 0.31
/// of the time (ECE 0.25 against a calibrated 95th percentile of 0.09); at 0.5 the same prior was within the
/// noise there (docs/BENCHMARKS.md, "Which place").
struct TemperatureChoice: Sendable {
    /// One temperature tried.
    struct Trial: Sendable {
        let temperature: Double
        /// The largest ratio, over the folds' cells, of a cell's ECE to its calibrated 95th percentile.
        let worstRatio: Double
        /// The ECE of every cell pooled.
        let pooledError: Double
    }

    /// The temperatures tried.
    static let temperatures = stride(from: 0.25, through: 2.0, by: 0.05).map { $0 }
    /// The calibrated engine's draws per cell: the 95th percentile moves by about 0.005 between 200 and 1,000
    /// draws on Midtown's folds, and each temperature has 16 cells.
    static let noiseDraws = 200

    /// Every temperature tried, in order.
    let trials: [Trial]
    /// The one chosen: the least worst ratio (the lower temperature on a tie).
    let chosen: Trial

    /// Chooses the temperature for `checkins`, whose calibration folds `folds` cut, each answered with the
    /// prior fitted without it (`heldOut`: the fold's number and that prior).
    /// - Throws: ``PlacesError`` for a store failure.
    init(storePath: String, checkins: [ScoredCheckin], moves: MovedFixes?, folds: DistrictMap, accuracies: [Meters],
         heldOut: [(held: Int, prior: VisitPrior)]) throws(PlacesError) {
        let byVenue = checkins.contains { $0.venue != .unknown }
        let temperatures = TemperatureChoice.temperatures
        let results = Mutex([Trial?](repeating: nil, count: temperatures.count))
        let failure = Mutex<PlacesError?>(nil)
        DispatchQueue.concurrentPerform(iterations: temperatures.count) { index in
            do throws(PlacesError) {
                var bins: [[ReliabilityBin]] = []
                var worst = 0.0
                for (held, prior) in heldOut {
                    var tempered = prior
                    tempered.temperature = temperatures[index]
                    let evaluator = CheckinEvaluator(service: try PlacesService(storePath: storePath, visitPrior: tempered),
                                                     moves: moves)
                    let fold = checkins.filter { folds.district(of: $0.checkin.coordinate) == held }
                    for cell in try evaluator.cells(fold, accuracies: accuracies) {
                        let metrics = byVenue ? cell.venueEngine.calibration : cell.engine
                        guard metrics.count > 0 else { continue }
                        bins.append(metrics.bins)
                        let noise = metrics.calibrationNoise(draws: TemperatureChoice.noiseDraws)
                        worst = max(worst, metrics.expectedCalibrationError / max(noise.upper, 1e-9))
                    }
                }
                let pooled = ReliabilityBin.expectedCalibrationError(of: ReliabilityBin.pooled(bins))
                let trial = Trial(temperature: temperatures[index], worstRatio: worst, pooledError: pooled)
                results.withLock { $0[index] = trial }
            } catch {
                failure.withLock { $0 = error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        trials = results.withLock { $0 }.compactMap { $0 }
        chosen = trials.min { $0.worstRatio < $1.worstRatio }
            ?? Trial(temperature: 1, worstRatio: .infinity, pooledError: .infinity)
    }

    /// The choice and every trial, for the prior's provenance.
    var report: String {
        String(format: "temperature %.2f: the engine's first answers on each held-out calibration fold, at every accuracy with "
               + "and without the time, at worst %.2f× a calibrated engine's 95th percentile (pooled ECE %.3f); tried: ",
               chosen.temperature, chosen.worstRatio, chosen.pooledError)
            + trials.map { String(format: "%.2f %.2f×", $0.temperature, $0.worstRatio) }.joined(separator: ", ")
    }
}
