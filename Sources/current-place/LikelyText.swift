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
            parts.append(words(.explainPrior, ["prior": words.significant(e.prior), "reason": e.priorReason]))
        }
        parts.append("p(fix|place) \(words.significant(e.positionDensity))/m²")
        return parts.joined(separator: " · ")
    }
}
