import Foundation
import Geo
import Places

/// P(place | fix) ∝ p(fix | place) · prior(place) · hours(place, time) ·
/// history(place, time), with a
/// "none of these" hypothesis (on the street, at home) that keeps the mass
/// honest: likelihoods are in [0, 1], sorted descending and sum to at most 1.
///
/// One value owns the whole model: the window of candidates it looks at (``searchRadius(for:)``), a place's
/// weight from its features (``weight(of:)``), and the ranking with "none of these" and the mass of
/// places beyond the window (``rank(_:fix:localTime:includeNone:history:crowd:openFraction:)``). Candidates are data;
/// every number that weighs them is here or in the fitted ``VisitPrior`` it holds.
public final class LikelihoodModel: Sendable {
    /// The fitted numbers: the types' visit rates, the features' factors, "none of these", the displaced share
    /// and its spread, the temperature, the time-of-week profiles and the history's numbers.
    public let visits: VisitPrior
    /// θ of each kind, by ``PlaceKind/index``: looked up by position, not by name, for every candidate.
    private let kindLogRates: [Double]
    /// θ of each type that has one, by ``PlaceTypeOrdinals`` (``PlaceFeatures`` carries its primary type's).
    private let typeLogRates: [Double?]

    /// The model of a visit prior.
    public init(visits: VisitPrior) {
        self.visits = visits
        kindLogRates = PlaceKind.allCases.map { visits.kindLogRates[$0.rawValue] ?? 0 }
        typeLogRates = PlaceTypeOrdinals.byOrdinal(visits.typeLogRates)
    }

    /// Every place alike (``VisitPrior/uniform``).
    public static let uniform = LikelihoodModel(visits: .uniform)

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

    /// How far around `fix` the model looks for candidates: the half side of the box they are read from.
    /// Precise fixes: three accuracies (4.5 σ, past which the fix's Gaussian holds e⁻¹⁰ of its mass) plus 60 m,
    /// which covers the largest point place's disc (40 m, ``PlaceFeatures``'s table); at most 3 km. Approximate
    /// ones: three accuracies plus a city's disc (8 km, the same table); at most 60 km.
    ///
    /// The displaced share's wider spread (``VisitPrior/positionSpread``: 45 m in the shipped prior, in quadrature
    /// with the fix's σ) reaches past this window. The fit reads its candidates from the same window, so its
    /// numbers hold for it; a prior fitted with the places beyond it (``VisitPrior/countsBeyondWindow``) has their
    /// mass estimated (``beyondScale(fix:radius:)``) rather than read, which would cost a query many times the
    /// candidates.
    public func searchRadius(for fix: LocationFix) -> Meters {
        fix.isApproximate ? min(3 * fix.horizontalAccuracy + 8_000, 60_000)
                          : min(3 * fix.horizontalAccuracy + 60, 3_000)
    }

    /// The log weight of a place before the position and the time: θ of its primary type (found by the type's
    /// ordinal, which its features carry; its kind's when the type has none) and the features' log factors
    /// (``VisitPrior``).
    public func logWeight(of features: PlaceFeatures) -> Double {
        var value = logRate(of: features)
        if features.hasWikidata { value += visits.wikidataLogFactor }
        if features.hasBrand { value += visits.brandLogFactor }
        value += visits.areaLogFactor * features.areaFeature
        if features.isContained { value += visits.containedLogFactor }
        value += visits.contentsLogFactor * features.contentsFeature
        return value
    }

    /// θ of the place's primary type, else of its kind.
    private func logRate(of features: PlaceFeatures) -> Double {
        let ordinal = features.typeOrdinal
        return (ordinal < typeLogRates.count ? typeLogRates[ordinal] : nil) ?? kindLogRates[features.kind.index]
    }

    /// The weight of a place before the position and the time (1 for every place under ``uniform``).
    public func weight(of features: PlaceFeatures) -> Double {
        exp(logWeight(of: features))
    }

