import Foundation
import Geo
import Places

/// A place and how likely the person is there, like `GMSPlaceLikelihood`.
public struct PlaceLikelihood: Sendable {
    /// The place, with every stored field (serialize it through a field mask).
    public let place: Place
    /// Probability in [0, 1] that the person is at this place.
    public let likelihood: Double
    /// Why the place got its likelihood.
    public let explanation: LikelihoodExplanation
    /// Whether the place is open at the query's time (nil: no time, or hours unknown).
    public let isOpenNow: Bool?
    /// The place's `opening_hours` as the model read them (nil without any), for an answer to show them without
    /// reading them again.
    public let openingHours: OpeningHours?
}
