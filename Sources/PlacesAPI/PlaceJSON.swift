import Foundation
import Geo
import Places

/// The JSON of a place, with only the fields of a mask, shared by the CLI
/// and the HTTP API. Keys and shapes are Google's Places API (New) where
/// Google defines the field (see the table in docs/API.md); our extras keep
/// their own names.
public struct PlaceJSON: Encodable, Sendable {
    /// The place.
    public let place: Place
    /// The language for ``PlaceField/displayName``.
    public let language: LanguageCode?
    /// Which fields to write.
    public let fields: PlaceFields
    /// Whether the place is open at the query's time (nil: unknown or not asked).
    public let isOpenNow: Bool?
    /// A moment of the week `regularOpeningHours` describes, and its zone (nil: now, in UTC).
    public let week: (date: Date, timeZone: TimeZone)?
    /// The place's `opening_hours` already read (by the model, for a likely place), so as not to read it again.
    public let openingHours: OpeningHours?

    /// The JSON of `place`; `language` picks `name:xx` for the display name.
    /// - Parameters:
    ///   - week: a moment of the week whose opening hours to show, and its zone (now, in UTC, by default).
    ///   - openingHours: the place's hours as read before, when they were (else they are read here).
    public init(_ place: Place, language: LanguageCode? = nil, fields: PlaceFields = .all, isOpenNow: Bool? = nil,
                week: (date: Date, timeZone: TimeZone)? = nil, openingHours: OpeningHours? = nil) {
        self.place = place
        self.language = language
        self.fields = fields
        self.isOpenNow = isOpenNow
        self.week = week
        self.openingHours = openingHours
    }

    /// Monday 00:00 of ``week`` on the place's wall clock; worked out only
    /// when `regularOpeningHours` is written (it takes a Foundation calendar).
    private var weekStart: LocalTime {
        let date = week?.date ?? Date()
        let local = LocalTime(date: date, utcOffsetSeconds: week?.timeZone.secondsFromGMT(for: date) ?? 0)
        return local.shifted(byMinutes: -((local.weekday - 1) * 1440 + local.minuteOfDay))
    }

    /// Google's `regularOpeningHours` for ``weekStart``, when the hours can be read (a week of minutes: build it once).
    private var regularOpeningHours: RegularOpeningHoursJSON? {
        place.openingHours.flatMap { text in
            RegularOpeningHoursJSON(openingHours ?? OpeningHours(text), weekStart: weekStart, openNow: isOpenNow, language: language)
        }
    }

    /// Google's `businessStatus` from the place's lifecycle tags.
    private var businessStatus: BusinessStatus {
        BusinessStatus(tags: place.osmTags, openingHours: place.openingHours)
    }

    /// Google's `accessibilityOptions` from `wheelchair` and `toilets:wheelchair`.
    private var accessibilityOptions: AccessibilityOptionsJSON? {
        AccessibilityOptionsJSON(wheelchair: place.wheelchair, toilets: place.osmTags["toilets:wheelchair"])
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

    /// Google's reference to another place (`subDestinations`, `containingPlaces`): its resource name and id.
    struct PlaceReference: Encodable {
        let id: String
        let name: String

        init(_ id: PlaceID) {
            self.id = id.description
            name = "places/\(id)"
        }
    }

    /// One of a place's entrances: its id, where it is, and its name when it has one.
    struct Entrance: Encodable {
        let id: String
        let location: LatLng
        let name: String?

        init(_ entrance: PlaceEntrance) {
            id = entrance.id.description
            location = LatLng(latitude: entrance.location.latitude, longitude: entrance.location.longitude)
            name = entrance.name.isEmpty ? nil : entrance.name
        }
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
        try put(.name, "places/\(p.id)")
        try put(.formattedAddress, p.formattedAddress)
        try put(.shortFormattedAddress, AddressComponentJSON.shortAddress(of: p.address))
        let components = AddressComponentJSON.components(of: p.address, language: language)
        try put(.addressComponents, components.isEmpty ? nil : components)
        try put(.plusCode, ["globalCode": p.plusCode])
        try put(.nationalPhoneNumber, PhoneNumber.national(p.phone))
        try put(.internationalPhoneNumber, PhoneNumber.international(p.phone))
        try put(.websiteUri, p.website)
        try put(.openingHours, p.openingHours)
        if fields.contains(.regularOpeningHours) { try put(.regularOpeningHours, regularOpeningHours) }
        try put(.isOpenNow, isOpenNow)
        if fields.contains(.businessStatus) { try put(.businessStatus, businessStatus.rawValue) }
        if fields.contains(.accessibilityOptions) { try put(.accessibilityOptions, accessibilityOptions) }
        try put(.brand, p.brand)
        try put(.wikidata, p.wikidata)
        try put(.names, p.localizedNames.isEmpty ? nil : p.localizedNames)
        try put(.footprint, p.footprint.map {
            FootprintSummary(polygons: $0.polygons.count, areaSquareMeters: (p.areaSquareMeters * 10).rounded() / 10)
        })
        try put(.osmTags, p.osmTags)
        try put(.subDestinations, p.subDestinations.isEmpty ? nil : p.subDestinations.map(PlaceReference.init))
        try put(.containingPlaces, p.containingPlaces.isEmpty ? nil : p.containingPlaces.map(PlaceReference.init))
        try put(.sameAs, p.sameAs.isEmpty ? nil : p.sameAs.map(\.description))
        try put(.entrances, p.entrances.isEmpty ? nil : p.entrances.map(Entrance.init))
    }
}

extension PlaceJSON: CompactJSONWritable {
    /// The fields in the order `.sortedKeys` writes their keys (by UTF-8 bytes).
    private static let fieldsInKeyOrder = PlaceField.allCases.sorted {
        $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8)
    }
    /// Each field's position in ``fieldsInKeyOrder``.
    private static let keyPosition = Dictionary(uniqueKeysWithValues: fieldsInKeyOrder.enumerated().map { ($1, $0) })

