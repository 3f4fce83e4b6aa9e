import Foundation
import Geo
import OSMImport
import Places
import PlacesAPI
import PlacesEngine
import TestSupport
import Testing

/// The server writes Nearby Search answers with `CompactJSON`: the bytes must be `JSONEncoder`'s.
@Suite struct NearbySearchJSONTests {
    @Test func compactJSONIsWhatTheEncoderWrites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        let places = try PlacesService(storePath: path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let week = (Date(timeIntervalSince1970: 1_796_032_800), TimeZone(secondsFromGMT: 7_200) ?? .current)
        for (index, fields) in [PlaceFields.all, .defaults, try PlaceFields.parse("names,regularOpeningHours,addressComponents")]
            .enumerated() {
            let language = [nil, LanguageCode("sv"), LanguageCode("ru")][index]
            let found = try places.searchNearby(NearbySearch(center: Coordinate(latitude: 60.1684, longitude: 24.942), radius: 400,
                                                             rankPreference: .distance, fields: fields, language: language))
            #expect(found.count == 20)
            let answer = NearbySearchJSON(places: found.map { PlaceJSON($0, language: language, fields: fields, week: week) })
            #expect(answer.compactJSON() == Array(try encoder.encode(answer)), "fields \(fields.fields.sorted())")
        }
        let empty = NearbySearchJSON(places: [])
        #expect(empty.compactJSON() == Array(try encoder.encode(empty)))
    }
}
