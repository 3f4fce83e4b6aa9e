import Foundation

/// A place and how likely the person is there, like `GMSPlaceLikelihood`.
public struct PlaceLikelihood: Sendable, Hashable, Codable {
    /// The place, with the fields asked for.
    public var place: Place
    /// The probability, in [0, 1], that the person is at this place.
    public var likelihood: Double
    /// Why the place got its likelihood; only when asked for with `explain`.
    public var explanation: LikelihoodExplanation?

    /// Creates a likely place.
    public init(place: Place, likelihood: Double, explanation: LikelihoodExplanation? = nil) {
        self.place = place
        self.likelihood = likelihood
        self.explanation = explanation
    }

    private enum CodingKeys: String, CodingKey {
        case place, likelihood, explanation
    }

    /// Reads a likely place; an explanation of a shape this client does not know is left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        place = try container.decode(Place.self, forKey: .place)
        likelihood = try container.decode(Double.self, forKey: .likelihood)
        explanation = try? container.decodeIfPresent(LikelihoodExplanation.self, forKey: .explanation)
    }
}
