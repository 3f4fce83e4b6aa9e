import Foundation

/// The address parts as servers from before Google's names wrote them, one object
/// (`{"houseNumber", "street", "postcode", "suburb", "city", "state", "countryCode"}`), read to
/// Google's list of parts.
struct FormerAddressParts: Decodable {
    let houseNumber, street, postcode, suburb, city, state, countryCode: String?

    /// The parts in Google's order, each with Google's type.
    var components: [AddressComponent] {
        let parts: [(String?, String)] = [
            (houseNumber, "street_number"), (street, "route"), (suburb, "sublocality"), (city, "locality"),
            (state, "administrative_area_level_1"), (countryCode, "country"), (postcode, "postal_code"),
        ]
        return parts.compactMap { text, type in
            text.map { AddressComponent(longText: $0, shortText: $0, types: [type]) }
        }
    }
}
