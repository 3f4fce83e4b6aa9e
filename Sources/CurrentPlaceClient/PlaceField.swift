import Foundation

/// One field of a place a request asks for (the field mask), like `GMSPlaceField`.
/// The raw value is the name the server takes, Google's Places API (New) name where one exists.
/// The id is always filled, asked for or not.
public struct PlaceField: RawRepresentable, Sendable, Hashable {
    /// The field's name on the wire.
    public let rawValue: String

    /// A field by its wire name, for fields a newer server knows and this client does not list.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Every field (`*`): given among others, it stands for all of them.
    public static let all = PlaceField(rawValue: "*")

    /// `id`: the OSM object, `n`/`w`/`r` and its number.
    public static let id = PlaceField(rawValue: "id")
    /// `displayName`: the name, in the language asked for when the data has it.
    public static let displayName = PlaceField(rawValue: "displayName")
    /// `primaryType`: the main type (Google's place-type names where one exists).
    public static let primaryType = PlaceField(rawValue: "primaryType")
    /// `types`: every type of the place.
    public static let types = PlaceField(rawValue: "types")
    /// `location`: where the place is (inside its footprint for areas).
    public static let location = PlaceField(rawValue: "location")
    /// `viewport`: the box to show the place in.
    public static let viewport = PlaceField(rawValue: "viewport")
    /// `formattedAddress`: the address on one line, in the country's convention.
    public static let formattedAddress = PlaceField(rawValue: "formattedAddress")
    /// `shortFormattedAddress`: a shorter address.
    public static let shortFormattedAddress = PlaceField(rawValue: "shortFormattedAddress")
    /// `addressComponents`: the address's parts.
    public static let addressComponents = PlaceField(rawValue: "addressComponents")
    /// `plusCode`: the Open Location Code.
    public static let plusCode = PlaceField(rawValue: "plusCode")
    /// `nationalPhoneNumber`: the phone number as mapped.
    public static let nationalPhoneNumber = PlaceField(rawValue: "nationalPhoneNumber")
    /// `internationalPhoneNumber`: the phone number in international form.
    public static let internationalPhoneNumber = PlaceField(rawValue: "internationalPhoneNumber")
    /// `websiteUri`: the website.
    public static let websiteUri = PlaceField(rawValue: "websiteUri")
    /// `regularOpeningHours`: the weekly hours, structured.
    public static let regularOpeningHours = PlaceField(rawValue: "regularOpeningHours")
    /// `businessStatus`: whether the place is trading.
    public static let businessStatus = PlaceField(rawValue: "businessStatus")
    /// `accessibilityOptions`: wheelchair access.
    public static let accessibilityOptions = PlaceField(rawValue: "accessibilityOptions")
    /// `category`: `poi`, `address` or `locality` (an extra of this API).
    public static let category = PlaceField(rawValue: "category")
    /// `openingHours`: the OSM `opening_hours` text as mapped (an extra).
    public static let openingHours = PlaceField(rawValue: "openingHours")
    /// `isOpenNow`: whether the place is open at the request's time (an extra).
    public static let isOpenNow = PlaceField(rawValue: "isOpenNow")
    /// `brand`: the OSM brand (an extra).
    public static let brand = PlaceField(rawValue: "brand")
    /// `wikidata`: the Wikidata item (an extra).
    public static let wikidata = PlaceField(rawValue: "wikidata")
    /// `names`: the name in every language the data has (an extra).
    public static let names = PlaceField(rawValue: "names")
    /// `osmTags`: every OSM tag (an extra).
    public static let osmTags = PlaceField(rawValue: "osmTags")
    /// `footprint`: the mapped ground's polygon count and area (an extra).
    public static let footprint = PlaceField(rawValue: "footprint")
    /// `subDestinations`: a station's platforms, then the places inside this one.
    public static let subDestinations = PlaceField(rawValue: "subDestinations")
    /// `containingPlaces`: the places that hold this one, innermost first.
    public static let containingPlaces = PlaceField(rawValue: "containingPlaces")
    /// `sameAs`: the other OSM objects that draw this place (an extra).
    public static let sameAs = PlaceField(rawValue: "sameAs")
    /// `entrances`: its entrances (an extra).
    public static let entrances = PlaceField(rawValue: "entrances")
}
