/// One factor of a place's prior weight, in words: "people come to bars at this hour" ×2.1.
public struct PriorFactor: Sendable, Codable, Hashable {
    /// What the factor stands for.
    public var reason: String
    /// Its value (1 = no effect).
    public var factor: Double

    /// Creates a factor.
    public init(reason: String, factor: Double) {
        self.reason = reason
        self.factor = factor
    }
}
