import Foundation
import Places
import PlacesEngine

/// The human-readable answer of `likely`: "1. Name — address (42%)".
enum LikelyText {
    static func render(_ answer: CurrentPlaceAnswer, query: CurrentPlaceQuery, explain: Bool, words: Localizer) -> String {
        let fix = query.fix
        var lines = [words(.fix, ["lat": String(format: "%.6f", fix.coordinate.latitude),
                                  "lon": String(format: "%.6f", fix.coordinate.longitude),
                                  "accuracy": words.number(fix.horizontalAccuracy)])
                     + (answer.isApproximate ? words(.approximate) : "")]
        if answer.placeLikelihoods.isEmpty { lines.append(words(answer.isApproximate ? .noArea : .noPlace)) }
        for (item, line) in zip(answer.placeLikelihoods, items(answer, language: query.language, words: words)) {
            lines.append(line)
            if explain { lines.append("   " + reason(item.explanation, type: item.place.primaryType)) }
        }
        lines.append(words(.noneOfThese, ["percent": words.percent(answer.otherLikelihood)]))
        return lines.joined(separator: "\n")
    }

    /// The numbered lines "1. Name — address (42%)", percentages as the language writes them.
    static func items(_ answer: CurrentPlaceAnswer, language: String?, words: Localizer) -> [String] {
        answer.placeLikelihoods.enumerated().map { rank, item in
            let name = item.place.displayName(language: language).text
            let address = item.place.formattedAddress.map { " — \($0)" } ?? ""
            return "\(rank + 1). \(name)\(address) (\(words.percent(item.likelihood)))"
        }
    }


    static func reason(_ e: LikelihoodExplanation, type: String) -> String {
        var parts: [String] = []
        if e.insideFootprint {
            parts.append(e.hasFootprint ? "inside its footprint" : "within its \(type) disc")
        } else {
            parts.append(String(format: "%.0f m away", e.distanceMeters))
        }
        parts.append(e.hasFootprint ? "mapped footprint" : "point place")
        switch e.openStatus {
        case "open": parts.append(String(format: "open then (×%.2g)", e.openFactor))
        case "closed": parts.append(String(format: "closed then (×%.2g)", e.openFactor))
        case "unknown": parts.append("hours unknown")
        default: break
        }
        parts.append(String(format: "prior %.2g (%@)", e.prior, e.priorReason))
        parts.append(String(format: "p(fix|place) %.2g/m²", e.positionDensity))
        return parts.joined(separator: " · ")
    }
}
