import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// Turns a candidate and its completed address into the record of its place.
enum PlaceBuilder {
    static func build(_ candidate: PlaceCandidate, address: AddressComponents) -> PlaceRecord {
        let tags = candidate.tags
        let classification = candidate.classification
        var address = address
        if classification.category == .locality {
            // A locality's address is where it lies, not a street.
            address.street = nil
            address.houseNumber = nil
        }
        let formatted = AddressFormatter.format(address)
        let name = tags["name"].flatMap { $0.isEmpty ? nil : $0 }
            ?? AddressFormatter.streetLine(address)
            ?? tags["addr:housename"]
            ?? tags["addr:housenumber"]
            ?? candidate.id.description
        let plusCode = (try? PlusCode.encode(latitude: candidate.location.latitude,
                                             longitude: candidate.location.longitude)) ?? ""
        // The record takes the tags as they are: a dictionary of them would only be sorted into JSON.
        let place = Place(
            id: candidate.id, category: classification.category, name: name,
            localizedNames: localizedNames(tags), primaryType: classification.primaryType,
            types: classification.types, osmTags: [:], location: candidate.location,
            footprint: candidate.footprint, areaSquareMeters: candidate.footprint?.area ?? 0,
            address: address, formattedAddress: formatted,
            phone: tags["phone"] ?? tags["contact:phone"],
            website: tags["website"] ?? tags["contact:website"] ?? tags["url"],
            openingHours: tags["opening_hours"], wheelchair: tags["wheelchair"], brand: tags["brand"],
            wikidata: tags["wikidata"], plusCode: plusCode)
        return PlaceRecord(place, tags: tags)
    }

    /// `name:xx` tags whose suffix is a language code (`sv`, `ru`, `zh-Hant`, `be-tarask`),
    /// not `name:prefix` or `name:etymology`.
    static func localizedNames(_ tags: OSMTags) -> [String: String] {
        var names: [String: String] = [:]
        // By bytes: String's hasPrefix compares characters, and most tags are not names.
        for (key, value) in tags.pairs where key.utf8.starts(with: "name:".utf8) && !value.isEmpty {
            let code = key.dropFirst("name:".count)
            let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            guard let language = parts.first, (2...3).contains(language.count),
                  language.allSatisfy({ $0.isASCII && $0.isLowercase }),
                  parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isLetter } })
            else { continue }
            names[String(code)] = value
        }
        return names
    }
}
