import Foundation
import PlacesEngine

/// One check-in at one accuracy, with or without its time, as the fit sees
/// it: every candidate's log position density and features, and which
/// candidates are of the person's kind (none: "none of these" is the answer).
struct FitExample: Sendable {
    /// One candidate place.
    struct Candidate: Sendable {
        /// The larger of log p(fix | place) on the mapped ground and with the place displaced by the spread.
        let high: Double
        /// The two densities over e^high (one of them is 1), made once: the fit's steps need only their mixture.
        let sharp: Double, broad: Double
        let kind: Int
        let type: Int
        let wikidata: Double
        let brand: Double
        let area: Double
        /// 1 when another listed place holds it, else 0.
        let contained: Double
        /// ln(1 + the listed places it holds).
        let contents: Double
        /// log h_kind(hour), 0 without a time.
        let hourLog: Double
        /// log of the opening-hours factor, 0 without a time.
        let openLog: Double
        /// Whether it is of the person's kind.
        let isRight: Bool

        /// A candidate with its log densities on the mapped ground and displaced.
        init(logDensity: Double, logDensityDisplaced: Double, kind: Int, type: Int, wikidata: Double, brand: Double,
             area: Double, contained: Double, contents: Double, hourLog: Double, openLog: Double, isRight: Bool) {
            high = max(logDensity, logDensityDisplaced)
            sharp = high.isFinite ? exp(logDensity - high) : 0
            broad = high.isFinite ? exp(logDensityDisplaced - high) : 0
            (self.kind, self.type, self.wikidata, self.brand, self.area) = (kind, type, wikidata, brand, area)
            (self.contained, self.contents, self.hourLog, self.openLog, self.isRight) = (contained, contents, hourLog, openLog, isRight)
        }
    }

    let candidates: [Candidate]
    /// log of "none of these"'s position density.
    let noneLogDensity: Double
    /// The σ of the displaced share's density at the fix (the fix's σ and the spread in quadrature) and the
    /// half side of the candidates' window: what the places beyond the window add
    /// (``LikelihoodModel/beyondScale(displacedShare:broadSigma:radius:temperature:)``).
    let broadSigma: Double, radius: Double
    /// Whether "none of these" is the answer (a left-out category, or no candidate of the person's kind).
    let noneIsRight: Bool
    /// Whether the evaluation scores it: a check-in with a kind (not a left-out category).
    let isScored: Bool
    /// The spatial fold (1 or 2) the check-in is in, for the cross-validation of the spread and the penalties.
    let fold: Int
    /// Its fold (1…``VisitPriorFit/calibrationFolds``) for the temperature's.
    let calibrationFold: Int
    /// log of the unmapped places' position density at the fix, per unit of their rate: every candidate's
    /// displaced density summed (``LikelihoodModel/unmappedDensity``), −∞ without candidates.
    let unmappedLogDensity: Double

    init(candidates: [Candidate], noneLogDensity: Double, broadSigma: Double, radius: Double, noneIsRight: Bool,
         isScored: Bool, fold: Int, calibrationFold: Int) {
        (self.candidates, self.noneLogDensity, self.broadSigma, self.radius) = (candidates, noneLogDensity, broadSigma, radius)
        (self.noneIsRight, self.isScored, self.fold, self.calibrationFold) = (noneIsRight, isScored, fold, calibrationFold)
        let finite = candidates.filter { $0.high.isFinite && $0.broad > 0 }
        let top = finite.map(\.high).max() ?? 0
        unmappedLogDensity = finite.isEmpty ? -.infinity : top + log(finite.reduce(0) { $0 + exp($1.high - top) * $1.broad })
    }

    /// log of what the places beyond the window add per unit of the candidates' tempered weights, for a
    /// displaced share of 1 (the share's own factor, q^T, is the caller's): −∞ when nothing reaches past it.
    func beyondLogScale(temperature: Double) -> Double {
        log(LikelihoodModel.beyondScale(displacedShare: 1, broadSigma: broadSigma, radius: radius, temperature: temperature))
    }
}