    /// The factors ``weight(of:)`` is made of, for explanations: the type's visits per place, a
    /// Wikidata link, a brand, the footprint, containment; those of no effect are left out.
    public func priorFactors(of features: PlaceFeatures, primaryType: String) -> [PriorFactor] {
        var factors: [PriorFactor] = []
        let rate = logRate(of: features)
        if rate != 0 { factors.append(PriorFactor(.visits(type: primaryType, kind: features.kind), factor: exp(rate))) }
        if features.hasWikidata, visits.wikidataLogFactor != 0 {
            factors.append(PriorFactor(.wikidata, factor: exp(visits.wikidataLogFactor)))
        }
        if features.hasBrand, visits.brandLogFactor != 0 { factors.append(PriorFactor(.brand, factor: exp(visits.brandLogFactor))) }
        if features.areaFeature > 0, visits.areaLogFactor != 0 {
            factors.append(PriorFactor(.footprint(squareMeters: features.footprintArea),
                                       factor: exp(visits.areaLogFactor * features.areaFeature)))
        }
        if features.isContained, visits.containedLogFactor != 0 {
            factors.append(PriorFactor(.contained, factor: exp(visits.containedLogFactor)))
        }
        if features.contentsFeature > 0, visits.contentsLogFactor != 0 {
            factors.append(PriorFactor(.contents(count: features.contentCount),
                                       factor: exp(visits.contentsLogFactor * features.contentsFeature)))
        }
        return factors
    }

    /// What the places beyond the window add to the total, per unit of the tempered weights of the places
    /// inside it: they are assumed as many per square metre, and as heavy, as inside, and only their
    /// displaced share reaches the fix. For the box of half side R, the displaced Gaussian of σ′ (the fix's
    /// σ and the spread in quadrature) and temperature T, the tempered density (q·N(r; σ′))^T summed over the
    /// plane outside the box, over the box's area:
    ///
    ///     (q / 2πσ′²)^T · (2πσ′² / T) · (1 − erf(R·√(T/2) / σ′)²) / 4R²
    ///
    /// 0 without a displaced share (``uniform``), where the window holds all but e⁻¹⁰ of the mass, and for a
    /// prior not fitted with it (``VisitPrior/countsBeyondWindow``).
    public func beyondScale(fix: LocationFix, radius: Meters) -> Double {
        guard visits.countsBeyondWindow else { return 0 }
        return LikelihoodModel.beyondScale(displacedShare: visits.displacedShare, broadSigma: broadSigma(for: fix),
                                    radius: radius, temperature: visits.temperature)
    }

    /// ``beyondScale(fix:radius:)`` from its parts (the fit varies them).
    public static func beyondScale(displacedShare q: Double, broadSigma: Meters, radius: Meters, temperature t: Double) -> Double {
        guard q > 0, radius > 0, broadSigma > 0 else { return 0 }
        let spread = 2 * Double.pi * broadSigma * broadSigma
        let inside = erf(radius * (t / 2).squareRoot() / broadSigma)
        return pow(q / spread, t) * (spread / t) * (1 - inside * inside) / (4 * radius * radius)
    }

    /// The σ of the displaced share's density at `fix`: the fix's σ and ``VisitPrior/positionSpread`` in quadrature.
    public func broadSigma(for fix: LocationFix) -> Meters {
        let sigma = fix.sigma
        return (sigma * sigma + visits.positionSpread * visits.positionSpread).squareRoot()
    }

