import Foundation

/// The answer to "where am I?": the likely places and how to show them.
public struct CurrentPlaceAnswer: Sendable {
    /// At most `limit` places, most likely first.
    public let placeLikelihoods: [PlaceLikelihood]
    /// The probability left to "none of these" (on the street, at home, at a place the map lacks or one
    /// beyond the model's window) and to places past the limit: 1 minus the places shown.
    public let otherLikelihood: Double
    /// The model's own "none of these": the part of ``otherLikelihood`` that is at no place it ranked.
    public let noneLikelihood: Double
    /// The map zoom the tutorial uses: 15 for a precise fix, 10 for an approximate one.
    public let recommendedZoom: Int
    /// Whether the fix was approximate, so the places are areas (neighbourhood, suburb, city).
    public let isApproximate: Bool

    /// Creates an answer.
    public init(placeLikelihoods: [PlaceLikelihood], noneLikelihood: Double, otherLikelihood: Double, recommendedZoom: Int,
                isApproximate: Bool) {
        self.placeLikelihoods = placeLikelihoods
        self.noneLikelihood = noneLikelihood
        self.otherLikelihood = otherLikelihood
        self.recommendedZoom = recommendedZoom
        self.isApproximate = isApproximate
    }
}
