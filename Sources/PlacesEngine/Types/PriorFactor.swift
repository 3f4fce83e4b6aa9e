import Foundation

/// One factor of a place's prior weight, in words: "people come to bars at this hour" ×2.1.
public struct PriorFactor: Sendable, Codable, Hashable {
    /// What the factor stands for.
    public var reason: String
    /// Its value (1 = no effect).
    public var factor: Double

    /// Factors in one line: "bar (bars): visits per place ×3.1, people come to bars at this hour ×2.1".
    public static func describe(_ factors: [PriorFactor]) -> String {
        factors.map { "\($0.reason) ×\(String(format: "%.2g", $0.factor))" }.joined(separator: ", ")
    }

    /// Creates a factor.
    public init(reason: String, factor: Double) {
        self.reason = reason
        self.factor = factor
    }
}