    /// Ranks `candidates`, the places in the box of ``searchRadius(for:)`` around `fix`.
    ///
    /// Without history, a place's likelihood is its tempered score (density × weight, to the temperature) over
    /// the total with "none of these" and the places beyond the window. With history, the person is either at
    /// one of their own places, each in proportion to its mass m(p) (``HistoryPrior/mass(of:)``) and its position
    /// density d(p) (for a pick that kept its fix, where the device was then: ``HistoryPrior/ownDensity(of:at:mappedDensity:)``),
    /// or somewhere new, drawn from that population model: a Dirichlet process whose base measure
    /// is the population's (Ferguson 1973; the "Chinese restaurant" form). Given the fix, the share of the
    /// person's own places is
    ///
    ///     h = Σ m(p)·d(p) / (Σ m(p)·d(p) + r · Z),   Z = Σ w(p)·d(p) + w_none·d_none + the places beyond the window
    ///
    /// (Z: the population's density at the fix, untempered; r: ``VisitPrior/History/newPlaceRate``), and a place's
    /// likelihood is (1 − h) × its population likelihood + h × m(p)·d(p) / Σ m·d. A person's habits then outweigh
    /// the population's in proportion to how many matching picks explain the fix, whatever the population's
    /// weights (a bakery inside a bus terminal, picked there ninety times, beats the terminal), and a pick far
    /// from the fix explains little. The history factor an explanation shows is the likelihood with history over
    /// the likelihood without. Other people's confirmations (``CrowdMixture``) enter the same way before the
    /// history, as the crowd's own history without fixes: the population's likelihoods above are the map's with
    /// the crowd mixed in.
    /// - Parameters:
    ///   - localTime: the wall-clock time at the place, or nil to ignore opening hours.
    ///   - openFraction: the share of the week a place's hours are open (cached by the caller by hours text).
    ///   - includeNone: whether "none of these" and the places beyond the window take part (not for approximate
    ///     fixes, which always lie in some area).
    ///   - history: what the person's earlier picks say (``HistoryPrior``); none by default.
    ///   - crowd: what other people's confirmations say (``CrowdEvidence``), mixed into the population's
    ///     likelihoods before the person's history (``CrowdMixture``); none by default.
    /// - Returns: every candidate with a likelihood above zero, best first, with "none of these" and the
    ///   places beyond the window.
    public func rank(_ candidates: [CandidatePlace], fix: LocationFix, localTime: LocalTime?,
                     includeNone: Bool = true, history: HistoryPrior = .none, crowd: CrowdEvidence = .none,
                     openFraction: (_ hours: OpeningHours, _ text: String, LocalTime) -> Double) -> Ranking {
        let sigma = fix.sigma
        let visits = self.visits
        // Where the place is displaced from its mapped ground (``VisitPrior/displacedShare``), the fix's error
        // and the displacement add up.
        let displaced = visits.displacedShare
        let broadSigma = broadSigma(for: fix)
        let temperature = visits.temperature
        let hourFactors = visits.hourLogFactors.isEmpty ? nil : localTime.map(visits.hourFactors(at:))
        /// A candidate that may be there, by its position in `candidates`.
        struct Kept {
            let index: Int
            let score: Double
            let population: Double
            let density: Double
            let weight: Double
            let status: HoursEvidence
            let factor: Double
            /// m(p)·d(p): how much the person's own visits to the place explain the fix.
            let own: Double
            let hour: Double
        }
        var kept: [Kept] = []
        kept.reserveCapacity(candidates.count)
        // The weights of every candidate, for the places beyond the window: tempered, and as they are (for the
        // population's density at the fix, when a history takes part).
        let beyondCounts = includeNone && displaced > 0 && visits.countsBeyondWindow
        var priors: [Double] = [], rawPriors: [Double] = []
        if beyondCounts { priors.reserveCapacity(candidates.count) }
        // Every candidate's displaced density, for the places the map lacks (``VisitPrior/unmappedLogRate``).
        let unmappedCounts = includeNone && visits.unmappedLogRate != nil
        var wides: [Double] = []
        for (index, candidate) in candidates.enumerated() {
            var status = HoursEvidence.notAsked
            var factor = 1.0
            var hour = 1.0
            if let localTime {
                hour = hourFactors?[candidate.features.kind.index] ?? 1
                let hours = candidate.openingHours
                let open = hours?.status(at: localTime) ?? .unknown
                status = HoursEvidence(open)
                if let hours, let text = candidate.openingHoursText, open != .unknown {
                    factor = pow(LikelihoodModel.openFactor(status: open, openFraction: openFraction(hours, text, localTime)),
                                 visits.openExponent)
                }
            }
            let weight = weight(of: candidate.features)
            let prior = weight * hour * factor
            if beyondCounts {
                priors.append(temperature == 1 ? prior : pow(prior, temperature))
                if !history.isEmpty { rawPriors.append(prior) }
            }
            let samples = candidate.shape.samples
            let wide = displaced > 0 || unmappedCounts ? samples.wideDensity(at: fix.coordinate, sigma: broadSigma) : 0
            if unmappedCounts { wides.append(wide) }
            let density = displaced == 0 ? samples.density(at: fix.coordinate, sigma: sigma)
                : displaced == 1 ? wide
                : (1 - displaced) * samples.density(at: fix.coordinate, sigma: sigma) + displaced * wide
            // A place the person picked may be explained by their fixes where the map's density is 0.
            let own = history.isEmpty ? 0 : history.ownDensity(of: candidate.id, at: fix, mappedDensity: density)
            guard density > 0 || own > 0 else { continue }
            // The population's model, calibrated by the temperature.
            let population = density * prior
            let tempered = temperature == 1 ? population : pow(population, temperature)
            kept.append(Kept(index: index, score: tempered, population: population, density: density, weight: weight,
                             status: status, factor: factor,
                             own: own,
                             hour: hour))
        }
        // "None of these": the street and home, and the places the map lacks.
        let unmappedMass = unmappedCounts ? exp(visits.unmappedLogRate ?? 0) * LikelihoodModel.unmappedDensity(wides) : 0
        let noneScore = includeNone ? pow(visits.noneWeight * LikelihoodModel.noneDensity, temperature)
            + (unmappedMass > 0 ? pow(unmappedMass, temperature) : 0) : 0
        let radius = searchRadius(for: fix)
        let beyondScore = beyondCounts ? LikelihoodModel.orderFreeSum(priors) * beyondScale(fix: fix, radius: radius) : 0
        // Most likely first, ties by id: the order is sorted as plain numbers
        // (positions in `kept`), not as the scored candidates themselves.
        var order = Array(kept.indices)
        func sort(by scores: [Double]) {
            scores.withUnsafeBufferPointer { score in
                order.sort { a, b in
                    if score[a] != score[b] { return score[a] > score[b] }
                    let first = candidates[kept[a].index].id, second = candidates[kept[b].index].id
                    return first != second ? first < second : a < b
                }
            }
        }
        let scores = kept.map(\.score)
        sort(by: scores)
        // Summed smallest first, whatever order the store gave the candidates in: a store an update rewrote
        // and a fresh import of the same data then give the same likelihoods to the last bit.
        let total = order.reversed().reduce(noneScore + beyondScore) { $0 + scores[$1] }
        guard total > 0 else { return Ranking(ranked: [], none: includeNone ? 1 : 0, beyond: 0) }
        var none = noneScore / total, beyond = beyondScore / total
        // The map's likelihoods, then the crowd's confirmations mixed in (``CrowdMixture``): h_c of the mass moves
        // to the places people confirmed, in proportion to ĉ⁺(p)·d(p). Without confirmations near the fix the
        // map's stand, and no array of them is made.
        var crowdMixed: [Double]?
        if crowd.isKept {
            let weights = kept.map { crowd.confirmations(of: candidates[$0.index].id) * $0.density }
            let weight = LikelihoodModel.orderFreeSum(weights)
            let share = crowd.mixture.share(weight: weight)
            if share > 0 {
                let likelihoods = kept.indices.map { (1 - share) * (scores[$0] / total) + share * weights[$0] / weight }
                none *= 1 - share
                beyond *= 1 - share
                sort(by: likelihoods)
                crowdMixed = likelihoods
            }
        }
        // A place's likelihood before the person's history: the map's, with the crowd's when it takes part.
        func population(_ position: Int) -> Double { crowdMixed?[position] ?? scores[position] / total }
        // The person's own places (see above): h of the mass moves to them, in proportion to m(p)·d(p). Without
        // a pick near the fix the population's likelihoods stand, and no array of them is made.
        let own = order.reversed().reduce(0.0) { $0 + kept[$1].own }
        var mixed: [Double]?
        if own > 0 {
            let rawBeyond = beyondCounts ? LikelihoodModel.orderFreeSum(rawPriors)
                * LikelihoodModel.beyondScale(displacedShare: displaced, broadSigma: broadSigma, radius: radius, temperature: 1) : 0
            let rawNone = includeNone ? visits.noneWeight * LikelihoodModel.noneDensity + unmappedMass : 0
            let populationDensity = order.reversed().reduce(rawBeyond + rawNone) { $0 + kept[$1].population }
            let share = own / (own + history.newPlaceRate * populationDensity)
            let likelihoods = kept.indices.map { position in
                (1 - share) * population(position) + share * kept[position].own / own
            }
            none *= 1 - share
            beyond *= 1 - share
            sort(by: likelihoods)
            mixed = likelihoods
        }
        let ranked = order.map { position in
            let entry = kept[position]
            let populationLikelihood = population(position)
            let likelihood = mixed?[position] ?? populationLikelihood
            let id = candidates[entry.index].id
            return ScoredCandidate(candidate: candidates[entry.index], likelihood: likelihood, fix: fix.coordinate,
                                   density: entry.density, weight: entry.weight, openStatus: entry.status,
                                   openFactor: entry.factor, hourFactor: entry.hour,
                                   historyFactor: mixed == nil ? 1 : LikelihoodModel.factor(likelihood, over: populationLikelihood),
                                   historyVisits: history.isEmpty ? 0 : history.visitCount(of: id),
                                   crowdConfirmations: crowd.isKept ? crowd.estimate(of: id) : nil,
                                   crowdFactor: crowd.isKept
                                       ? (crowdMixed == nil ? 1 : LikelihoodModel.factor(populationLikelihood, over: entry.score / total)) : nil,
                                   model: self)
        }
        return Ranking(ranked: ranked, none: none, beyond: beyond)
    }

