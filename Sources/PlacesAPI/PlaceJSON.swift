import Foundation
import Geo
import Places

/// The JSON of a place, with only the fields of a mask, shared by the CLI
/// and the HTTP API. Keys follow Google's Places API (New) where one exists.
public struct PlaceJSON: Encodable, Sendable {
    /// The place.
    public let place: Place
    /// The language for ``PlaceField/displayName``.
    public let language: LanguageCode?
    /// Which fields to write.
    public let fields: PlaceFields
    /// Whether the place is open at the query's time (nil: unknown or not asked).
    public let isOpenNow: Bool?

    /// The JSON of `place`; `language` picks `name:xx` for the display name.
    public init(_ place: Place, language: LanguageCode? = nil, fields: PlaceFields = .all, isOpenNow: Bool? = nil) {
        self.place = place
        self.language = language
        self.fields = fields
        self.isOpenNow = isOpenNow
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// A name and the language it is in (nil: the local name, language not stated).
    struct LocalizedText: Encodable {
        let text: String
        let languageCode: String?
    }

    struct LatLng: Encodable {
        let latitude: Double
        let longitude: Double
    }

    struct Viewport: Encodable {
        let low: LatLng
        let high: LatLng
    }

    struct FootprintSummary: Encodable {
        let polygons: Int
        let areaSquareMeters: Double
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        func put<T: Encodable>(_ field: PlaceField, _ value: T?) throws {
            if fields.contains(field), let value { try container.encode(value, forKey: Key(field.rawValue)) }
        }
        let p = place
        try put(.id, p.id.description)
        let display = p.displayName(language: language)
        try put(.displayName, LocalizedText(text: display.text, languageCode: display.languageCode))
        try put(.category, p.category.rawValue)
        try put(.primaryType, p.primaryType)
        try put(.types, p.types)
        try put(.location, LatLng(latitude: p.location.latitude, longitude: p.location.longitude))
        let box = p.viewport
        try put(.viewport, Viewport(low: LatLng(latitude: box.minLatitude, longitude: box.minLongitude),
                                    high: LatLng(latitude: box.maxLatitude, longitude: box.maxLongitude)))
        try put(.formattedAddress, p.formattedAddress)
        try put(.addressComponents, p.address.isEmpty ? nil : p.address)
        try put(.plusCode, ["globalCode": p.plusCode])
        try put(.phone, p.phone)
        try put(.website, p.website)
        try put(.openingHours, p.openingHours)
        try put(.isOpenNow, isOpenNow)
        try put(.wheelchair, p.wheelchair)
        try put(.brand, p.brand)
        try put(.wikidata, p.wikidata)
        try put(.names, p.localizedNames.isEmpty ? nil : p.localizedNames)
        try put(.footprint, p.footprint.map {
            FootprintSummary(polygons: $0.polygons.count, areaSquareMeters: (p.areaSquareMeters * 10).rounded() / 10)
        })
        try put(.osmTags, p.osmTags)
    }
}
