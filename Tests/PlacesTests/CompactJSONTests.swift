import Foundation
import Geo
import Places
import PlacesAPI
import Testing

/// `CompactJSON` must write exactly what `JSONEncoder` with sorted keys and
/// unescaped slashes writes: the server sends one, the CLI the other.
@Suite struct CompactJSONTests {
    private static func encoded<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Text that exercises every escape and the UTF-8 key order.
    private static let awkward = [
        "", "plain", "a/b\\c\"d", "tab\there\nnew\rline\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}", "Ä", "é", "e\u{301}",
        "Стокманн", "東京", "🍕 pizza", "\u{2028}\u{2029}", "</script>", " leading and trailing ", "Z", "a", "_", "~",
    ]

    private struct Numbers: Encodable {
        let values: [Double]
    }

    @Test func numbersAreWrittenAsTheEncoderWritesThem() throws {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 100, 1e15, 1e16, 1.5e16, 1e-5, 3.63e-05, 0.0001, 1e300, .leastNonzeroMagnitude,
                                60.170457360181864, 24.9355, 12345678.9, Double.greatestFiniteMagnitude, 0.1 + 0.2]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double(bitPattern: generator.next()))
            values.append(Double.random(in: -180...180, using: &generator))
            values.append((Double.random(in: 0...1, using: &generator) * 10_000).rounded() / 10_000)
        }
        values = values.filter(\.isFinite)
        var json = CompactJSON()
        json.beginObject()
        json.key("values")
        json.beginArray()
        for value in values { json.value(value) }
        json.endArray()
        json.endObject()
        #expect(json.isValid)
        #expect(json.bytes == (try Self.encoded(Numbers(values: values))))
    }

    @Test func placeIDsAreWrittenAsTheirText() throws {
        let ids = [PlaceID(.node, 1), PlaceID(.way, 9), PlaceID(.relation, 10), PlaceID(.node, 1_234_567_890_123),
                   PlaceID(.way, .max)]
        for id in ids {
            var json = CompactJSON()
            json.value(id)
            #expect(json.bytes == (try Self.encoded(id)))
        }
    }

    @Test func nonFiniteNumbersMakeTheOutputInvalid() {
        var json = CompactJSON()
        json.value(Double.nan)
        #expect(!json.isValid)
    }

    @Test func stringsAndDictionariesMatchTheEncoder() throws {
        var json = CompactJSON()
        json.value(Self.awkward)
        #expect(json.bytes == (try Self.encoded(Self.awkward)))
        // "é" and "e\u{301}" are one key to a Swift dictionary: the first stays.
        let dictionary = Dictionary(Self.awkward.enumerated().map { ($1, "\($0)\($1)") }, uniquingKeysWith: { first, _ in first })
        var object = CompactJSON()
        object.writeObject(dictionary)
        #expect(object.bytes == (try Self.encoded(dictionary)))
    }

    @Test func placesMatchTheEncoderForEveryFieldMask() throws {
        var generator = SystemRandomNumberGenerator()
        func text() -> String { Self.awkward.randomElement(using: &generator) ?? "" }
        func maybe() -> String? { Bool.random(using: &generator) ? text() : nil }
        let square = Footprint(polygons: [Polygon(outer: [
            Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 60.17, longitude: 24.941),
            Coordinate(latitude: 60.1705, longitude: 24.941), Coordinate(latitude: 60.1705, longitude: 24.94),
        ])])
        let masks: [PlaceFields] = [.all, .defaults, PlaceFields([]), PlaceFields([.names, .osmTags, .displayName])]
            + PlaceField.allCases.map { PlaceFields([$0]) }
        for index in 0..<300 {
            var names: [String: String] = [:]
            var tags: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &generator) { names[text()] = text() }
            for _ in 0..<Int.random(in: 0...6, using: &generator) { tags[text()] = text() }
            let location = Coordinate(latitude: .random(in: -85...85, using: &generator),
                                      longitude: .random(in: -180...180, using: &generator))
            let place = Place(
                id: PlaceID(.node, Int64(index + 1)), category: .pointOfInterest, name: text(), localizedNames: names,
                primaryType: text(), types: (0..<Int.random(in: 0...3, using: &generator)).map { _ in text() },
                osmTags: tags, location: location, footprint: index % 3 == 0 ? square : nil,
                areaSquareMeters: .random(in: 0...5_000, using: &generator),
                address: AddressComponents(houseNumber: maybe(), street: maybe(), postcode: maybe(), suburb: maybe(),
                                           city: maybe(), state: maybe(), countryCode: maybe()),
                formattedAddress: maybe(), phone: maybe(), website: maybe(), openingHours: maybe(), wheelchair: maybe(),
                brand: maybe(), wikidata: maybe(), plusCode: text())
            let language = [nil, LanguageCode("en"), LanguageCode("sv"), LanguageCode("pt-BR")].randomElement(using: &generator) ?? nil
            let isOpenNow = [nil, true, false].randomElement(using: &generator) ?? nil
            for fields in masks {
                let value = PlaceJSON(place, language: language, fields: fields, isOpenNow: isOpenNow)
                #expect(value.compactJSON() == (try Self.encoded(value)), "place \(index), fields \(fields.fields)")
            }
        }
    }
}
