/// Likelihoods counted into the ten bins of a reliability diagram (0–0.1, …, 0.9–1):
/// how many fell in each, their sum, and how many were right.
struct ReliabilityTally: Sendable {
    private var count = [Int](repeating: 0, count: 10)
    private var confidence = [Double](repeating: 0, count: 10)
    private var correct = [Int](repeating: 0, count: 10)

    /// Counts one likelihood and whether it was given to the right answer.
    mutating func add(_ likelihood: Double, correct right: Bool) {
        let bin = min(9, max(0, Int(likelihood * 10)))
        count[bin] += 1
        confidence[bin] += likelihood
        if right { correct[bin] += 1 }
    }

    /// The ten bins.
    var bins: [ReliabilityBin] {
        (0..<10).map { bin in
            ReliabilityBin(range: Double(bin) / 10 ..< Double(bin + 1) / 10, count: count[bin],
                           confidenceSum: confidence[bin], correct: correct[bin])
        }
    }
}
