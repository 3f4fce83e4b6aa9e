import Foundation
import Geo
import Places

/// Turns places into rows and back.
package enum PlaceRowCodec {
    /// The columns every place query selects, in the order ``decode(_:names:)`` reads them.
    package static let columns = """
        p.rowid, p.id, p.category, p.name, p.primary_type, p.types, p.tags, p.lat, p.lon,
        p.min_lat, p.min_lon, p.max_lat, p.max_lon, p.area_m2, p.footprint,
        p.housenumber, p.street, p.postcode, p.suburb, p.city, p.state, p.country_code, p.formatted_address,
        p.phone, p.website, p.opening_hours, p.wheelchair, p.brand, p.wikidata, p.plus_code
        """

    /// Tags as a JSON object with sorted keys (RFC 8259 string escaping),
    /// written byte by byte: Foundation's JSONEncoder took a third of the write time.
    package static func encodeTags(_ tags: [String: String]) -> String {
        encodeTags(OSMTags(tags))
    }

    /// ``encodeTags(_:)-swift.type.method`` of tags as the importer carries them.
    package static func encodeTags(_ tags: OSMTags) -> String {
        var json: [UInt8] = [UInt8(ascii: "{")]
        json.reserveCapacity(tags.count * 32)
        for (index, tag) in tags.pairs.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            appendJSONString(tag.key, to: &json)
            json.append(UInt8(ascii: ":"))
            appendJSONString(tag.value, to: &json)
        }
        json.append(UInt8(ascii: "}"))
        return String(decoding: json, as: UTF8.self)
    }

    private static func appendJSONString(_ text: String, to json: inout [UInt8]) {
        func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
        func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
        var text = text
        // Read as one buffer of bytes: a String's own UTF-8 view is read a byte at a time.
        text.withUTF8 { utf8 in
            json.append(UInt8(ascii: "\""))
            // Most values need no escaping: copied in one go.
            guard utf8.contains(where: needsEscape) else {
                json.append(contentsOf: utf8)
                json.append(UInt8(ascii: "\""))
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    json.append(UInt8(ascii: "\\"))
                    json.append(byte)
                case 0..<0x20:
                    json.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                             hexDigit(byte >> 4), hexDigit(byte & 0xF)])
                default:
                    json.append(byte)
                }
            }
            json.append(UInt8(ascii: "\""))
        }
    }

    package static func decodeTags(_ text: String?) -> [String: String] {
        guard let data = text?.data(using: .utf8) else { return [:] }
        return (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
    }

    /// Every name a person might search by: the local name, `name:xx`, and
    /// the other name tags (short, official, old, alternative, brand).
    package static func searchableNames(of place: Place) -> String {
        searchableNames(of: place, tags: place.osmTags)
    }

    /// ``searchableNames(of:)`` of `place` with `tags` as its OSM tags.
    package static func searchableNames(of place: Place, tags: some TagLookup) -> String {
        // Each name once, where it first comes; a place has a handful, so a linear search beats hashing.
        var names = [place.name]
        func add(_ name: String) {
            if !names.contains(name) { names.append(name) }
        }
        for (_, name) in place.localizedNames.sorted(by: { $0.key < $1.key }) { add(name) }
        for key in ["short_name", "official_name", "alt_name", "old_name", "loc_name", "brand"] {
            if let value = tags[key] { add(value) }
        }
        return names.joined(separator: " | ")
    }

    /// The stored space-separated type list as an array, most specific first:
    /// what `split(separator: " ")` gives, read byte by byte when the text is
    /// ASCII (type names always are) instead of character by character.
    package static func splitTypes(_ text: String) -> [String] {
        let fast: [String]? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            var types: [String] = []
            var start = 0
            for index in 0...utf8.count where index == utf8.count || utf8[index] == UInt8(ascii: " ") {
                if index > start { types.append(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            return types
        } ?? nil
        return fast ?? text.split(separator: " ").map(String.init)
    }

    /// Builds a place from the current row of a statement that selected ``columns``.
    package static func decode(_ s: some StoreRow, names: [String: String], parts: PlaceParts = .all) throws(StoreError) -> Place {
        guard let idText = s.text(1), let id = PlaceID(idText),
              let category = s.text(2).flatMap(PlaceCategory.init(rawValue:)) else {
            throw StoreError(.corrupt, "a place row has an unreadable id or category")
        }
        let location = Coordinate(latitude: s.double(7), longitude: s.double(8))
        let box = BoundingBox(minLatitude: s.double(9), minLongitude: s.double(10), maxLatitude: s.double(11), maxLongitude: s.double(12))
        guard location.isValid, box.isValid else {
            throw StoreError(.corrupt, "place \(idText) has a location or box that is not a position")
        }
        let footprint = parts.contains(.footprint) ? s.data(14).flatMap(FootprintCodec.decode) : nil
        let address = AddressComponents(
            houseNumber: s.text(15), street: s.text(16), postcode: s.text(17), suburb: s.text(18),
            city: s.text(19), state: s.text(20), countryCode: s.text(21))
        return Place(
            id: id, category: category, name: s.text(3) ?? "", localizedNames: names,
            primaryType: s.text(4) ?? "", types: splitTypes(s.text(5) ?? ""),
            osmTags: parts.contains(.tags) ? decodeTags(s.text(6)) : [:],
            location: location,
            footprint: footprint,
            boundingBox: box,
            areaSquareMeters: s.double(13), address: address, formattedAddress: s.text(22),
            phone: s.text(23), website: s.text(24), openingHours: s.text(25), wheelchair: s.text(26),
            brand: s.text(27), wikidata: s.text(28), plusCode: s.text(29) ?? "")
    }
}

/// The costly parts of a place to read; the rest (name, types, location,
/// address, contact, hours) always comes.
public struct PlaceParts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every OSM tag (JSON decoding).
    public static let tags = PlaceParts(rawValue: 1)
    /// Names in other languages (a second query).
    public static let names = PlaceParts(rawValue: 2)
    /// The footprint polygons.
    public static let footprint = PlaceParts(rawValue: 4)
    /// What conflation says of the place: the objects merged into it, its parts, entrances and contents,
    /// the places that hold it, and the footprint of its largest drawing when its own row has none.
    public static let relations = PlaceParts(rawValue: 8)
    /// Everything.
    public static let all: PlaceParts = [.tags, .names, .footprint, .relations]
}
