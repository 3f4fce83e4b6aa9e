import Foundation

/// k-ary randomized response: how a device hides which place a person picked among the `k` places they were
/// shown, and still lets a server count every place without bias (Warner, "Randomized response", JASA 1965;
/// the k-ary form of Kairouz, Oh and Viswanath, "Extremal mechanisms for local differential privacy", NeurIPS
/// 2014, as in RAPPOR and Apple's telemetry).
///
/// The device keeps the true pick with probability p = e^ε / (e^ε + k − 1) and otherwise sends one of the other
/// k − 1 places uniformly, each with q = 1 / (e^ε + k − 1). Any one report is then ε-differentially private: p/q
/// = e^ε, whatever was picked.
public struct RandomizedResponse: Sendable, Hashable {
    /// The privacy budget ε of one report.
    public let epsilon: Double

    /// The fewest places a report is randomized over: with one there is nothing to hide among.
    public static let minimumCandidates = 2
    /// The most places a report is randomized over: the five shown, the pick from a search, and room to spare.
    public static let maximumCandidates = 20
    /// The ε a server asks for unless told otherwise (docs/PRIVACY.md says what it means).
    public static let defaultEpsilon = 2.0
    /// The ε a server accepts: from 0.1 (p within 10 % of uniform at k = 2) to 10 (the truth kept 99.8 % of the
    /// time at k = 20, which protects nothing worth the name).
    public static let epsilonRange = 0.1...10.0

    /// A mechanism with budget `epsilon`.
    /// - Precondition: `epsilon` lies in ``epsilonRange`` (parse it at the edge with ``init(checking:)``).
    public init(epsilon: Double) {
        precondition(RandomizedResponse.epsilonRange.contains(epsilon), "ε outside \(RandomizedResponse.epsilonRange)")
        self.epsilon = epsilon
    }

    /// A mechanism with budget `epsilon`, or nil when it is not a finite number in ``epsilonRange``.
    public init?(checking epsilon: Double) {
        guard epsilon.isFinite, RandomizedResponse.epsilonRange.contains(epsilon) else { return nil }
        self.init(epsilon: epsilon)
    }

    /// p: the probability that a report over `k` places names the true pick.
    public func keepProbability(k: Int) -> Double {
        let odds = exp(epsilon)
        return odds / (odds + Double(k - 1))
    }

    /// q: the probability that a report over `k` places names one given place other than the true pick.
    public func otherProbability(k: Int) -> Double {
        1 / (exp(epsilon) + Double(k - 1))
    }

    /// The place to send for a person who picked `candidates[pick]`: itself with probability p, else one of the
    /// others uniformly. A device calls it with the system's secure generator (the default); an evaluation
    /// that must repeat passes a seeded one.
    /// - Returns: the index in `candidates` to report.
    /// - Precondition: `candidates` holds 2 to 20 places and `pick` is one of their indices.
    public func randomize<Generator: RandomNumberGenerator>(pick: Int, count k: Int, using generator: inout Generator) -> Int {
        precondition((RandomizedResponse.minimumCandidates...RandomizedResponse.maximumCandidates).contains(k) && (0..<k).contains(pick),
                     "a pick among 2 to 20 places")
        if Double.random(in: 0..<1, using: &generator) < keepProbability(k: k) { return pick }
        // One of the k − 1 others, uniformly: draw among k − 1 and step over the pick.
        let other = Int.random(in: 0..<(k - 1), using: &generator)
        return other < pick ? other : other + 1
    }

    /// ``randomize(pick:count:using:)`` with the system's secure generator.
    public func randomize(pick: Int, count k: Int) -> Int {
        var generator = SystemRandomNumberGenerator()
        return randomize(pick: pick, count: k, using: &generator)
    }
}
