import Foundation
import Places
import PlacesEngine

/// β of ``CrowdFactor``, chosen on a grid by the log-likelihood the engine gives the later check-ins' venues
/// with the earlier check-ins' crowd.
///
/// The engine ranks each judged check-in once without the crowd; a β then reweighs that ranking exactly as the
/// model would: each place's likelihood L times f_β(ĉ)^T (T the prior's temperature, which tempers the crowd's
/// factor with the rest of the prior), "none of these" and the places beyond the window as they are, all over
/// their new total. A venue missing from the map is right when the answer is elsewhere.
public struct CrowdFit: Sendable {
    /// The exponents tried: 0 (no crowd) to 2 by eighths.
    public static let grid = stride(from: 0.0, through: 2.0, by: 0.125).map { $0 }
    /// The least probability a check-in's truth counts with (a log of 0 would outweigh every other check-in).
    static let floor = 1e-9

    /// The exponent of the largest log-likelihood.
    public let exponent: Double
    /// Each exponent tried and its mean log-likelihood per judged check-in.
    public let curve: [(exponent: Double, meanLogLikelihood: Double)]
    /// The check-ins judged.
    public let count: Int

    /// Fits β on `late`, judged with `crowd`'s estimates.
    public init(late: [ScoredCheckin], crowd: CrowdCounts, simulation: CrowdSimulation) throws(PlacesError) {
        let temperature = simulation.evaluator.service.model.visits.temperature
        var sums = [Double](repeating: 0, count: CrowdFit.grid.count)
        var count = 0
        for scored in late {
            let truth: Set<PlaceID>?
            switch scored.venue {
            case .unknown: continue
            case .place(let ids): truth = ids
            case .missing: truth = nil
            }
            let answer = try simulation.evaluator.answer(scored.checkin, accuracy: simulation.accuracy, withTime: true)
            let likelihoods = answer.ranked.map(\.likelihood)
            let ids = answer.ranked.map(\.candidate.id)
            let elsewhere = max(0, 1 - likelihoods.reduce(0, +))
            let estimates = crowd.estimates(of: ids)
            for (index, exponent) in CrowdFit.grid.enumerated() {
                let factor = CrowdFactor(exponent: exponent * temperature)
                var total = elsewhere, right = truth == nil ? elsewhere : 0
                for (id, likelihood) in zip(ids, likelihoods) {
                    let weighed = likelihood * factor.factor(confirmations: estimates[id] ?? 0)
                    total += weighed
                    if truth?.contains(id) == true { right += weighed }
                }
                sums[index] += log(max(CrowdFit.floor, total > 0 ? right / total : 0))
            }
            count += 1
        }
        let curve = zip(CrowdFit.grid, sums).map { (exponent: $0, meanLogLikelihood: count == 0 ? 0 : $1 / Double(count)) }
        self.curve = curve
        self.count = count
        // The smallest exponent among equals: no crowd unless it helps.
        exponent = curve.max { ($0.meanLogLikelihood, -$0.exponent) < ($1.meanLogLikelihood, -$1.exponent) }?.exponent ?? 0
    }
}
