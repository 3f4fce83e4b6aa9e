import Foundation
import Places

/// One factor of a place's prior weight, in words: "people come to bars at this hour" ×2.1.
public struct PriorFactor: Sendable, Codable, Hashable {
    /// Which part of the visit prior a factor is, for a front end to say in its own language.
    public enum Source: Sendable, Codable, Hashable {
        /// The visits per place of the type (its kind's rate where the type had too few).
        case visits(type: String, kind: PlaceKind)
        /// The kind's time-of-week profile at the given time.
        case hour(kind: PlaceKind)
        /// A Wikidata link.
        case wikidata
        /// A brand.
        case brand
        /// A footprint larger than the kind's disc.
        case footprint(squareMeters: Double)
        /// Lying inside another listed place (conflation's containment).
        case contained
        /// Holding `count` listed places.
        case contents(count: Int)
    }

    /// What the factor stands for, in English (the API's words).
    public var reason: String
    /// Its value (1 = no effect).
    public var factor: Double
    /// Which part of the prior it is; nil for a factor read back from JSON, which carries only the words.
    public var source: Source?

    private enum CodingKeys: String, CodingKey {
        case reason, factor
    }

    /// Factors in one line: "bar (bars): visits per place ×3.1, people come to bars at this hour ×2.1".
    /// Each factor to two significant digits, in plain notation below a million (a mall's ×120, not ×1.2e+02).
    public static func describe(_ factors: [PriorFactor]) -> String {
        factors.map { "\($0.reason) ×\(twoDigits($0.factor))" }.joined(separator: ", ")
    }

    private static func twoDigits(_ value: Double) -> String {
        guard abs(value) >= 100, abs(value) < 1e6 else { return String(format: "%.2g", value) }
        return String(format: "%.0f", value.rounded(toSignificantDigits: 2))
    }

    /// A factor in words only (as JSON carries it).
    public init(reason: String, factor: Double) {
        self.reason = reason
        self.factor = factor
        source = nil
    }

    /// A factor from `source`, with its English reason.
    public init(_ source: Source, factor: Double) {
        self.source = source
        self.factor = factor
        switch source {
        case .visits(let type, let kind): reason = "\(type) (\(kind.plural)): visits per place"
        case .hour(let kind): reason = "people come to \(kind.plural) at this hour"
        case .wikidata: reason = "on Wikidata"
        case .brand: reason = "a brand"
        case .footprint(let area): reason = String(format: "footprint of %.0f m²", area)
        case .contained: reason = "inside another place"
        case .contents(let count): reason = "places inside it: \(count)"
        }
    }
}
