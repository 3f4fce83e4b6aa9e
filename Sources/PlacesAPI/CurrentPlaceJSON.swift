import Foundation
import Places
import PlacesEngine

/// The JSON of an answer, as the CLI and the HTTP API write it (see docs/API.md).
public struct CurrentPlaceJSON: Encodable, Sendable {
    struct Item: Encodable {
        let place: PlaceJSON
        let likelihood: Double
        let explanation: LikelihoodExplanation?
    }

    let placeLikelihoods: [Item]
    let otherLikelihood: Double
    let recommendedZoom: Int
    let approximate: Bool
    let attributions = ["© OpenStreetMap contributors"]

    /// The JSON of `answer` with the fields of `fields`, names in `language`,
    /// and each place's explanation when `explain` is set. Likelihoods are
    /// rounded to 4 decimals.
    public init(_ answer: CurrentPlaceAnswer, fields: PlaceFields, language: LanguageCode?, explain: Bool) {
        placeLikelihoods = answer.placeLikelihoods.map {
            Item(place: PlaceJSON($0.place, language: language, fields: fields, isOpenNow: $0.isOpenNow),
                 likelihood: ($0.likelihood * 10_000).rounded() / 10_000,
                 explanation: explain ? $0.explanation.rounded() : nil)
        }
        otherLikelihood = (answer.otherLikelihood * 10_000).rounded() / 10_000
        recommendedZoom = answer.recommendedZoom
        approximate = answer.isApproximate
    }
}
