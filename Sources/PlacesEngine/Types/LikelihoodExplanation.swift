import Foundation
import Geo
import Places

/// Why a place got its likelihood.
public struct LikelihoodExplanation: Sendable, Codable, Hashable {
    /// Metres from the fix to the place (0 when the fix is on its ground).
    public var distanceMeters: Double
    /// Whether the fix lies on the place's ground (its footprint, or its disc).
    public var insideFootprint: Bool
    /// Whether the place has a mapped footprint (else a disc sized by its kind).
    public var hasFootprint: Bool
    /// `open`, `closed` or `unknown` at the given time; `notAsked` without a time.
    public var openStatus: HoursEvidence
    /// The prior weight.
    public var prior: Double
    /// What decided the prior, in one line.
    public var priorReason: String
    /// The prior's factors one by one: the type's visits per place, brand, footprint, the hour's; nil when
    /// the visit prior has none (every place weighs 1).
    public var priorFactors: [PriorFactor]?
    /// p(fix | place) per square metre.
    public var positionDensity: Double
    /// The factor opening hours applied (1 = no effect).
    public var openFactor: Double
    /// The factor the person's own history applied (1 = never picked, or no history sent).
    public var historyFactor: Double
    /// How many of the history's visits were to this place.
    public var historyVisits: Int
    /// The crowd's unbiased estimate of how many people confirmed the place (``CrowdSums/estimate``: it can be
    /// below 0), or nil when no crowd takes part.
    public var crowdConfirmations: Double?
    /// The crowd's factor: the likelihood with other people's confirmations over the map's alone
    /// (``CrowdMixture``: above 1 for a place people confirmed, at most 1 for one nobody did, 1 where nobody
    /// confirmed anything near), or nil when no crowd takes part.
    public var crowdFactor: Double?
    /// When the place's `opening_hours` could not be read: the text from where
    /// reading stopped, so that a mapper can fix the data; nil otherwise.
    public var unreadableOpeningHours: String?
}

extension LikelihoodExplanation {
    /// The same explanation with figures rounded for people and JSON:
    /// distances to 0.1 m, factors and priors to 3 significant digits.
    public func rounded() -> LikelihoodExplanation {
        func significant(_ value: Double) -> Double { value.rounded(toSignificantDigits: 3) }
        var copy = self
        copy.distanceMeters = (distanceMeters * 10).rounded() / 10
        copy.prior = significant(prior)
        copy.priorFactors = priorFactors?.map { factor in
            var rounded = factor
            rounded.factor = significant(factor.factor)
            return rounded
        }
        copy.positionDensity = significant(positionDensity)
        copy.openFactor = significant(openFactor)
        copy.historyFactor = significant(historyFactor)
        copy.crowdConfirmations = crowdConfirmations.map { ($0 * 10).rounded() / 10 }
        copy.crowdFactor = crowdFactor.map(significant)
        return copy
    }
}
