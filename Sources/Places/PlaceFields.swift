import Foundation

/// One field of a place that a client can ask for, like the Places SDK's
/// `GMSPlaceField` / the Places API's field mask. The raw value is the JSON
/// key: Google's Places API (New) name and shape where Google defines the
/// field, our own name for what only we have (category, the raw
/// `openingHours`, `isOpenNow`, brand, wikidata, names, footprint, osmTags).
public enum PlaceField: String, Sendable, Hashable, CaseIterable, Comparable {
    case id, name, displayName, category, primaryType, types, location, viewport
    case formattedAddress, shortFormattedAddress, addressComponents, plusCode
    case nationalPhoneNumber, internationalPhoneNumber, websiteUri
    case openingHours, regularOpeningHours, isOpenNow, businessStatus, accessibilityOptions
    case brand, wikidata, names, footprint, osmTags
    case subDestinations, containingPlaces, sameAs, entrances

    /// Other spellings accepted for a field: the Places SDK's names, and
    /// this API's names before it took Google's.
    static let aliases: [String: PlaceField] = [
        "address": .formattedAddress, "coordinate": .location,
        "phone": .internationalPhoneNumber, "phoneNumber": .internationalPhoneNumber, "website": .websiteUri,
        "wheelchair": .accessibilityOptions,
    ]

    public static func < (lhs: PlaceField, rhs: PlaceField) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A field mask: which fields of a place to fill and serialize.
public struct PlaceFields: Sendable, Hashable {
    /// The fields asked for.
    public let fields: Set<PlaceField>

    /// Creates a mask.
    public init(_ fields: Set<PlaceField>) {
        self.fields = fields
    }

    /// Every field.
    public static let all = PlaceFields(Set(PlaceField.allCases))
    /// What the tutorial's list needs when a client names no fields.
    public static let defaults = PlaceFields([.id, .displayName, .formattedAddress, .location, .primaryType, .types])

    /// Whether `field` is asked for. The id is always included.
    public func contains(_ field: PlaceField) -> Bool {
        field == .id || fields.contains(field)
    }

    /// Parses `a,b,c` (or `*` alone for every field): names separated by
    /// commas, with no spaces and no empty names.
    /// - Throws: ``PlacesError`` naming an unknown field and listing the valid ones.
    public static func parse(_ text: String) throws(PlacesError) -> PlaceFields {
        guard !text.isEmpty else {
            throw PlacesError(.invalidArgument, "no fields named; valid fields: \(validList)", parameter: "fields")
        }
        return try parse(names: text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    /// The fields a list of names asks for: each a field name or alias; `*` among them asks for every field.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming an unknown name, or for an empty list.
    public static func parse(names: [String]) throws(PlacesError) -> PlaceFields {
        guard !names.isEmpty else {
            throw PlacesError(.invalidArgument, "no fields named; valid fields: \(validList)", parameter: "fields")
        }
        if names.contains("*") { return .all }
        var fields = Set<PlaceField>()
        for name in names {
            guard let field = PlaceField(rawValue: name) ?? PlaceField.aliases[name] else {
                throw PlacesError(.invalidArgument, "unknown field \"\(name.prefix(60))\"; valid fields: \(validList), or *",
                                      parameter: "fields")
            }
            fields.insert(field)
        }
        return PlaceFields(fields)
    }

    /// Every field name, for error messages and help.
    public static var validList: String {
        PlaceField.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
