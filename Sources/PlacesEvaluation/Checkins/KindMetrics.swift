import Foundation

/// Kind-level scores of one method over check-ins: how often the top answer's
/// kind is the person's, and, for a method with likelihoods, the likelihood it
/// gave the right kind and the calibration of the top answer's kind likelihood.
public struct KindMetrics: Sendable {
    /// Check-ins scored.
    public private(set) var count = 0
    private var right = 0
    private var rightKindLikelihood = 0.0
    private var confidenceSum = 0.0
    private var tally = ReliabilityTally()
    /// Each likelihood with the venue it was given at, for ``calibrationNoise(draws:seed:)``.
    private var likelihoods: [(likelihood: Double, venue: String)] = []

    /// Records one check-in.
    /// - Parameters:
    ///   - correct: whether the top answer's kind is the person's.
    ///   - confidence: the likelihood the method gave the top answer's kind (nil for a method without likelihoods).
    ///   - rightKind: the likelihood it gave the person's kind.
    ///   - venue: where the check-in was (check-ins at one venue are right or wrong together).
    mutating func record(correct: Bool, confidence: Double? = nil, rightKind: Double = 0, venue: String? = nil) {
        count += 1
        if correct { right += 1 }
        rightKindLikelihood += rightKind
        if let confidence {
            confidenceSum += confidence
            tally.add(confidence, correct: correct)
            likelihoods.append((confidence, venue ?? "check-in \(count)"))
        }
    }

    /// Share of check-ins whose top answer had the right kind.
    public var top1: Double { count == 0 ? 0 : Double(right) / Double(count) }
    /// Mean likelihood given to the right kind.
    public var meanRightKindLikelihood: Double { count == 0 ? 0 : rightKindLikelihood / Double(count) }
    /// Mean likelihood given to the top answer's kind: against ``top1``, whether the method is timid or bold.
    public var meanConfidence: Double { count == 0 ? 0 : confidenceSum / Double(count) }
    /// The reliability diagram of the top answer's kind likelihood, in tenths.
    public var bins: [ReliabilityBin] { tally.bins }
    /// Expected calibration error of the top answer's kind likelihood (10 equal bins).
    public var expectedCalibrationError: Double { ReliabilityBin.expectedCalibrationError(of: bins) }

    /// The ECE a calibrated method would show on these check-ins, against this one's (``CalibrationNoise``).
    public func calibrationNoise(draws: Int = 1_000, seed: UInt64 = 1) -> CalibrationNoise {
        CalibrationNoise(likelihoods: likelihoods, observed: expectedCalibrationError, draws: draws, seed: seed)
    }
}
