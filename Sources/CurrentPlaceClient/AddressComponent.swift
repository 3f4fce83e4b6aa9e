import Foundation

/// One part of a place's address, like Google's `AddressComponent`: a house
/// number, a street, a postcode, a city…, with the types that say which.
public struct AddressComponent: Sendable, Hashable, Codable {
    /// The full text, e.g. "Aleksanterinkatu".
    public var longText: String
    /// An abbreviation where one exists (the country's ISO code), else the full text.
    public var shortText: String
    /// What the part is: `street_number`, `route`, `postal_code`, `sublocality`, `locality`,
    /// `administrative_area_level_1`, `country`….
    public var types: [String]
    /// The language of the texts, when stated.
    public var languageCode: String?

    /// Creates a part.
    public init(longText: String, shortText: String, types: [String], languageCode: String? = nil) {
        self.longText = longText
        self.shortText = shortText
        self.types = types
        self.languageCode = languageCode
    }
}
