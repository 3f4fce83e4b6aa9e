import Foundation
import Places
import PlacesEngine

/// α and z of ``CrowdMixture``, chosen on a grid by the log-likelihood the engine gives the later check-ins' venues
/// with the earlier check-ins' crowd.
///
/// The engine ranks each judged check-in once without the crowd; an α then mixes the crowd into that ranking
/// exactly as the model does (without a history the mixture acts on the map's likelihoods, which the ranking
/// holds): h = S / (S + α), S = Σ ĉ⁺(p)·d(p) with ĉ⁺ discounted by z deviations, each place (1 − h)·L(p) + h·ĉ⁺(p)·d(p)/S, "none of these" and the
/// places beyond the window (1 − h) of theirs. A venue missing from the map is right when the answer is elsewhere.
public struct CrowdFit: Sendable {
    /// The concentrations tried, in confirmations per square metre: 10⁻⁶ to 0.1 on a 1-2-5 grid.
    public static let grid: [Double] = (-6 ... -2).flatMap { exponent in [1.0, 2, 5].map { $0 * pow(10, Double(exponent)) } } + [0.1]
    /// The discounts tried, in standard deviations of the randomizing's noise.
    public static let deviations = stride(from: 0.0, through: 3, by: 0.5).map { $0 }
    /// The least probability a check-in's truth counts with (a log of 0 would outweigh every other check-in).
    static let floor = 1e-9

    /// One mixture tried.
    public struct Point: Sendable {
        /// α and z.
        public let mixture: CrowdMixture
        /// The mean log-likelihood per judged check-in.
        public let meanLogLikelihood: Double
        /// The share of check-ins at venues in the map whose first answer, and whose first five, hold the venue.
        public let top1: Double
        public let top5: Double
    }

    /// The mixture of the largest log-likelihood.
    public let mixture: CrowdMixture
    /// Each mixture tried, and the engine without a crowd first (α = ∞).
    public let curve: [Point]
    /// The check-ins judged.
    public let count: Int

    /// Fits α and z on `late`, judged with `crowd`'s estimates.
    public init(late: [ScoredCheckin], crowd: CrowdCounts, simulation: CrowdSimulation) throws(PlacesError) {
        let mixtures = [CrowdMixture.none] + CrowdFit.deviations.flatMap { z in
            CrowdFit.grid.map { CrowdMixture(concentration: $0, noiseDeviations: z) }
        }
        var logLikelihoods = [Double](repeating: 0, count: mixtures.count)
        var firsts = [Int](repeating: 0, count: mixtures.count), fives = firsts
        var count = 0, inMap = 0
        for scored in late {
            let truth: Set<PlaceID>?
            switch scored.venue {
            case .unknown: continue
            case .place(let ids): truth = ids
            case .missing: truth = nil
            }
            let answer = try simulation.evaluator.answer(scored.checkin, accuracy: simulation.accuracy, withTime: true)
            let ids = answer.ranked.map(\.candidate.id)
            let likelihoods = answer.ranked.map(\.likelihood)
            let elsewhere = max(0, 1 - likelihoods.reduce(0, +))
            let sums = crowd.sums(of: ids)
            count += 1
            if truth != nil { inMap += 1 }
            for (index, mixture) in mixtures.enumerated() {
                let weights = zip(ids, answer.ranked).map { id, scored in
                    (sums[id]?.discounted(by: mixture.noiseDeviations) ?? 0) * scored.density
                }
                let weight = weights.reduce(0, +)
                let share = mixture.share(weight: weight)
                let mixed = zip(likelihoods, weights).map { (1 - share) * $0 + (share > 0 ? share * $1 / weight : 0) }
                let right = truth.map { truth in zip(ids, mixed).reduce(0) { $0 + (truth.contains($1.0) ? $1.1 : 0) } }
                    ?? (1 - share) * elsewhere
                logLikelihoods[index] += log(max(CrowdFit.floor, right))
                guard let truth else { continue }
                let order = mixed.indices.sorted { (mixed[$0], ids[$1]) > (mixed[$1], ids[$0]) }
                if let first = order.first, truth.contains(ids[first]) { firsts[index] += 1 }
                if order.prefix(VenueMetrics.shown).contains(where: { truth.contains(ids[$0]) }) { fives[index] += 1 }
            }
        }
        let judged = Double(max(1, count)), mapped = Double(max(1, inMap))
        curve = mixtures.indices.map { index in
            Point(mixture: mixtures[index], meanLogLikelihood: logLikelihoods[index] / judged,
                  top1: Double(firsts[index]) / mapped, top5: Double(fives[index]) / mapped)
        }
        self.count = count
        // Among equals, the largest concentration and then the largest discount: the least crowd that does as well.
        mixture = curve.max { a, b in
            (a.meanLogLikelihood, a.mixture.concentration, a.mixture.noiseDeviations)
                < (b.meanLogLikelihood, b.mixture.concentration, b.mixture.noiseDeviations)
        }?.mixture ?? .none
    }
}
