/// What a crowd keeps of one place: four sums over the randomized reports whose list held it, and nothing that
/// could rejoin a report to a person (no address, time, fix or order of arrival).
///
/// For a report r over k_r places with p_r and q_r (``RandomizedResponse``), the place x is named with
/// probability q_r, plus p_r − q_r when x was the true pick. So (1[r names x] − q_r) / (p_r − q_r) has
/// expectation 1[x was r's pick], whatever k_r, and its sum over the reports listing x is an unbiased count of
/// the people who picked x:
///
///     ĉ(x) = Σ_{r names x} 1/(p_r − q_r) − Σ_{r lists x} q_r/(p_r − q_r)
///
/// which is ``namedWeight`` − ``listedOffset``. With one k for all reports it is the familiar
/// (named − n·q) / (p − q). It can be negative; a ranking clamps it, the sums never are.
///
/// Its noise: a report that lists x without x being the pick adds a term of variance q(1 − q)/(p − q)², so
/// ``listedVariance``, their sum over every report listing x, is the variance ĉ(x) has when nobody picked x:
/// how far chance alone moves a place that is only ever shown. A ranking discounts the estimate by it.
public struct CrowdSums: Sendable, Hashable {
    /// Reports that named the place.
    public var named: Int
    /// Reports whose list held the place.
    public var listed: Int
    /// Σ 1/(p − q) over the reports that named it.
    public var namedWeight: Double
    /// Σ q/(p − q) over the reports that listed it.
    public var listedOffset: Double
    /// Σ q(1 − q)/(p − q)² over the reports that listed it: the estimate's variance under chance alone.
    public var listedVariance: Double

    /// No report.
    public static let zero = CrowdSums(named: 0, listed: 0, namedWeight: 0, listedOffset: 0, listedVariance: 0)

    /// Sums as a store holds them.
    public init(named: Int, listed: Int, namedWeight: Double, listedOffset: Double, listedVariance: Double) {
        self.named = named
        self.listed = listed
        self.namedWeight = namedWeight
        self.listedOffset = listedOffset
        self.listedVariance = listedVariance
    }

    /// The estimate less `deviations` of its standard deviations under chance, never below 0: what a ranking
    /// counts, so that a place only shown beside busy ones does not rise on the randomizing's noise.
    public func discounted(by deviations: Double) -> Double {
        let value = estimate - deviations * listedVariance.squareRoot()
        return value.isFinite ? max(0, value) : 0
    }

    /// The unbiased estimate of how many people picked the place (see above); negative when it was named less
    /// often than chance alone would name it.
    public var estimate: Double { namedWeight - listedOffset }

    /// Both sums added, as a store's increment does.
    public static func + (lhs: CrowdSums, rhs: CrowdSums) -> CrowdSums {
        CrowdSums(named: lhs.named + rhs.named, listed: lhs.listed + rhs.listed,
                  namedWeight: lhs.namedWeight + rhs.namedWeight, listedOffset: lhs.listedOffset + rhs.listedOffset,
                  listedVariance: lhs.listedVariance + rhs.listedVariance)
    }

    /// What one report over `k` places adds to a place it listed: named or not.
    public static func increment(named: Bool, k: Int, mechanism: RandomizedResponse) -> CrowdSums {
        let p = mechanism.keepProbability(k: k), q = mechanism.otherProbability(k: k)
        return CrowdSums(named: named ? 1 : 0, listed: 1, namedWeight: named ? 1 / (p - q) : 0, listedOffset: q / (p - q),
                         listedVariance: q * (1 - q) / ((p - q) * (p - q)))
    }
}
