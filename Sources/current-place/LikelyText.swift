import Foundation
import Places
import PlacesEngine

/// The human-readable answer of `likely`: "1. Name — address (42%)".
enum LikelyText {
    static func render(_ answer: CurrentPlaceAnswer, request: CurrentPlaceRequest, explain: Bool, words: Localizer) -> String {
        let fix = request.fix
        var lines = [words(.fix, ["lat": String(format: "%.6f", fix.coordinate.latitude),
                                  "lon": String(format: "%.6f", fix.coordinate.longitude),
                                  "accuracy": words.number(fix.horizontalAccuracy)])
                     + (answer.isApproximate ? words(.approximate) : "")]
        if answer.placeLikelihoods.isEmpty { lines.append(words(answer.isApproximate ? .noArea : .noPlace)) }
        for (item, line) in zip(answer.placeLikelihoods, items(answer, language: request.language, words: words)) {
            lines.append(line)
            if explain { lines.append("   " + reason(item.explanation, type: item.place.primaryType, words: words)) }
        }
        lines.append(words(.noneOfThese, ["percent": words.percent(answer.otherLikelihood)]))
        return lines.joined(separator: "\n")
    }

    /// The numbered lines "1. Name — address (42%)", percentages as the language writes them.
    static func items(_ answer: CurrentPlaceAnswer, language: LanguageCode?, words: Localizer) -> [String] {
        answer.placeLikelihoods.enumerated().map { rank, item in
            let name = item.place.displayName(language: language).text
            let address = item.place.formattedAddress.map { " — \($0)" } ?? ""
            return "\(rank + 1). \(name)\(address) (\(words.percent(item.likelihood)))"
        }
    }


    /// Why a place has its likelihood, in `words`' language: distance or containment, shape, opening hours,
    /// prior and the position density.
    static func reason(_ e: LikelihoodExplanation, type: String, words: Localizer) -> String {
        var parts: [String] = []
        if e.insideFootprint {
            parts.append(e.hasFootprint ? words(.explainInside) : words(.explainWithinDisc, ["type": type]))
        } else {
            parts.append(words(.explainAway, ["distance": words.number(e.distanceMeters.rounded())]))
        }
        parts.append(words(e.hasFootprint ? .explainFootprint : .explainPoint))
        switch e.openStatus {
        case .open: parts.append(words(.explainOpen, ["factor": words.significant(e.openFactor)]))
        case .closed: parts.append(words(.explainClosed, ["factor": words.significant(e.openFactor)]))
        case .unknown: parts.append(words(.explainHoursUnknown))
        case .notAsked: break
        }
        if let part = e.unreadableOpeningHours { parts.append(words(.explainHoursUnreadable, ["part": part])) }
        if e.historyVisits > 0 {
            parts.append(words(.explainHistory, ["count": words.number(Double(e.historyVisits)),
                                                 "factor": words.significant(e.historyFactor)]))
        }
        if e.prior != 1 {
            let reason = e.priorFactors.map { $0.map { priorFactor($0, words) }.joined(separator: words(.factorSeparator)) }
                ?? e.priorReason
            parts.append(words(.explainPrior, ["prior": words.significant(e.prior), "reason": reason]))
        }
        parts.append("p(fix|place) \(words.significant(e.positionDensity))/m²")
        return parts.joined(separator: " · ")
    }
}

/// One factor of the visit prior in the reader's language: "people come to bars at this hour ×2.1".
private func priorFactor(_ factor: PriorFactor, _ words: Localizer) -> String {
    let value = words.significant(factor.factor)
    guard let source = factor.source else { return "\(factor.reason) ×\(value)" }
    switch source {
    case .visits(let type, let kind): return words(.priorVisits, ["type": type, "kinds": kindName(kind, words), "factor": value])
    case .hour(let kind): return words(.priorHour, ["kinds": kindName(kind, words), "factor": value])
    case .wikidata: return words(.priorWikidata, ["factor": value])
    case .brand: return words(.priorBrand, ["factor": value])
    case .footprint(let area): return words(.priorFootprint, ["area": words.number(area), "factor": value])
    case .contained: return words(.priorContained, ["factor": value])
    case .contents(let count): return words(.priorContents, ["count": String(count), "factor": value])
    }
}

/// A kind of place as a plural noun in the reader's language ("cafés and restaurants").
private func kindName(_ kind: PlaceKind, _ words: Localizer) -> String {
    switch kind {
    case .food: return words(.kindFood)
    case .bar: return words(.kindBar)
    case .shop: return words(.kindShop)
    case .service: return words(.kindService)
    case .office: return words(.kindOffice)
    case .transit: return words(.kindTransit)
    case .vehicle: return words(.kindVehicle)
    case .hotel: return words(.kindHotel)
    case .park: return words(.kindPark)
    case .gym: return words(.kindGym)
    case .education: return words(.kindEducation)
    case .health: return words(.kindHealth)
    case .entertainment: return words(.kindEntertainment)
    case .landmark: return words(.kindLandmark)
    case .civic: return words(.kindCivic)
    case .worship: return words(.kindWorship)
    case .building: return words(.kindBuilding)
    case .locality: return words(.kindLocality)
    case .other: return words(.kindOther)
    }
}
