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
    /// The model's weight of the place, before the time (``LikelihoodModel/weight(of:)``).
    package let weight: Double
    package let openStatus: HoursEvidence
    package let openFactor: Double
    /// The kind's time-of-week factor (1 without a time).
    let hourFactor: Double
    let historyFactor: Double
    let historyVisits: Int
    /// The crowd's estimate of the people who confirmed the place, and its factor; nil without a crowd.
    let crowdConfirmations: Double?
    let crowdFactor: Double?
    /// The model that ranked it, which words its weight's factors when they are asked for.
    let model: LikelihoodModel

    /// The prior's factors and their line, with the hour's when a time was given: made only when an answer
    /// is explained, for the few places it shows.
    private var prior: (factors: [PriorFactor]?, reason: String) {
        var factors = model.priorFactors(of: candidate.features, primaryType: candidate.primaryType)
        if hourFactor != 1 { factors.append(PriorFactor(.hour(kind: candidate.features.kind), factor: hourFactor)) }
        return factors.isEmpty ? (nil, candidate.primaryType) : (factors, PriorFactor.describe(factors))
    }

    /// Why the place got its likelihood. Distances are computed here, on
    /// demand, so ranking a hundred candidates does not pay for them.
    public var explanation: LikelihoodExplanation {
        let shape = candidate.shape, prior = prior
        return LikelihoodExplanation(
            distanceMeters: shape.distance(from: fix),
            insideFootprint: shape.contains(fix),
            hasFootprint: shape.footprint != nil && shape.pointRadius == 0,
            openStatus: openStatus, prior: weight * hourFactor,
            priorReason: prior.reason, priorFactors: prior.factors,
            positionDensity: density, openFactor: openFactor, historyFactor: historyFactor, historyVisits: historyVisits,
            crowdConfirmations: crowdConfirmations, crowdFactor: crowdFactor,
            unreadableOpeningHours: candidate.openingHours?.unreadablePart)
    }
}
