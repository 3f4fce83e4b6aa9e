import Foundation
import Geo
import Places

/// One ranked place.
public struct ScoredCandidate: Sendable {
    /// The place.
    public let candidate: CandidatePlace
    /// Its probability, in [0, 1].
    public let likelihood: Double
    let fix: Coordinate
    package let density: Double
    package let openStatus: HoursEvidence
    package let openFactor: Double
    /// The kind's time-of-week factor (1 without a time).
    let hourFactor: Double
    let historyFactor: Double
    let historyVisits: Int

    /// The prior's factors, with the hour's; nil when there are none.
    private var priorFactors: [PriorFactor]? {
        let factors = candidate.prior.factors + (hourFactor == 1 ? [] : [
            PriorFactor(reason: "people come to \(candidate.prior.kind.plural) at this hour", factor: hourFactor),
        ])
        return factors.isEmpty ? nil : factors
    }

    /// Why the place got its likelihood. Distances are computed here, on
    /// demand, so ranking a hundred candidates does not pay for them.
    public var explanation: LikelihoodExplanation {
        let shape = candidate.shape
        return LikelihoodExplanation(
            distanceMeters: shape.distance(from: fix),
            insideFootprint: shape.contains(fix),
            hasFootprint: shape.footprint != nil && shape.pointRadius == 0,
            openStatus: openStatus, prior: candidate.prior.weight * hourFactor,
            priorReason: priorFactors.map(PriorFactor.describe) ?? candidate.prior.reason, priorFactors: priorFactors,
            positionDensity: density, openFactor: openFactor, historyFactor: historyFactor, historyVisits: historyVisits,
            unreadableOpeningHours: candidate.openingHours?.unreadablePart)
    }
}
