import Foundation
import Geo

/// How sure a difference of two venue scores over the same check-ins is: a
/// 95 % interval by resampling venues with replacement (a cluster
/// bootstrap), since the check-ins at one venue share its neighbours and
/// are right or wrong nearly together. "The engine's top-1 minus
/// nearest-first's" and "with a time minus without" are both paired: each
/// resampled venue brings its check-ins under both methods.
public struct VenueDifference: Sendable {
    /// Which share is compared.
    public enum Measure: Sendable {
        /// The first answer is the venue.
        case top1
        /// The first five hold it.
        case top5
    }

    /// The difference on the check-ins as they are (`a` − `b`), as a share.
    public let observed: Double
    /// Its 2.5th percentile over the draws.
    public let lower: Double
    /// Its 97.5th percentile.
    public let upper: Double
    /// Venues resampled.
    public let venues: Int

    /// The difference `a` − `b` of `measure`, both over the same venues' check-ins; the same seed gives the
    /// same interval.
    public init(_ a: VenueMetrics, _ b: VenueMetrics, _ measure: Measure, draws: Int = 1_000, seed: UInt64 = 1) {
        let ids = a.byVenue.keys.sorted()
        // Per venue: check-ins, and hits of a minus hits of b.
        let rows: [(count: Double, gain: Double)] = ids.map { id in
            let x = a.byVenue[id] ?? VenueMetrics.Tally(), y = b.byVenue[id] ?? VenueMetrics.Tally()
            let gain = measure == .top1 ? x.first - y.first : x.five - y.five
            return (Double(x.count), Double(gain))
        }
        func share(_ picked: [Int]) -> Double {
            let count = picked.reduce(0.0) { $0 + rows[$1].count }
            return count == 0 ? 0 : picked.reduce(0.0) { $0 + rows[$1].gain } / count
        }
        observed = share(Array(rows.indices))
        venues = rows.count
        guard !rows.isEmpty else {
            lower = 0
            upper = 0
            return
        }
        var generator = SeededGenerator(seed: seed)
        var draws = (0..<max(1, draws)).map { _ in
            share(rows.indices.map { _ in Int.random(in: 0..<rows.count, using: &generator) })
        }
        draws.sort()
        lower = draws[Int(Double(draws.count) * 0.025)]
        upper = draws[min(draws.count - 1, Int(Double(draws.count) * 0.975))]
    }
}