    /// The fields of a mask as bits, by position in key order (the id is always written).
    package static func keyMask(_ fields: PlaceFields) -> Int {
        var asked = 1 << (PlaceJSON.keyPosition[.id] ?? 0)
        for field in fields.fields {
            if let position = PlaceJSON.keyPosition[field] { asked |= 1 << position }
        }
        return asked
    }

    /// Writes the same JSON as ``encode(to:)`` through a `JSONEncoder` with
    /// sorted keys and unescaped slashes, without the encoder.
    public func write(to json: inout CompactJSON) {
        write(to: &json, keyMask: PlaceJSON.keyMask(fields))
    }

    /// ``write(to:)`` with ``keyMask(_:)`` of ``fields`` already worked out
    /// (an answer's places share one mask).
    package func write(to json: inout CompactJSON, keyMask asked: Int) {
        let p = place
        json.beginObject()
        for (position, field) in PlaceJSON.fieldsInKeyOrder.enumerated() where asked & (1 << position) != 0 {
            switch field {
            case .id:
                json.key("id")
                json.value(p.id)
            case .displayName:
                let display = p.displayName(language: language)
                json.key("displayName")
                json.beginObject()
                json.member("languageCode", ifPresent: display.languageCode)
                json.key("text")
                json.value(display.text)
                json.endObject()
            case .category:
                json.key("category")
                json.value(p.category.rawValue)
            case .primaryType:
                json.key("primaryType")
                json.value(p.primaryType)
            case .types:
                json.key("types")
                json.value(p.types)
            case .location:
                json.key("location")
                PlaceJSON.write(latitude: p.location.latitude, longitude: p.location.longitude, to: &json)
            case .viewport:
                let box = p.viewport
                json.key("viewport")
                json.beginObject()
                json.key("high")
                PlaceJSON.write(latitude: box.maxLatitude, longitude: box.maxLongitude, to: &json)
                json.key("low")
                PlaceJSON.write(latitude: box.minLatitude, longitude: box.minLongitude, to: &json)
                json.endObject()
            case .name:
                json.key("name")
                json.value("places/\(p.id)")
            case .formattedAddress:
                json.member("formattedAddress", ifPresent: p.formattedAddress)
            case .shortFormattedAddress:
                json.member("shortFormattedAddress", ifPresent: AddressComponentJSON.shortAddress(of: p.address))
            case .addressComponents:
                let components = AddressComponentJSON.components(of: p.address, language: language)
                if !components.isEmpty {
                    json.key("addressComponents")
                    json.encoded(components)
                }
            case .plusCode:
                json.key("plusCode")
                json.beginObject()
                json.key("globalCode")
                json.value(p.plusCode)
                json.endObject()
            case .nationalPhoneNumber:
                json.member("nationalPhoneNumber", ifPresent: PhoneNumber.national(p.phone))
            case .internationalPhoneNumber:
                json.member("internationalPhoneNumber", ifPresent: PhoneNumber.international(p.phone))
            case .websiteUri:
                json.member("websiteUri", ifPresent: p.website)
            case .openingHours:
                json.member("openingHours", ifPresent: p.openingHours)
            case .regularOpeningHours:
                if let hours = regularOpeningHours {
                    json.key("regularOpeningHours")
                    json.encoded(hours)
                }
            case .isOpenNow:
                if let isOpenNow {
                    json.key("isOpenNow")
                    json.value(isOpenNow)
                }
            case .businessStatus:
                json.member("businessStatus", ifPresent: businessStatus.rawValue)
            case .accessibilityOptions:
                if let access = accessibilityOptions {
                    json.key("accessibilityOptions")
                    json.encoded(access)
                }
            case .brand:
                json.member("brand", ifPresent: p.brand)
            case .wikidata:
                json.member("wikidata", ifPresent: p.wikidata)
            case .names:
                if !p.localizedNames.isEmpty {
                    json.key("names")
                    json.writeObject(p.localizedNames)
                }
            case .footprint:
                if let footprint = p.footprint {
                    json.key("footprint")
                    json.beginObject()
                    json.key("areaSquareMeters")
                    json.value((p.areaSquareMeters * 10).rounded() / 10)
                    json.key("polygons")
                    json.value(footprint.polygons.count)
                    json.endObject()
                }
            case .osmTags:
                json.key("osmTags")
                json.writeObject(p.osmTags)
            case .subDestinations:
                if !p.subDestinations.isEmpty {
                    json.key("subDestinations")
                    json.encoded(p.subDestinations.map(PlaceReference.init))
                }
            case .containingPlaces:
                if !p.containingPlaces.isEmpty {
                    json.key("containingPlaces")
                    json.encoded(p.containingPlaces.map(PlaceReference.init))
                }
            case .sameAs:
                if !p.sameAs.isEmpty {
                    json.key("sameAs")
                    json.value(p.sameAs.map(\.description))
                }
            case .entrances:
                if !p.entrances.isEmpty {
                    json.key("entrances")
                    json.encoded(p.entrances.map(Entrance.init))
                }
            }
        }
        json.endObject()
    }

    private static func write(latitude: Double, longitude: Double, to json: inout CompactJSON) {
        json.beginObject()
        json.key("latitude")
        json.value(latitude)
        json.key("longitude")
        json.value(longitude)
        json.endObject()
    }
}
