import Places

/// What the crowd says about one ranking's candidates: their estimates ĉ and the factor that weighs them.
public struct CrowdEvidence: Sendable {
    /// ĉ of the candidates some report listed.
    public let estimates: [PlaceID: Double]
    /// How an estimate weighs a place.
    public let factor: CrowdFactor

    /// No crowd: the map alone, and no crowd figures in explanations.
    public static let none = CrowdEvidence(estimates: [:], factor: .none, isKept: false)

    /// Whether a crowd takes part (explanations then show every place's figures, 0 and 1 included).
    public let isKept: Bool

    /// The evidence of `estimates` weighed by `factor`.
    public init(estimates: [PlaceID: Double], factor: CrowdFactor) {
        self.init(estimates: estimates, factor: factor, isKept: true)
    }

    private init(estimates: [PlaceID: Double], factor: CrowdFactor, isKept: Bool) {
        self.estimates = estimates
        self.factor = factor
        self.isKept = isKept
    }

    /// ĉ of `place` (0 when no report listed it).
    public func estimate(of place: PlaceID) -> Double { estimates[place] ?? 0 }

    /// f of `place`.
    public func factor(of place: PlaceID) -> Double {
        estimates.isEmpty ? 1 : factor.factor(confirmations: estimate(of: place))
    }
}
