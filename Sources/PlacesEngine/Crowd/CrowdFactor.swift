import Foundation

/// How the crowd's estimate ĉ(p) of the people who confirmed a place (``CrowdSums/estimate``) weighs it:
///
///     f(p) = (1 + max(0, ĉ(p)))^β
///
/// a factor on the place's prior, before the temperature, like its type's visit rate. A place without
/// confirmations, or with fewer than chance alone would give it (ĉ < 0), keeps f = 1: the crowd never pushes a
/// place below where the map puts it; it lifts the places people confirmed. The shape is a power of the
/// count, as a place's weight is a power of its visits in the log-linear prior (``VisitPrior``).
public struct CrowdFactor: Sendable, Hashable {
    /// β, the exponent on 1 + ĉ.
    public var exponent: Double

    /// A factor of exponent β.
    public init(exponent: Double) {
        self.exponent = exponent
    }

    /// The fitted exponent. Refit it with
    /// `current-place evaluate --checkins nyc-checkins-113k.csv --venues nyc-venues.csv --move-fixes --accuracy 20
    /// --crowd-split 0.6 --crowd-share 0.25 --epsilon 2 --fit-crowd --db midtown.sqlite`, which chooses β on a grid
    /// by the log-likelihood of the later 40 % of Midtown's check-ins given the crowd of the first 60 %
    /// (docs/BENCHMARKS.md "The crowd").
    public static let fitted = CrowdFactor(exponent: 1.0)

    /// No crowd: every factor 1.
    public static let none = CrowdFactor(exponent: 0)

    /// f for an estimate ĉ.
    public func factor(confirmations estimate: Double) -> Double {
        guard exponent != 0, estimate > 0, estimate.isFinite else { return 1 }
        return pow(1 + estimate, exponent)
    }
}
