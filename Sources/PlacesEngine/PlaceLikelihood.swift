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
}

/// The answer to "where am I?": the likely places and how to show them.
public struct CurrentPlaceAnswer: Sendable {
    /// At most `limit` places, most likely first.
    public let placeLikelihoods: [PlaceLikelihood]
    /// The probability left to "none of these" (on the street, at home) and to places past the limit.
    public let otherLikelihood: Double
    /// The map zoom the tutorial uses: 15 for a precise fix, 10 for an approximate one.
    public let recommendedZoom: Int
    /// Whether the fix was approximate, so the places are areas (neighbourhood, suburb, city).
    public let isApproximate: Bool
}

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

extension CurrentPlaceJSON: CompactJSONWritable {
    /// Writes the same JSON as a `JSONEncoder` with sorted keys and unescaped
    /// slashes writes for this answer, without the encoder (keys in UTF-8 order).
    public func write(to json: inout CompactJSON) {
        json.beginObject()
        json.key("approximate")
        json.value(approximate)
        json.key("attributions")
        json.value(attributions)
        json.key("otherLikelihood")
        json.value(otherLikelihood)
        json.key("placeLikelihoods")
        json.beginArray()
        // Every place of an answer is written with the answer's one field mask.
        let keyMask = placeLikelihoods.first.map { PlaceJSON.keyMask($0.place.fields) } ?? 0
        for item in placeLikelihoods {
            json.beginObject()
            if let explanation = item.explanation {
                json.key("explanation")
                explanation.write(to: &json)
            }
            json.key("likelihood")
            json.value(item.likelihood)
            json.key("place")
            item.place.write(to: &json, keyMask: keyMask)
            json.endObject()
        }
        json.endArray()
        json.key("recommendedZoom")
        json.value(recommendedZoom)
        json.endObject()
    }
}

extension LikelihoodExplanation {
    /// Its synthesized `Codable` form, keys sorted by UTF-8 bytes.
    func write(to json: inout CompactJSON) {
        json.beginObject()
        json.key("distanceMeters")
        json.value(distanceMeters)
        json.key("hasFootprint")
        json.value(hasFootprint)
        json.key("insideFootprint")
        json.value(insideFootprint)
        json.key("openFactor")
        json.value(openFactor)
        json.key("openStatus")
        json.value(openStatus.rawValue)
        json.key("positionDensity")
        json.value(positionDensity)
        json.key("prior")
        json.value(prior)
        json.key("priorReason")
        json.value(priorReason)
        json.member("unreadableOpeningHours", ifPresent: unreadableOpeningHours)
        json.endObject()
    }
}
