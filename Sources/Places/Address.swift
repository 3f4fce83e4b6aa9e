/// The parts of a postal address, from OSM `addr:*` tags and from what
/// encloses the place (its building, administrative areas, place nodes).
public struct AddressComponents: Sendable, Hashable, Codable {
    /// `addr:housenumber`, e.g. "52" or "5 B".
    public var houseNumber: String?
    /// `addr:street` (or `addr:place` where there is no street).
    public var street: String?
    /// `addr:postcode`.
    public var postcode: String?
    /// District or neighbourhood: `addr:suburb`, else the enclosing suburb.
    public var suburb: String?
    /// `addr:city`, else the enclosing municipality or nearest town.
    public var city: String?
    /// `addr:state` / `addr:province` (used by the US and Brazil formats).
    public var state: String?
    /// ISO 3166-1 alpha-2, upper case, e.g. "FI".
    public var countryCode: String?

    /// Creates components; every part is optional.
    public init(houseNumber: String? = nil, street: String? = nil, postcode: String? = nil, suburb: String? = nil,
                city: String? = nil, state: String? = nil, countryCode: String? = nil) {
        self.houseNumber = houseNumber
        self.street = street
        self.postcode = postcode
        self.suburb = suburb
        self.city = city
        self.state = state
        self.countryCode = countryCode
    }

    /// Whether no part is known.
    public var isEmpty: Bool {
        // Not an array of the parts: this is asked of every feature an import reads.
        houseNumber == nil && street == nil && postcode == nil && suburb == nil && city == nil && state == nil
            && countryCode == nil
    }

    /// Fills every part that is missing here from `other`; the street and
    /// house number only travel together, so a building's number is never
    /// put on another street.
    public func filling(from other: AddressComponents) -> AddressComponents {
        var result = self
        if result.street == nil, result.houseNumber == nil {
            result.street = other.street
            result.houseNumber = other.houseNumber
        } else if result.houseNumber == nil, result.street == other.street {
            result.houseNumber = other.houseNumber
        }
        result.postcode = result.postcode ?? other.postcode
        result.suburb = result.suburb ?? other.suburb
        result.city = result.city ?? other.city
        result.state = result.state ?? other.state
        result.countryCode = result.countryCode ?? other.countryCode
        return result
    }
}
