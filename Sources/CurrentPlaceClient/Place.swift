import Foundation

/// A place, like Google's `Place` (Places API (New)) or `GMSPlace`: only the fields the request asked
/// for are filled, the id always is. Field names are Google's, then this API's extras.
public struct Place: Sendable, Hashable, Identifiable {
    /// The OSM object the place came from: `n` (node), `w` (way) or `r` (relation) and its number.
    public var id: String
    /// The name, in the language asked for when the data has it.
    public var displayName: LocalizedText?
    /// The main type, from Google's place-type names where one exists (`cafe`, `department_store`…).
    public var primaryType: String?
    /// Every type, most specific first.
    public var types: [String]?
    /// Where the place is; inside its footprint for areas.
    public var location: Coordinate?
    /// The box to show it in.
    public var viewport: Viewport?
    /// The address on one line, in the country's convention.
    public var formattedAddress: String?
    /// A shorter address.
    public var shortFormattedAddress: String?
    /// The address's parts.
    public var addressComponents: [AddressComponent]?
    /// The Open Location Code.
    public var plusCode: PlusCode?
    /// The phone number as mapped (a server before Google's names calls it `phone`).
    public var nationalPhoneNumber: String?
    /// The phone number in international form.
    public var internationalPhoneNumber: String?
    /// The website (a server before Google's names calls it `website`).
    public var websiteUri: URL?
    /// The weekly hours, structured.
    public var regularOpeningHours: OpeningHours?
    /// Whether it is trading.
    public var businessStatus: BusinessStatus?
    /// Wheelchair access (a server before Google's names writes OSM's `wheelchair`: yes, limited, no).
    public var accessibilityOptions: AccessibilityOptions?
    /// `poi`, `address` or `locality`.
    public var category: String?
    /// The OSM `opening_hours` text as mapped, e.g. "Mo-Fr 09:00-21:00".
    public var openingHours: String?
    /// Whether it is open at the request's time; nil without a time or when the hours do not say.
    public var isOpenNow: Bool?
    /// The OSM brand.
    public var brand: String?
    /// The Wikidata item, e.g. "Q644390".
    public var wikidata: String?
    /// The name in every language the data has, by language code.
    public var names: [String: String]?
    /// Every OSM tag.
    public var osmTags: [String: String]?
    /// The mapped ground's polygon count and area.
    public var footprint: Footprint?
    /// A station's platforms, then the places inside this one (Google's field).
    public var subDestinations: [PlaceReference]?
    /// The places that hold this one, innermost first (Google's field).
    public var containingPlaces: [PlaceReference]?
    /// The ids of the other OSM objects that draw this same place; each also names it (an extra).
    public var sameAs: [String]?
    /// Its entrances, nearest first (an extra).
    public var entrances: [PlaceEntrance]?

    /// Google's resource name of the place, `places/ID`.
    public var resourceName: String { "places/\(id)" }

    /// Creates a place with an id and nothing else; set the fields you need.
    public init(id: String) {
        self.id = id
    }
}
