import Foundation
import Places

/// Human-readable text for places.
enum PlaceText {
    /// One line: "Name — address (type) [id]".
    static func line(_ place: Place, language: LanguageCode?) -> String {
        let name = place.displayName(language: language).text
        let address = place.formattedAddress.map { " — \($0)" } ?? ""
        return "\(name)\(address) (\(place.primaryType)) [\(place.id)]"
    }

    /// A block of every detail; `named` gives the places it refers to (containers, parts, contents) by id.
    static func details(_ place: Place, language: LanguageCode?, words: Localizer, named: [PlaceID: Place] = [:]) -> String {
        var lines = ["\(place.displayName(language: language).text)  [\(place.id)]"]
        func add(_ label: Message, _ value: String?) {
            if let value, !value.isEmpty { lines.append("  \(words(label).padding(toLength: 14, withPad: " ", startingAt: 0))\(value)") }
        }
        add(.category, place.category.rawValue)
        add(.types, place.types.joined(separator: ", "))
        add(.address, place.formattedAddress)
        add(.location, String(format: "%.7f, %.7f", place.location.latitude, place.location.longitude))
        add(.plusCode, place.plusCode)
        if let footprint = place.footprint {
            add(.footprint, words(.polygons, count: footprint.polygons.count, ["count": words.number(Double(footprint.polygons.count)),
                                              "area": words.number(place.areaSquareMeters)]))
        }
        add(.phone, place.phone)
        add(.website, place.website)
        add(.openingHours, place.openingHours)
        add(.wheelchair, place.wheelchair)
        add(.brand, place.brand)
        add(.wikidata, place.wikidata)
        let names = place.localizedNames.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        add(.names, names.isEmpty ? nil : names.joined(separator: "; "))
        func list(_ ids: [PlaceID]) -> String? {
            ids.isEmpty ? nil : ids.map { id in named[id].map { "\($0.displayName(language: language).text) [\(id)]" } ?? "[\(id)]" }
                .joined(separator: "; ")
        }
        add(.inside, list(place.containingPlaces))
        add(.subDestinations, list(place.subDestinations))
        let entrances = place.entrances.map { entrance in
            (entrance.name.isEmpty ? "" : entrance.name + " ")
                + String(format: "%.7f, %.7f", entrance.location.latitude, entrance.location.longitude) + " [\(entrance.id)]"
        }
        add(.entrances, entrances.isEmpty ? nil : entrances.joined(separator: "; "))
        add(.sameAs, place.sameAs.isEmpty ? nil : place.sameAs.map(\.description).joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
