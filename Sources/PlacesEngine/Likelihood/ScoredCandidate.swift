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

    /// The prior's factors and their line, with the hour's when a time was given: only the hour's is made
    /// per answer, the rest came with the cached candidate.
    private var prior: (factors: [PriorFactor]?, reason: String) {
        let prior = candidate.prior
        guard hourFactor != 1 else { return (prior.factors.isEmpty ? nil : prior.factors, prior.reason) }
        let hour = PriorFactor(.hour(kind: prior.kind), factor: hourFactor)
        let reason = prior.factors.isEmpty ? PriorFactor.describe([hour]) : prior.reason + ", " + PriorFactor.describe([hour])
        return (prior.factors + [hour], reason)
    }

    /// Why the place got its likelihood. Distances are computed here, on
    /// demand, so ranking a hundred candidates does not pay for them.
    public var explanation: LikelihoodExplanation {
        let shape = candidate.shape, prior = prior
        return LikelihoodExplanation(
            distanceMeters: shape.distance(from: fix),
            insideFootprint: shape.contains(fix),
            hasFootprint: shape.footprint != nil && shape.pointRadius == 0,
            openStatus: openStatus, prior: candidate.prior.weight * hourFactor,
            priorReason: prior.reason, priorFactors: prior.factors,
            positionDensity: density, openFactor: openFactor, historyFactor: historyFactor, historyVisits: historyVisits,
            unreadableOpeningHours: candidate.openingHours?.unreadablePart)
    }
}
