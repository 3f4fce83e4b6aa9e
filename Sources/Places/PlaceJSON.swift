import Geo

/// The JSON shape of a place, shared by the CLI and (later) the HTTP API.
/// Field names follow Google's Places API (New) where one exists.
public struct PlaceJSON: Encodable, Sendable {
    /// A name and the language it is in (nil: the local name).
    public struct LocalizedText: Encodable, Sendable {
        public let text: String
        public let languageCode: String?
    }
    /// A latitude/longitude pair.
    public struct LatLng: Encodable, Sendable {
        public let latitude: Double
        public let longitude: Double
        init(_ coordinate: Coordinate) {
            latitude = coordinate.latitude
            longitude = coordinate.longitude
        }
    }
    /// A rectangle by its south-west and north-east corners.
    public struct Viewport: Encodable, Sendable {
        public let low: LatLng
        public let high: LatLng
    }
    /// A plus code.
    public struct PlusCodeJSON: Encodable, Sendable {
        public let globalCode: String
    }

    public let id: String
    public let displayName: LocalizedText
    public let category: String
    public let primaryType: String
    public let types: [String]
    public let location: LatLng
    public let viewport: Viewport
    public let formattedAddress: String?
    public let addressComponents: AddressComponents
    public let plusCode: PlusCodeJSON
    public let phone: String?
    public let website: String?
    public let openingHours: String?
    public let wheelchair: String?
    public let brand: String?
    public let wikidata: String?
    public let hasFootprint: Bool
    public let areaSquareMeters: Double
    public let names: [String: String]
    public let osmTags: [String: String]

    /// The JSON of `place`, its display name in `language` when the data has it.
    public init(_ place: Place, language: String? = nil) {
        let display = place.displayName(language: language)
        id = place.id.description
        displayName = LocalizedText(text: display.text, languageCode: display.languageCode)
        category = place.category.rawValue
        primaryType = place.primaryType
        types = place.types
        location = LatLng(place.location)
        let box = place.boundingBox
        viewport = Viewport(low: LatLng(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude)),
                            high: LatLng(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude)))
        formattedAddress = place.formattedAddress
        addressComponents = place.address
        plusCode = PlusCodeJSON(globalCode: place.plusCode)
        phone = place.phone
        website = place.website
        openingHours = place.openingHours
        wheelchair = place.wheelchair
        brand = place.brand
        wikidata = place.wikidata
        hasFootprint = place.footprint != nil
        areaSquareMeters = (place.areaSquareMeters * 10).rounded() / 10
        names = place.localizedNames
        osmTags = place.osmTags
    }
}
