import Foundation

/// How other people's confirmations enter a ranking: a Dirichlet process over places whose base measure is the
/// map's model (Ferguson 1973), the same form as the person's own history (``HistoryPrior``), with everyone's
/// confirmations as a history of the crowd's.
///
/// At a fix, the confirmations explain it with weight S = Σ ĉ⁺(p)·d(p), the estimate of the people who
/// confirmed each candidate less z of its standard deviations under chance (``CrowdSums/discounted(by:)``;
/// below 0 counted as 0) times the place's position density at the fix. The crowd's share of the answer is h = S / (S + α), and a place's likelihood is
///
///     (1 − h) × its likelihood by the map + h × ĉ⁺(p)·d(p) / S
///
/// with "none of these" and the places beyond the window scaled by 1 − h too. A place nobody confirmed keeps
/// its order against every other such place and against "none of these": lacking confirmations is no
/// evidence against a place (a new crowd has none anywhere); it gives way only to the places people confirmed.
/// Where confirmations are many (S ≫ α) the crowd decides, in proportion to the picks that explain the fix.
public struct CrowdMixture: Sendable, Hashable {
    /// α, in confirmations per square metre: the crowd's weight S at which it takes half the answer.
    public var concentration: Double
    /// z: how many standard deviations of the randomizing's noise an estimate is discounted by.
    public var noiseDeviations: Double

    /// A mixture of concentration α that discounts estimates by z deviations.
    public init(concentration: Double, noiseDeviations: Double) {
        self.concentration = concentration
        self.noiseDeviations = noiseDeviations
    }

    /// The fitted concentration. Refit it with
    /// `current-place evaluate --checkins nyc-checkins-113k.csv --venues nyc-venues.csv --move-fixes --accuracy 20
    /// --crowd-split 0.6 --crowd-share 0.25 --epsilon 2 --fit-crowd --db midtown.sqlite`, which chooses α on a
    /// 1-2-5 grid, and z among 0 to 3 by halves, by the log-likelihood of the later 40 % of Midtown's check-ins given the crowd of the first 60 %
    /// (docs/BENCHMARKS.md "The crowd").
    public static let fitted = CrowdMixture(concentration: 1e-3, noiseDeviations: 1)

    /// No crowd: the map alone.
    public static let none = CrowdMixture(concentration: .infinity, noiseDeviations: 0)

    /// h for the crowd's weight S at a fix.
    public func share(weight: Double) -> Double {
        guard weight > 0, weight.isFinite, concentration.isFinite else { return 0 }
        return weight / (weight + concentration)
    }
}
