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
    let noneLikelihood: Double
    let otherLikelihood: Double
    let recommendedZoom: Int
    let approximate: Bool
    let attributions = ["© OpenStreetMap contributors"]

    /// The JSON of `answer` with the fields of `fields`, names in `language`,
    /// and each place's explanation when `explain` is set. Likelihoods are
    /// rounded to 4 decimals.
    /// - Parameter week: a moment of the week whose opening hours places show
    ///   (`regularOpeningHours`), and its zone: the request's time, or now.
    public init(_ answer: CurrentPlaceAnswer, fields: PlaceFields, language: LanguageCode?, explain: Bool,
                week: (date: Date, timeZone: TimeZone)? = nil) {
        placeLikelihoods = answer.placeLikelihoods.map {
            Item(place: PlaceJSON($0.place, language: language, fields: fields, isOpenNow: $0.isOpenNow, week: week,
                                    openingHours: $0.openingHours),
                 likelihood: ($0.likelihood * 10_000).rounded() / 10_000,
                 explanation: explain ? $0.explanation.rounded() : nil)
        }
        noneLikelihood = (answer.noneLikelihood * 10_000).rounded() / 10_000
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
        json.key("noneLikelihood")
        json.value(noneLikelihood)
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
        json.member("crowdConfirmations", ifPresent: crowdConfirmations)
        json.member("crowdFactor", ifPresent: crowdFactor)
        json.key("distanceMeters")
        json.value(distanceMeters)
        json.key("hasFootprint")
        json.value(hasFootprint)
        json.key("historyFactor")
        json.value(historyFactor)
        json.key("historyVisits")
        json.value(historyVisits)
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
        if let priorFactors {
            json.key("priorFactors")
            json.beginArray()
            for factor in priorFactors {
                json.beginObject()
                json.key("factor")
                json.value(factor.factor)
                json.key("reason")
                json.value(factor.reason)
                json.endObject()
            }
            json.endArray()
        }
        json.key("priorReason")
        json.value(priorReason)
        json.member("unreadableOpeningHours", ifPresent: unreadableOpeningHours)
        json.endObject()
    }
}