    /// The history's or the crowd's factor: the likelihood with it over `population`, the likelihood without.
    /// Capped at the largest double, which a place only the person's own fixes put in the list gets (its
    /// population likelihood is 0: the map draws it kilometres off), so that the factor is always a number JSON
    /// can hold.
    static func factor(_ likelihood: Double, over population: Double) -> Double {
        guard population > 0 else { return likelihood > 0 ? .greatestFiniteMagnitude : 1 }
        return min(likelihood / population, .greatestFiniteMagnitude)
    }

    /// The position density of the places the map lacks, per unit of their rate (``VisitPrior/unmappedLogRate``):
    /// every candidate's displaced density (the fix's σ and ``VisitPrior/positionSpread`` in quadrature) summed,
    /// in any order to the last bit. Each mapped place stands for unmapped ones around it.
    public static func unmappedDensity(_ wideDensities: [Double]) -> Double {
        orderFreeSum(wideDensities)
    }

    /// The sum of positive `terms`, the same to the last bit in whatever order they come (a store an update
    /// rewrote lists its candidates in another order than a fresh import): each term is rounded to 2⁻⁴⁰ of
    /// the largest and the integers are added, which is exact. The error, at most n · 2⁻⁴¹ of the largest, is
    /// far below what a likelihood's four shown decimals can see.
    static func orderFreeSum(_ terms: [Double]) -> Double {
        guard let top = terms.max(), top > 0, top.isFinite else { return terms.max() ?? 0 }
        let scale = 0x1p40 / top
        var sum: Int64 = 0
        for term in terms where term > 0 { sum &+= Int64((term * scale).rounded()) }
        return Double(sum) / scale
    }
}
