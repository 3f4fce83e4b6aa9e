import Foundation
import Geo

/// How large an expected calibration error a perfectly calibrated method
/// would show on the same check-ins, by parametric bootstrap: in each draw,
/// every check-in is right with exactly the likelihood the method gave it.
/// Check-ins at one venue share their draw (one uniform number per venue):
/// they share the fix, and nearly the answer, so they are right or wrong
/// together, one observation rather than many. An observed ECE inside this
/// distribution cannot tell the method from a calibrated one on these data.
public struct CalibrationNoise: Sendable {
    /// Draws made.
    public let draws: Int
    /// Venues (independent observations) among the check-ins.
    public let venues: Int
    /// The median ECE of a calibrated method, venues drawn together.
    public let median: Double
    /// Its 5th percentile.
    public let lower: Double
    /// Its 95th percentile.
    public let upper: Double
    /// The share of draws (venues together) whose ECE is at most 0.05, the target.
    public let shareAtMostTarget: Double
    /// The median ECE of a calibrated method were every check-in drawn on its own.
    public let independentMedian: Double
    /// The share of draws (venues together) whose ECE is at most the observed one.
    public let observedPercentile: Double

    /// The noise for `likelihoods` (each with its venue), against the `observed` ECE; the same seed gives the
    /// same figures.
    public init(likelihoods: [(likelihood: Double, venue: String)], observed: Double, draws: Int = 1_000, seed: UInt64 = 1) {
        var venueIndex: [String: Int] = [:]
        let clusters = likelihoods.map { item in
            if let index = venueIndex[item.venue] { return index }
            venueIndex[item.venue] = venueIndex.count
            return venueIndex.count - 1
        }
        var generator = SeededGenerator(seed: seed)
        func ece(_ uniform: (Int) -> Double) -> Double {
            var tally = ReliabilityTally()
            for (index, item) in likelihoods.enumerated() {
                tally.add(item.likelihood, correct: uniform(index) < item.likelihood)
            }
            return ReliabilityBin.expectedCalibrationError(of: tally.bins)
        }
        var together: [Double] = []
        var apart: [Double] = []
        for _ in 0..<max(1, draws) {
            let perVenue = (0..<venueIndex.count).map { _ in Double.random(in: 0..<1, using: &generator) }
            together.append(ece { perVenue[clusters[$0]] })
            let perCheckin = likelihoods.indices.map { _ in Double.random(in: 0..<1, using: &generator) }
            apart.append(ece { perCheckin[$0] })
        }
        together.sort()
        apart.sort()
        self.draws = together.count
        venues = venueIndex.count
        median = together[together.count / 2]
        lower = together[Int(Double(together.count) * 0.05)]
        shareAtMostTarget = Double(together.filter { $0 <= 0.05 }.count) / Double(together.count)
        upper = together[min(together.count - 1, Int(Double(together.count) * 0.95))]
        independentMedian = apart[apart.count / 2]
        observedPercentile = Double(together.filter { $0 <= observed }.count) / Double(together.count)
    }
}
