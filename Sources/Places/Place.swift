import Geo

/// One place in the store: a point of interest, an address or a locality.
public struct Place: Sendable, Hashable {
    /// Stable id from the OSM object (`n123`, `w456`, `r789`).
    public var id: PlaceID
    /// What kind of entry this is.
    public var category: PlaceCategory
    /// The local name (`name=*`); for an address place, its street line.
    public var name: String
    /// Names by language code from `name:xx` tags, e.g. `["sv": "Stockmann Helsingfors"]`.
    public var localizedNames: [String: String]
    /// The most specific type.
    public var primaryType: String
    /// Every type, most specific first.
    public var types: [String]
    /// Every OSM tag of the feature, as it came.
    public var osmTags: [String: String]
    /// Where the place is: inside its footprint for areas (pole of inaccessibility).
    public var location: Coordinate
    /// The ground the place covers, when it is an area.
    public var footprint: Footprint?
    /// The footprint's bounding box, or the location for a point.
    public var boundingBox: BoundingBox
    /// Footprint area in square metres; 0 for a point.
    public var areaSquareMeters: Double
    /// Address parts, completed from what encloses the place.
    public var address: AddressComponents
    /// The address on one line in the country's convention.
    public var formattedAddress: String?
    /// `phone` / `contact:phone`.
    public var phone: String?
    /// `website` / `contact:website` / `url`.
    public var website: String?
    /// `opening_hours`, raw OSM syntax.
    public var openingHours: String?
    /// `wheelchair`: yes, limited, no.
    public var wheelchair: String?
    /// `brand`.
    public var brand: String?
    /// `wikidata`, e.g. Q644390.
    public var wikidata: String?
    /// The Open Location Code of ``location`` (10 digits, about 14 m).
    public var plusCode: String
    /// The other OpenStreetMap objects that draw this same place (a shop's node and its building), merged
    /// into it by conflation; their ids name this place too.
    public var sameAs: [PlaceID] = []
    /// The places that hold this one, innermost first (the Apple Store's: Grand Central Terminal).
    public var containingPlaces: [PlaceID] = []
    /// What is part of the place and not a place of its own (a station's platforms), then the places inside it.
    public var subDestinations: [PlaceID] = []
    /// Its entrances (a station's subway entrances), nearest first.
    public var entrances: [PlaceEntrance] = []

    /// Creates a place.
    public init(id: PlaceID, category: PlaceCategory, name: String, localizedNames: [String: String] = [:],
                primaryType: String, types: [String], osmTags: [String: String] = [:], location: Coordinate,
                footprint: Footprint? = nil, boundingBox: BoundingBox? = nil, areaSquareMeters: Double = 0,
                address: AddressComponents = AddressComponents(), formattedAddress: String? = nil,
                phone: String? = nil, website: String? = nil, openingHours: String? = nil,
                wheelchair: String? = nil, brand: String? = nil, wikidata: String? = nil, plusCode: String) {
        self.id = id
        self.category = category
        self.name = name
        self.localizedNames = localizedNames
        self.primaryType = primaryType
        self.types = types
        self.osmTags = osmTags
        self.location = location
        self.footprint = footprint
        self.boundingBox = boundingBox ?? footprint?.boundingBox ?? BoundingBox(point: location)
        self.areaSquareMeters = areaSquareMeters
        self.address = address
        self.formattedAddress = formattedAddress
        self.phone = phone
        self.website = website
        self.openingHours = openingHours
        self.wheelchair = wheelchair
        self.brand = brand
        self.wikidata = wikidata
        self.plusCode = plusCode
    }

    /// The box a map should show for the place: its bounding box, widened to
    /// at least 100 m × 100 m around its location so a point place gets a view.
    public var viewport: BoundingBox {
        var box = BoundingBox(center: location, radius: 50)
        box.extend(with: boundingBox)
        return box
    }

    /// The name to show for a language: `name:xx` when the data has it (the
    /// whole tag first, then shorter forms, see ``LanguageCode/fallbacks``),
    /// else the local name. Returns the name and the tag of the language it
    /// is in (nil when it is the local name of unknown language).
    public func displayName(language: LanguageCode?) -> (text: String, languageCode: String?) {
        guard let language else { return (name, nil) }
        for tag in language.fallbacks {
            if let localized = localizedNames[tag] { return (localized, tag) }
        }
        return (name, nil)
    }
}
