import Foundation
@testable import PlaceStore
import Testing

/// The tags column is JSON written by hand: it must be what a JSON reader reads back, keys sorted.
@Suite struct PlaceRowCodecTests {
    @Test func tagsAreJSONWithSortedKeys() throws {
        let tags = ["name": "Café \"Regatta\"", "note": "a\\b\nc\t\u{1F}\u{0}", "amenity": "cafe", "name:ru": "Кафе", "": ""]
        let json = PlaceRowCodec.encodeTags(tags)
        #expect(json.hasPrefix(#"{"":"","amenity":"cafe","name":"Café \"Regatta\"","name:ru":"Кафе","note":"a\\b\u000ac\u0009\u001f\u0000"}"#))
        #expect(PlaceRowCodec.decodeTags(json) == tags)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(parsed == tags)
        #expect(PlaceRowCodec.encodeTags([:]) == "{}")
    }
}
