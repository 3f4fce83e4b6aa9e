import Foundation

/// The answer to "where am I?" (`GET /v1/currentPlace`): the likely places and how to show them.
public struct CurrentPlaceAnswer: Sendable, Hashable, Codable {
    /// At most `limit` places, most likely first.
    public var placeLikelihoods: [PlaceLikelihood]
    /// The probability left to "none of these" (on the street, at home) and to the places past the limit.
    public var otherLikelihood: Double
    /// The engine's own "none of these" (on the street, at home, at a place the map lacks or beyond the places it
    /// ranked): the part of ``otherLikelihood`` that is at no listed place; nil from a server that does not say it.
    public var noneLikelihood: Double?
    /// The map zoom the tutorial uses: 15 for a precise fix, 10 for an approximate one.
    public var recommendedZoom: Int
    /// Whether the fix was approximate (1 000 m or more), so the places are areas: neighbourhoods, suburbs, the city.
    public var isApproximate: Bool
    /// What the map data's licence asks apps to show: "© OpenStreetMap contributors".
    public var attributions: [String]

    /// Creates an answer.
    public init(placeLikelihoods: [PlaceLikelihood], otherLikelihood: Double, noneLikelihood: Double? = nil,
                recommendedZoom: Int, isApproximate: Bool, attributions: [String] = ["© OpenStreetMap contributors"]) {
        self.placeLikelihoods = placeLikelihoods
        self.otherLikelihood = otherLikelihood
        self.noneLikelihood = noneLikelihood
        self.recommendedZoom = recommendedZoom
        self.isApproximate = isApproximate
        self.attributions = attributions
    }

    private enum CodingKeys: String, CodingKey {
        case placeLikelihoods, otherLikelihood, noneLikelihood, recommendedZoom, isApproximate = "approximate", attributions
    }

    /// Reads an answer: the places are required; the rest has defaults (nothing left over, precise, zoom 15 for a
    /// precise fix and 10 for an approximate one, no attributions).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        placeLikelihoods = try container.decode([PlaceLikelihood].self, forKey: .placeLikelihoods)
        otherLikelihood = try container.decodeIfPresent(Double.self, forKey: .otherLikelihood) ?? 0
        noneLikelihood = try container.decodeIfPresent(Double.self, forKey: .noneLikelihood)
        isApproximate = try container.decodeIfPresent(Bool.self, forKey: .isApproximate) ?? false
        recommendedZoom = try container.decodeIfPresent(Int.self, forKey: .recommendedZoom) ?? (isApproximate ? 10 : 15)
        attributions = try container.decodeIfPresent([String].self, forKey: .attributions) ?? []
    }
}
