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
            openingHours: tags["opening_hours"], wheelchair: tags["wheelchair"], brand: brand(tags["brand"]),
            wikidata: wikidataItem(tags["wikidata"]), plusCode: plusCode)
        return PlaceRecord(place, tags: tags)
    }

    /// The `wikidata` tag when it names one item, `Q` and a number without leading zeros (as the key's
    /// documentation on the OSM wiki has it), else nil. A mistaken or hostile `wikidata=no`, an empty value, a
    /// URL or a list is not an item: it would take the model's Wikidata factor, and two stations with the same
    /// junk would count as one complex. The raw tag stays in `osmTags`.
    static func wikidataItem(_ value: String?) -> String? {
        guard let value, value.utf8.count >= 2, value.utf8.count <= 16 else { return nil }
        let digits = value.utf8.dropFirst()
        guard value.utf8.first == UInt8(ascii: "Q"), digits.first != UInt8(ascii: "0"),
              digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return value
    }

    /// The `brand` tag unless it is empty or blank (which would take the model's brand factor).
    static func brand(_ value: String?) -> String? {
        guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
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
