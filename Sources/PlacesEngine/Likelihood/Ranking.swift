/// The model's answer for one fix: the candidates best first, and the mass of the two hypotheses that are no
/// candidate. The likelihoods and the two sum to 1.
public struct Ranking: Sendable {
    /// Every candidate with a likelihood above zero, best first.
    public let ranked: [ScoredCandidate]
    /// "None of these": on the street, at home, at a place the map lacks.
    public let none: Double
    /// At a place beyond the candidates' window, reached by the displaced share's spread
    /// (``LikelihoodModel/beyondScale(fix:radius:)``).
    public let beyond: Double

    /// The mass of the answer that is at no candidate: "none of these" and the places beyond the window.
    public var elsewhere: Double { none + beyond }
}
