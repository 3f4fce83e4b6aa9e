import Foundation

extension Place: Codable {
    enum CodingKeys: String, CodingKey {
        case name, id, displayName, primaryType, types, location, viewport, formattedAddress, shortFormattedAddress
        case addressComponents, plusCode, nationalPhoneNumber, internationalPhoneNumber, websiteUri
        case regularOpeningHours, businessStatus, accessibilityOptions
        case category, openingHours, isOpenNow, brand, wikidata, names, osmTags, footprint
        case subDestinations, containingPlaces, sameAs, entrances
        /// Names of servers from before Google's names, read into the fields that replaced them.
        case phone, website, wheelchair
    }

    /// Reads a place leniently: only the id is required (or `name`, `places/ID`); a field that is
    /// missing, null or of a shape this client does not know is nil. Reads the names of servers from
    /// before Google's names too: `phone`, `website`, `wheelchair` and the object of address parts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<Value: Decodable>(_ key: CodingKeys, as type: Value.Type = Value.self) -> Value? {
            try? container.decodeIfPresent(Value.self, forKey: key)
        }
        if let id = field(.id, as: String.self) {
            self.init(id: id)
        } else if let name = field(.name, as: String.self), name.hasPrefix("places/"), name.count > "places/".count {
            self.init(id: String(name.dropFirst("places/".count)))
        } else {
            throw DecodingError.keyNotFound(CodingKeys.id, .init(codingPath: decoder.codingPath,
                                                                debugDescription: "a place without an id"))
        }
        displayName = field(.displayName)
        primaryType = field(.primaryType)
        types = field(.types)
        location = field(.location)
        viewport = field(.viewport)
        formattedAddress = field(.formattedAddress)
        shortFormattedAddress = field(.shortFormattedAddress)
        addressComponents = field(.addressComponents)
            ?? field(.addressComponents, as: FormerAddressParts.self)?.components
        plusCode = field(.plusCode)
        nationalPhoneNumber = field(.nationalPhoneNumber) ?? field(.phone)
        internationalPhoneNumber = field(.internationalPhoneNumber)
        websiteUri = (field(.websiteUri, as: String.self) ?? field(.website, as: String.self)).flatMap(URL.init(string:))
        regularOpeningHours = field(.regularOpeningHours)
        businessStatus = field(.businessStatus)
        accessibilityOptions = field(.accessibilityOptions)
            ?? field(.wheelchair, as: String.self).map(Place.accessibility(wheelchair:))
        category = field(.category)
        openingHours = field(.openingHours)
        isOpenNow = field(.isOpenNow)
        brand = field(.brand)
        wikidata = field(.wikidata)
        names = field(.names)
        osmTags = field(.osmTags)
        footprint = field(.footprint)
        subDestinations = field(.subDestinations)
        containingPlaces = field(.containingPlaces)
        sameAs = field(.sameAs)
        entrances = field(.entrances)
    }

    /// OSM's `wheelchair` value as Google's option: `yes` and `designated` are an accessible entrance,
    /// `no` is not, anything else (`limited`) is not known.
    static func accessibility(wheelchair: String) -> AccessibilityOptions {
        switch wheelchair {
        case "yes", "designated": AccessibilityOptions(wheelchairAccessibleEntrance: true)
        case "no": AccessibilityOptions(wheelchairAccessibleEntrance: false)
        default: AccessibilityOptions()
        }
    }

    /// Writes the place with Google's names (and this API's extras), leaving out what is nil.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(resourceName, forKey: .name)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(displayName, forKey: .displayName)
        try container.encodeIfPresent(primaryType, forKey: .primaryType)
        try container.encodeIfPresent(types, forKey: .types)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(viewport, forKey: .viewport)
        try container.encodeIfPresent(formattedAddress, forKey: .formattedAddress)
        try container.encodeIfPresent(shortFormattedAddress, forKey: .shortFormattedAddress)
        try container.encodeIfPresent(addressComponents, forKey: .addressComponents)
        try container.encodeIfPresent(plusCode, forKey: .plusCode)
        try container.encodeIfPresent(nationalPhoneNumber, forKey: .nationalPhoneNumber)
        try container.encodeIfPresent(internationalPhoneNumber, forKey: .internationalPhoneNumber)
        try container.encodeIfPresent(websiteUri?.absoluteString, forKey: .websiteUri)
        try container.encodeIfPresent(regularOpeningHours, forKey: .regularOpeningHours)
        try container.encodeIfPresent(businessStatus, forKey: .businessStatus)
        try container.encodeIfPresent(accessibilityOptions, forKey: .accessibilityOptions)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(openingHours, forKey: .openingHours)
        try container.encodeIfPresent(isOpenNow, forKey: .isOpenNow)
        try container.encodeIfPresent(brand, forKey: .brand)
        try container.encodeIfPresent(wikidata, forKey: .wikidata)
        try container.encodeIfPresent(names, forKey: .names)
        try container.encodeIfPresent(osmTags, forKey: .osmTags)
        try container.encodeIfPresent(footprint, forKey: .footprint)
        try container.encodeIfPresent(subDestinations, forKey: .subDestinations)
        try container.encodeIfPresent(containingPlaces, forKey: .containingPlaces)
        try container.encodeIfPresent(sameAs, forKey: .sameAs)
        try container.encodeIfPresent(entrances, forKey: .entrances)
    }
}
