import Foundation
import PlacesEngine

/// Accumulates the scores of one method in one evaluation cell.
public struct RankingMetrics: Sendable {
    private(set) var samples = 0
    private var top1 = 0, top5 = 0
    private var reciprocalRanks = 0.0
    private var footprintSamples = 0, footprintTop1 = 0, footprintTop5 = 0
    private var seconds = 0.0
    /// Per likelihood decile: predictions, their summed likelihood, and how many were right.
    private var tally = ReliabilityTally()
    private var hasProbabilities = false

    /// Records one simulated person.
    /// - Parameters:
    ///   - rank: 1-based rank of the true place, nil when it was not listed.
    ///   - shown: the (likelihood, is the true place) pairs of the list a person sees (top 5), when the method has likelihoods.
    ///   - hasFootprint: whether the true place has a mapped footprint.
    mutating func record(rank: Int?, shown: [(Double, Bool)]?, hasFootprint: Bool, seconds: Double) {
        samples += 1
        self.seconds += seconds
        if let rank {
            if rank == 1 { top1 += 1 }
            if rank <= 5 { top5 += 1 }
            reciprocalRanks += 1 / Double(rank)
        }
        if hasFootprint {
            footprintSamples += 1
            if rank == 1 { footprintTop1 += 1 }
            if let rank, rank <= 5 { footprintTop5 += 1 }
        }
        guard let shown else { return }
        hasProbabilities = true
        for (likelihood, correct) in shown {
            tally.add(likelihood, correct: correct)
        }
    }

    private func share(_ count: Int, of total: Int) -> Double { total == 0 ? 0 : Double(count) / Double(total) }
    /// The people recorded.
    public var sampleCount: Int { samples }
    /// Share of people whose place came first.
    public var top1Accuracy: Double { share(top1, of: samples) }
    /// Share of people whose place was in the first five.
    public var top5Accuracy: Double { share(top5, of: samples) }
    /// Mean reciprocal rank (0 for unlisted).
    public var meanReciprocalRank: Double { samples == 0 ? 0 : reciprocalRanks / Double(samples) }
    /// Top-1 among people at places with footprints.
    public var footprintTop1Accuracy: Double { share(footprintTop1, of: footprintSamples) }
    /// Top-5 among people at places with footprints.
    public var footprintTop5Accuracy: Double { share(footprintTop5, of: footprintSamples) }
    /// People at places with footprints.
    public var footprintSampleCount: Int { footprintSamples }

    /// Mean seconds per query.
    public var secondsPerQuery: Double { samples == 0 ? 0 : seconds / Double(samples) }

    /// The reliability diagram's 10 equal-width likelihood bins (0–0.1, …, 0.9–1) over the
    /// likelihoods a person is shown (the top 5); nil for a method without likelihoods.
    public var reliabilityBins: [ReliabilityBin]? {
        hasProbabilities ? tally.bins : nil
    }

    /// Expected calibration error over 10 equal-width likelihood bins:
    /// Σ (n_b / N) · |accuracy_b − confidence_b|; nil for a method without likelihoods.
    public var expectedCalibrationError: Double? {
        reliabilityBins.map(ReliabilityBin.expectedCalibrationError(of:))
    }
}
