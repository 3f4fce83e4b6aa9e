import Foundation

/// Why a place got its likelihood (asked for with `explain`), as the server's engine says it.
public struct LikelihoodExplanation: Sendable, Hashable, Codable {
    /// Metres from the fix to the place (0 when the fix is on its ground).
    public var distanceMeters: Double
    /// Whether the fix lies on the place's ground (its footprint, or the disc of its kind).
    public var insideFootprint: Bool
    /// Whether the place has a mapped footprint.
    public var hasFootprint: Bool
    /// `open`, `closed` or `unknown` at the request's time; `notAsked` without a time.
    public var openStatus: String
    /// The factor opening hours applied (1: no effect).
    public var openFactor: Double
    /// The prior weight.
    public var prior: Double
    /// What decided the prior.
    public var priorReason: String
    /// p(fix | place) per square metre.
    public var positionDensity: Double
    /// When the place's `opening_hours` could not be read, the text from where reading stopped.
    public var unreadableOpeningHours: String?
    /// The factor the person's history applied (1: never picked, or no history sent); nil from servers before it.
    public var historyFactor: Double?
    /// How many of the history's visits were to this place; nil from servers before it.
    public var historyVisits: Int?
    /// The prior's factors one by one (the type's visits per place, a brand, the kind's hour, …); nil when the
    /// server's prior has none, or from servers before it.
    public var priorFactors: [PriorFactor]?
    /// The crowd's unbiased estimate of how many people confirmed the place, to 0.1 (0 when no confirmation listed
    /// it, below 0 when it was reported less often than chance alone would report it); nil when the server keeps
    /// no crowd, or from servers before it.
    public var crowdConfirmations: Double?
    /// The place's likelihood with other people's confirmations over its likelihood by the map alone (1: no
    /// effect); nil when the server keeps no crowd, or from servers before it.
    public var crowdFactor: Double?

    /// One factor of the prior, e.g. "people come to bars at this hour" ×2.1.
    public struct PriorFactor: Sendable, Hashable, Codable {
        /// What the factor stands for.
        public var reason: String
        /// Its value (1: no effect).
        public var factor: Double

        /// Creates a factor.
        public init(reason: String, factor: Double) {
            self.reason = reason
            self.factor = factor
        }
    }

    /// Creates an explanation.
    public init(distanceMeters: Double, insideFootprint: Bool, hasFootprint: Bool, openStatus: String, openFactor: Double,
                prior: Double, priorReason: String, positionDensity: Double, unreadableOpeningHours: String? = nil,
                historyFactor: Double? = nil, historyVisits: Int? = nil, priorFactors: [PriorFactor]? = nil,
                crowdConfirmations: Double? = nil, crowdFactor: Double? = nil) {
        self.distanceMeters = distanceMeters
        self.insideFootprint = insideFootprint
        self.hasFootprint = hasFootprint
        self.openStatus = openStatus
        self.openFactor = openFactor
        self.prior = prior
        self.priorReason = priorReason
        self.positionDensity = positionDensity
        self.unreadableOpeningHours = unreadableOpeningHours
        self.historyFactor = historyFactor
        self.historyVisits = historyVisits
        self.priorFactors = priorFactors
        self.crowdConfirmations = crowdConfirmations
        self.crowdFactor = crowdFactor
    }
}
