import Foundation
import Geo
import Places

/// P(place | fix) ∝ p(fix | place) · prior(place) · hours(place, time) ·
/// history(place, time), with a
/// "none of these" hypothesis (on the street, at home) that keeps the mass
/// honest: likelihoods are in [0, 1], sorted descending and sum to at most 1.
public enum LikelihoodModel {
    /// The position density of "none of these" (its weight is the fitted ``VisitPrior/noneWeight``): someone on the street is anywhere in about
    /// a 60 m disc around the fix (1 / (π · 60²) per m²).
    public static let noneDensity = 1 / (Double.pi * 60 * 60)
    /// A place that is closed at the given time keeps this share of its weight:
    /// OSM hours are sometimes out of date, so a closed place is demoted, not
    /// removed. The evaluation's visits all fall inside the hours, where 0
    /// would be best; with 0.03 the engine stays within 0.5 points of the
    /// ceiling, which uses 0.
    public static let closedFactor = 0.03
    /// The largest boost an open place gets from being open (see
    /// ``openFactor(status:openFraction:)``). With 4, the engine fell up to
    /// 1.9 points of top-1 behind the ceiling (exact 1/f) when visits were
    /// drawn by popularity with a time (issue 14); 8 gives the figures of no cap
    /// on the sample city, and still bounds what a wrong tag on a place open a
    /// few hours a week can do. The "none of these" numbers above move only
    /// calibration, never the order: ECE stays at or below 0.03 under every draw.
    public static let maxOpenBoost = 8.0

    /// The weight opening hours give a place: a visit at a random time of the
    /// week lands in a place open a fraction f of the week with probability f,
    /// so seeing it open multiplies its odds by 1/f (capped); closed, by
    /// ``closedFactor``; unknown hours change nothing.
    public static func openFactor(status: OpeningStatus, openFraction: Double) -> Double {
        switch status {
        case .open: return min(maxOpenBoost, 1 / max(openFraction, 1 / maxOpenBoost))
        case .closed: return closedFactor
        case .unknown: return 1
        }
    }

    /// How far around `fix` the model looks for candidates, its own reach (it was the service's literal).
    /// Precise fixes: three accuracies (4.5 σ, past which the fix's Gaussian holds e⁻¹⁰ of its mass) plus 60 m,
    /// which covers the largest point place's disc (40 m, ``PlacePrior``'s table); at most 3 km. Approximate
    /// ones: three accuracies plus a city's disc (8 km, the same table); at most 60 km.
    /// The displaced share's wider spread (``VisitPrior/positionSpread``, 150 m as fitted) reaches past this
    /// window for fixes under about 30 m: what lies beyond is not ranked, and "none of these" was fitted with
    /// that window (issue 36 and 38: a window from the spread needs the prior refitted with it).
    public static func searchRadius(for fix: LocationFix) -> Meters {
        fix.isApproximate ? min(3 * fix.horizontalAccuracy + 8_000, 60_000)
                          : min(3 * fix.horizontalAccuracy + 60, 3_000)
    }

    /// Ranks `candidates` for `fix`.
    /// - Parameters:
    ///   - localTime: the wall-clock time at the place, or nil to ignore opening hours.
    ///   - openFraction: the share of the week a place's hours are open (cached by the caller by hours text).
    ///   - includeNone: whether "none of these" takes part (not for approximate fixes, which always lie in some area).
    ///   - history: what the person's earlier picks say (``HistoryPrior``); none by default.
    ///   - visits: the visit prior: "none of these"'s weight and the time-of-week profiles of the kinds.
    /// - Returns: every candidate with a likelihood above zero, best first, and the mass left to "none of these".
    public static func rank(_ candidates: [CandidatePlace], fix: LocationFix, localTime: LocalTime?,
                            includeNone: Bool = true, history: HistoryPrior = .none, visits: VisitPrior = .uniform,
                            openFraction: (_ hours: OpeningHours, _ text: String, LocalTime) -> Double) -> (ranked: [ScoredCandidate], none: Double) {
        let sigma = fix.sigma
        // Where the place is displaced from its mapped ground (``VisitPrior/displacedShare``), the fix's error
        // and the displacement add up.
        let displaced = visits.displacedShare
        let broadSigma = (sigma * sigma + visits.positionSpread * visits.positionSpread).squareRoot()
        let hourFactors = visits.hourLogFactors.isEmpty ? nil : localTime.map(visits.hourFactors(at:))
        /// A candidate that may be there, by its position in `candidates`.
        struct Kept {
            let index: Int
            let score: Double
            let density: Double
            let status: HoursEvidence
            let factor: Double
            let history: Double
            let hour: Double
        }
        var kept: [Kept] = []
        kept.reserveCapacity(candidates.count)
        for (index, candidate) in candidates.enumerated() {
            let samples = candidate.shape.samples
            let density = displaced == 0 ? samples.density(at: fix.coordinate, sigma: sigma)
                : displaced == 1 ? samples.wideDensity(at: fix.coordinate, sigma: broadSigma)
                : (1 - displaced) * samples.density(at: fix.coordinate, sigma: sigma)
                    + displaced * samples.wideDensity(at: fix.coordinate, sigma: broadSigma)
            guard density > 0 else { continue }
            var status = HoursEvidence.notAsked
            var factor = 1.0
            var hour = 1.0
            if let localTime {
                hour = hourFactors?[candidate.prior.kind.index] ?? 1
                let hours = candidate.openingHours
                let open = hours?.status(at: localTime) ?? .unknown
                status = HoursEvidence(open)
                if let hours, let text = candidate.openingHoursText, open != .unknown {
                    factor = pow(openFactor(status: open, openFraction: openFraction(hours, text, localTime)),
                                 visits.openExponent)
                }
            }
            let historyFactor = history.factor(for: candidate.id)
            // The population's model, calibrated by the temperature; the person's own history on top of it.
            let population = density * candidate.prior.weight * hour * factor
            let tempered = visits.temperature == 1 ? population : pow(population, visits.temperature)
            kept.append(Kept(index: index, score: tempered * historyFactor,
                             density: density, status: status, factor: factor, history: historyFactor, hour: hour))
        }
        let noneScore = includeNone ? pow(visits.noneWeight * noneDensity, visits.temperature) : 0
        // Most likely first, ties by id: the order is sorted as plain numbers
        // (positions in `kept`), not as the scored candidates themselves.
        // A likelihood is the score over one total, so the scores give the order.
        var order = Array(kept.indices)
        let scores = kept.map(\.score)
        scores.withUnsafeBufferPointer { score in
            order.sort { a, b in
                if score[a] != score[b] { return score[a] > score[b] }
                let first = candidates[kept[a].index].id, second = candidates[kept[b].index].id
                return first != second ? first < second : a < b
            }
        }
        // Summed smallest first, whatever order the store gave the candidates in: a store an update rewrote
        // and a fresh import of the same data then give the same likelihoods to the last bit.
        let total = order.reversed().reduce(noneScore) { $0 + scores[$1] }
        guard total > 0 else { return ([], includeNone ? 1 : 0) }
        let likelihoods = scores.map { $0 / total }
        let ranked = order.map { position in
            let entry = kept[position]
            return ScoredCandidate(candidate: candidates[entry.index], likelihood: likelihoods[position], fix: fix.coordinate,
                                   density: entry.density, openStatus: entry.status, openFactor: entry.factor,
                                   hourFactor: entry.hour,
                                   historyFactor: entry.history,
                                   historyVisits: entry.history == 1 ? 0 : history.visitCount(of: candidates[entry.index].id))
        }
        return (ranked, noneScore / total)
    }
}
