import Foundation
import PlacesEngine

/// One bin of a reliability diagram: the likelihoods a method showed that fell in one
/// tenth of 0…1, how many there were, their mean, and how often they were right.
///
/// Calibration after M. H. DeGroot and S. E. Fienberg, "The comparison and evaluation
/// of forecasters" (1983); the expected calibration error as in M. P. Naeini, G. F.
/// Cooper and M. Hauskrecht, "Obtaining well calibrated probabilities using Bayesian
/// binning" (AAAI 2015).
public struct ReliabilityBin: Sendable, Equatable {
    /// The bin's range of likelihoods, e.g. 0.3..<0.4 (the last bin holds 1 too).
    public let range: Range<Double>
    /// How many likelihoods fell in the bin.
    public let count: Int
    /// Their mean (0 when the bin is empty).
    public let meanConfidence: Double
    /// The share of them that were given to the true place (0 when the bin is empty).
    public let observedFrequency: Double

    /// Creates a bin from its totals.
    /// - Parameters:
    ///   - range: the likelihoods the bin holds.
    ///   - count: how many fell in it.
    ///   - confidenceSum: the sum of those likelihoods.
    ///   - correct: how many of them were the true place's.
    public init(range: Range<Double>, count: Int, confidenceSum: Double, correct: Int) {
        self.range = range
        self.count = count
        meanConfidence = count == 0 ? 0 : confidenceSum / Double(count)
        observedFrequency = count == 0 ? 0 : Double(correct) / Double(count)
    }

    /// The bins of several runs taken together (for instance every accuracy of one
    /// scenario): counts add up, means are weighted by count. The lists must have the same
    /// bins in the same order; the result has as many bins as the shortest list.
    public static func pooled(_ lists: [[ReliabilityBin]]) -> [ReliabilityBin] {
        guard let first = lists.first else { return [] }
        let binCount = lists.map(\.count).min() ?? 0
        return (0..<binCount).map { index in
            let bins = lists.map { $0[index] }
            let count = bins.reduce(0) { $0 + $1.count }
            let confidence = bins.reduce(0.0) { $0 + $1.meanConfidence * Double($1.count) }
            let correct = bins.reduce(0.0) { $0 + $1.observedFrequency * Double($1.count) }
            return ReliabilityBin(range: first[index].range, count: count, confidenceSum: confidence,
                                  correct: Int(correct.rounded()))
        }
    }

    /// Expected calibration error: Σ (n_b / N) · |observed_b − confidence_b| over the bins
    /// (0 when they are all empty).
    public static func expectedCalibrationError(of bins: [ReliabilityBin]) -> Double {
        let total = bins.reduce(0) { $0 + $1.count }
        guard total > 0 else { return 0 }
        var error = 0.0
        for bin in bins where bin.count > 0 {
            error += Double(bin.count) / Double(total) * abs(bin.observedFrequency - bin.meanConfidence)
        }
        return error
    }
}
