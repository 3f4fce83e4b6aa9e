import Foundation
import Places

/// One of Google's `addressComponents`: a part of the address, its long and
/// short text, and its types (`street_number`, `route`, `postal_code`,
/// `sublocality`, `locality`, `administrative_area_level_1`, `country`).
public struct AddressComponentJSON: Codable, Sendable, Equatable {
    public let longText: String
    public let shortText: String
    public let types: [String]
    public let languageCode: String?

    /// The components of an address, most specific first, as Google lists
    /// them; the country's long name is in `language` (English by default).
    public static func components(of address: AddressComponents, language: LanguageCode?) -> [AddressComponentJSON] {
        var parts: [AddressComponentJSON] = []
        func add(_ text: String?, _ types: [String], short: String? = nil) {
            guard let text, !text.isEmpty else { return }
            parts.append(AddressComponentJSON(longText: text, shortText: short ?? text, types: types, languageCode: nil))
        }
        add(address.houseNumber, ["street_number"])
        add(address.street, ["route"])
        add(address.suburb, ["sublocality_level_1", "sublocality", "political"])
        add(address.city, ["locality", "political"])
        add(address.state, ["administrative_area_level_1", "political"])
        if let code = address.countryCode {
            let name = Locale(identifier: language?.description ?? "en").localizedString(forRegionCode: code) ?? code
            add(name, ["country", "political"], short: code)
        }
        add(address.postcode, ["postal_code"])
        return parts
    }

    /// Google's `shortFormattedAddress`: the street line and the town, e.g.
    /// "Aleksanterinkatu 52, Helsinki".
    public static func shortAddress(of address: AddressComponents) -> String? {
        let parts = [AddressFormatter.streetLine(address), address.city].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
