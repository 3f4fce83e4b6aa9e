import Foundation
import Geo
import Places

/// A place as the likelihood model sees it: its ground, its prior and its hours.
/// A class: candidates are cached and passed around by reference, not copied.
public final class CandidatePlace: Sendable {
    /// The store's row, to fetch details of the winners.
    public let rowID: Int64
    /// The place's id.
    public let id: PlaceID
    /// Point of interest, address or locality.
    public let category: PlaceCategory
    /// The most specific type.
    public let primaryType: String
    /// Where a person at the place can stand.
    public let shape: PlaceShape
    /// Kind and prominence prior.
    public let prior: PlacePrior
    /// The raw `opening_hours` text.
    public let openingHoursText: String?

    /// Parsed `opening_hours`, when the place has them (shared by every place with the same text).
    public let openingHours: OpeningHours?

    /// Creates the model's view of a stored place.
    public init(rowID: Int64, id: PlaceID, category: PlaceCategory, primaryType: String, types: @autoclosure () -> [String],
                location: Coordinate, footprint: Footprint?, openingHours: (text: String, parsed: OpeningHours)?,
                hasWikidata: Bool, hasBrand: Bool) {
        self.rowID = rowID
        self.id = id
        self.category = category
        self.primaryType = primaryType
        let prior = PlacePrior(primaryType: primaryType, types: types(), hasWikidata: hasWikidata, hasBrand: hasBrand,
                               footprintArea: footprint?.area ?? 0)
        self.prior = prior
        shape = PlaceShape(anchor: location, footprint: footprint, pointRadius: prior.pointRadius)
        openingHoursText = openingHours?.text
        self.openingHours = openingHours?.parsed
    }
}

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
    /// What decided the prior.
    public var priorReason: String
    /// p(fix | place) per square metre.
    public var positionDensity: Double
    /// The factor opening hours applied (1 = no effect).
    public var openFactor: Double
    /// When the place's `opening_hours` could not be read: the text from where
    /// reading stopped, so that a mapper can fix the data; nil otherwise.
    public var unreadableOpeningHours: String?
}

extension LikelihoodExplanation {
    /// The same explanation with figures rounded for people and JSON:
    /// distances to 0.1 m, factors and priors to 3 significant digits.
    public func rounded() -> LikelihoodExplanation {
        func significant(_ value: Double) -> Double {
            guard value != 0, value.isFinite else { return value }
            let scale = pow(10, 2 - floor(log10(abs(value))))
            return (value * scale).rounded() / scale
        }
        var copy = self
        copy.distanceMeters = (distanceMeters * 10).rounded() / 10
        copy.prior = significant(prior)
        copy.positionDensity = significant(positionDensity)
        copy.openFactor = significant(openFactor)
        return copy
    }
}

/// One ranked place.
public struct ScoredCandidate: Sendable {
    /// The place.
    public let candidate: CandidatePlace
    /// Its probability, in [0, 1].
    public let likelihood: Double
    let fix: Coordinate
    let density: Double
    let openStatus: HoursEvidence
    let openFactor: Double

    /// Why the place got its likelihood. Distances are computed here, on
    /// demand, so ranking a hundred candidates does not pay for them.
    public var explanation: LikelihoodExplanation {
        LikelihoodExplanation(
            distanceMeters: candidate.shape.distance(from: fix),
            insideFootprint: candidate.shape.contains(fix),
            hasFootprint: candidate.shape.footprint != nil && candidate.shape.pointRadius == 0,
            openStatus: openStatus, prior: candidate.prior.weight, priorReason: candidate.prior.reason,
            positionDensity: density, openFactor: openFactor, unreadableOpeningHours: candidate.openingHours?.unreadablePart)
    }
}

/// P(place | fix) ∝ p(fix | place) · prior(place) · hours(place, time), with a
/// "none of these" hypothesis (on the street, at home) that keeps the mass
/// honest: likelihoods are in [0, 1], sorted descending and sum to at most 1.
public enum LikelihoodModel {
    /// Prior weight of "none of these" next to an ordinary shop's 1.0.
    public static let noneWeight = 1.0
    /// Its position density: someone on the street is anywhere in about
    /// a 60 m disc around the fix (1 / (π · 60²) per m²).
    public static let noneDensity = 1 / (Double.pi * 60 * 60)
    /// A place that is closed at the given time keeps this share of its weight.
    public static let closedFactor = 0.03
    /// The largest boost an open place gets from being open (see ``openFactor(status:openFraction:)``).
    public static let maxOpenBoost = 4.0

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

    /// Ranks `candidates` for `fix`.
    /// - Parameters:
    ///   - localTime: the wall-clock time at the place, or nil to ignore opening hours.
    ///   - openFraction: the share of the week a place's hours are open (cached by the caller by hours text).
    ///   - includeNone: whether "none of these" takes part (not for approximate fixes, which always lie in some area).
    /// - Returns: every candidate with a likelihood above zero, best first, and the mass left to "none of these".
    public static func rank(_ candidates: [CandidatePlace], fix: LocationFix, localTime: LocalTime?,
                            includeNone: Bool = true,
                            openFraction: (_ hours: OpeningHours, _ text: String, LocalTime) -> Double) -> (ranked: [ScoredCandidate], none: Double) {
        let sigma = fix.sigma
        /// A candidate that may be there, by its position in `candidates`.
        struct Kept {
            let index: Int
            let score: Double
            let density: Double
            let status: HoursEvidence
            let factor: Double
        }
        var kept: [Kept] = []
        kept.reserveCapacity(candidates.count)
        for (index, candidate) in candidates.enumerated() {
            let density = candidate.shape.density(at: fix.coordinate, sigma: sigma)
            guard density > 0 else { continue }
            var status = HoursEvidence.notAsked
            var factor = 1.0
            if let localTime {
                let hours = candidate.openingHours
                let open = hours?.status(at: localTime) ?? .unknown
                status = HoursEvidence(open)
                if let hours, let text = candidate.openingHoursText, open != .unknown {
                    factor = openFactor(status: open, openFraction: openFraction(hours, text, localTime))
                }
            }
            kept.append(Kept(index: index, score: density * candidate.prior.weight * factor, density: density,
                             status: status, factor: factor))
        }
        let noneScore = includeNone ? noneWeight * noneDensity : 0
        let total = kept.reduce(noneScore) { $0 + $1.score }
        guard total > 0 else { return ([], includeNone ? 1 : 0) }
        // Most likely first, ties by id: the order is sorted as plain numbers
        // (positions in `kept`), not as the scored candidates themselves.
        let likelihoods = kept.map { $0.score / total }
        var order = Array(kept.indices)
        likelihoods.withUnsafeBufferPointer { likelihood in
            order.sort { a, b in
                if likelihood[a] != likelihood[b] { return likelihood[a] > likelihood[b] }
                let first = candidates[kept[a].index].id, second = candidates[kept[b].index].id
                return first != second ? first < second : a < b
            }
        }
        let ranked = order.map { position in
            let entry = kept[position]
            return ScoredCandidate(candidate: candidates[entry.index], likelihood: likelihoods[position], fix: fix.coordinate,
                                   density: entry.density, openStatus: entry.status, openFactor: entry.factor)
        }
        return (ranked, noneScore / total)
    }
}
