import Places

import Crowd

/// What the crowd says about one ranking's candidates: their sums (``CrowdSums``) and the mixture that weighs
/// them (``CrowdMixture``).
public struct CrowdEvidence: Sendable {
    /// The sums of the candidates some report listed.
    public let sums: [PlaceID: CrowdSums]
    /// How the estimates enter the ranking.
    public let mixture: CrowdMixture
    /// Whether a crowd takes part (explanations then show every place's figures, 0 and 1 included).
    public let isKept: Bool

    /// No crowd: the map alone, and no crowd figures in explanations.
    public static let none = CrowdEvidence(sums: [:], mixture: .none, isKept: false)

    /// The evidence of `sums` weighed by `mixture`.
    public init(sums: [PlaceID: CrowdSums], mixture: CrowdMixture) {
        self.init(sums: sums, mixture: mixture, isKept: true)
    }

    private init(sums: [PlaceID: CrowdSums], mixture: CrowdMixture, isKept: Bool) {
        self.sums = sums
        self.mixture = mixture
        self.isKept = isKept
    }

    /// ĉ of `place` (0 when no report listed it).
    public func estimate(of place: PlaceID) -> Double { sums[place]?.estimate ?? 0 }

    /// ĉ⁺: the estimate as a ranking counts it, discounted for chance (``CrowdMixture/noiseDeviations``), never below 0.
    public func confirmations(of place: PlaceID) -> Double {
        sums[place]?.discounted(by: mixture.noiseDeviations) ?? 0
    }
}
