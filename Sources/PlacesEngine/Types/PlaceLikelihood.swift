import Foundation
import Geo
import Places

/// A place and how likely the person is there, like `GMSPlaceLikelihood`.
public struct PlaceLikelihood: Sendable {
    /// The place, with every stored field (serialize it through a field mask).
    public let place: Place
    /// Probability in [0, 1] that the person is at this place.
    public let likelihood: Double
    /// How the model scored it, for the explanation.
    private let scored: ScoredCandidate

    /// Why the place got its likelihood: worded when asked (an answer that is not explained never pays for it).
    public var explanation: LikelihoodExplanation { scored.explanation }
    /// Whether the place is open at the query's time (nil: no time, or hours unknown).
    public var isOpenNow: Bool? { scored.openStatus.isOpen }
    /// The place's `opening_hours` as the model read them (nil without any), for an answer to show them without
    /// reading them again.
    public var openingHours: OpeningHours? { scored.candidate.openingHours }

    /// The place `scored` stands for, with its details read from the store.
    init(place: Place, scored: ScoredCandidate) {
        self.place = place
        likelihood = scored.likelihood
        self.scored = scored
    }
}
