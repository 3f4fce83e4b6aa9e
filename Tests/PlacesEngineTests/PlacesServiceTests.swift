import Foundation
import Geo
import OSMImport
import Places
import PlacesAPI
import PlacesEngine
import TestSupport
import Testing

/// The engine over the real Helsinki extract, imported once per test into a temporary folder, with `prior`
/// (the shipped one by default).
private func helsinkiClient(_ folder: TemporaryFolder, prior: VisitPrior = .fitted) throws -> PlacesService {
    let path = folder.path("helsinki.sqlite")
    _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
    return try PlacesService(storePath: path, visitPrior: prior)
}

/// Beside Stockmann on Aleksanterinkatu, Monday noon in Helsinki.
private let stockmannCorner = Coordinate(latitude: 60.16840, longitude: 24.94200)
private let mondayNoon = try? QueryTime.parse("2026-11-30T12:00:00+02:00")

@Suite struct PlacesServiceTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func answersAreSortedProbabilitiesWithTheTutorialsZoom() async throws {
        defer { folder.remove() }
        let client = try helsinkiClient(folder)
        let fix = LocationFix(coordinate: stockmannCorner, horizontalAccuracy: 10)
        let places = try await client.findPlaceLikelihoods(CurrentPlaceRequest(fix: fix, limit: 5))
        #expect(places.count == 5)
        #expect(places.allSatisfy { $0.place.category == .pointOfInterest && (0...1).contains($0.likelihood) })
        #expect(zip(places, places.dropFirst()).allSatisfy { $0.likelihood >= $1.likelihood })
        #expect(places.reduce(0) { $0 + $1.likelihood } <= 1)
        let answer = try client.currentPlace(CurrentPlaceRequest(fix: fix, fields: .all))
        #expect(answer.recommendedZoom == 15 && !answer.isApproximate)
        #expect(abs(answer.placeLikelihoods.reduce(answer.otherLikelihood) { $0 + $1.likelihood } - 1) < 1e-9)
        // The same question gives the same answer.
        let again = try client.currentPlace(CurrentPlaceRequest(fix: fix, fields: .all))
        #expect(again.placeLikelihoods.map(\.place.id) == answer.placeLikelihoods.map(\.place.id))
    }

    /// "None of these" is the model's own (issue 36): it does not change with the limit, and the rest of
    /// `otherLikelihood` is the places past the limit.
    @Test func noneOfTheseIsTheModelsAndTheRestIsThePlacesPastTheLimit() throws {
        defer { folder.remove() }
        let client = try helsinkiClient(folder)
        let fix = LocationFix(coordinate: stockmannCorner, horizontalAccuracy: 20)
        let one = try client.currentPlace(CurrentPlaceRequest(fix: fix, limit: 1))
        let twenty = try client.currentPlace(CurrentPlaceRequest(fix: fix, limit: 20))
        #expect(one.noneLikelihood == twenty.noneLikelihood)
        #expect(one.noneLikelihood > 0 && one.noneLikelihood < one.otherLikelihood)
        let pastTheFirst = twenty.placeLikelihoods.dropFirst().reduce(0) { $0 + $1.likelihood }
        #expect(abs(one.otherLikelihood - (twenty.otherLikelihood + pastTheFirst)) < 1e-9)
        #expect(twenty.noneLikelihood <= twenty.otherLikelihood)
    }

    @Test func approximateFixesAnswerWithAreasAtZoomTen() throws {
        defer { folder.remove() }
        let client = try helsinkiClient(folder)
        let answer = try client.currentPlace(CurrentPlaceRequest(fix: LocationFix(coordinate: stockmannCorner, horizontalAccuracy: 2_000), limit: 10, fields: .all))
        #expect(answer.isApproximate && answer.recommendedZoom == 10)
        #expect(!answer.placeLikelihoods.isEmpty)
        #expect(answer.placeLikelihoods.allSatisfy { $0.place.category == .locality })
        #expect(answer.placeLikelihoods.contains { $0.place.name == "Helsinki" })
    }

    /// The mechanism, with every place alike: under the fitted prior, 23:30 also raises the bars (people come
    /// to bars at that hour), so the mass the closed café loses goes to them as much as to the street.
    @Test func openingHoursMoveAShopDownAtNight() throws {
        defer { folder.remove() }
        let client = try helsinkiClient(folder, prior: .uniform)
        let fix = LocationFix(coordinate: stockmannCorner, horizontalAccuracy: 10)
        let noon = try #require(mondayNoon)
        let night = try QueryTime.parse("2026-11-30T23:30:00+02:00")
        let day = try client.currentPlace(CurrentPlaceRequest(fix: fix, fields: .all, time: noon))
        let late = try client.currentPlace(CurrentPlaceRequest(fix: fix, limit: 20, fields: .all, time: night))
        let cafe = try #require(day.placeLikelihoods.first)
        #expect(cafe.isOpenNow == true)
        // Closed at 23:30, like its neighbours: it loses mass to "none of these" (the street).
        let cafeAtNight = late.placeLikelihoods.first { $0.place.id == cafe.place.id }
        #expect((cafeAtNight?.likelihood ?? 0) < cafe.likelihood * 0.6)
        #expect(cafeAtNight.map { $0.isOpenNow == false } ?? true)
        #expect(late.otherLikelihood > day.otherLikelihood + 0.2)
    }

    @Test func fieldMaskWritesOnlyWhatWasAsked() throws {
        defer { folder.remove() }
        let client = try helsinkiClient(folder)
        let fields = try PlaceFields.parse("displayName,formattedAddress")
        let answer = try client.currentPlace(CurrentPlaceRequest(fix: LocationFix(coordinate: stockmannCorner, horizontalAccuracy: 10),
                                                                 limit: 1, fields: fields))
        let data = try JSONEncoder().encode(CurrentPlaceJSON(answer, fields: fields, language: nil, explain: false))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(object["placeLikelihoods"] as? [[String: Any]])
        let place = try #require(items.first?["place"] as? [String: Any])
        #expect(Set(place.keys) == ["id", "displayName", "formattedAddress"])
        #expect(object["attributions"] as? [String] == ["© OpenStreetMap contributors"])
        #expect(items.first?["explanation"] == nil)

        let all = try JSONEncoder().encode(CurrentPlaceJSON(answer, fields: .all, language: LanguageCode("sv"), explain: true))
        let full = try #require(try JSONSerialization.jsonObject(with: all) as? [String: Any])
        let first = try #require((full["placeLikelihoods"] as? [[String: Any]])?.first)
        #expect(first["explanation"] != nil)
    }

    @Test(arguments: ["nam", "displayName,bogus", "", ","])
    func unknownFieldsListTheValidOnes(text: String) {
        #expect {
            _ = try PlaceFields.parse(text)
        } throws: { error in
            let message = (error as? PlacesError)?.message ?? ""
            return message.contains("valid fields: id, name, displayName") && (error as? PlacesError)?.parameter == "fields"
        }
    }

    @Test(arguments: [
        (["lat": "60.17", "lng": "24.94"], nil as String?),
        (["lat": "60.17"], "lng"), (["lat": "x", "lng": "24"], "lat"), (["lat": "NaN", "lng": "24"], "lat"),
        (["lat": "60", "lng": "200"], "lng"), (["lat": "60", "lng": "24", "accuracy": "-3"], "accuracy"),
        (["lat": "60", "lng": "24", "limit": "0"], "limit"), (["lat": "60", "lng": "24", "limit": "21"], "limit"),
        (["lat": "60", "lng": "24", "time": "yesterday"], "time"), (["lat": "60", "lng": "24", "time": "2026-02-30T10:00:00Z"], "time"),
        (["lat": "60", "lng": "24", "lang": "english!"], "lang"), (["lat": "60", "lng": "24", "fields": "nope"], "fields"),
        (["lat": "60", "lng": "24", "colour": "red"], "colour"),
        (["lat": "60", "lng": "24", "time": "٢٠٢٦-11-30T12:00Z"], "time"), (["lat": "60", "lng": "24", "explain": "yes"], "explain"),
        (["lat": "60", "lng": "24", "accuracy": "1e308"], "accuracy"), (["lat": "60", "lng": "24", "lang": "-"], "lang"),
        (["lat": "60", "lng": "24", "fields": "id,,displayName"], "fields"), (["lat": "60", "lng": "24", "fields": "id, types"], "fields"),
    ])
    func queryParametersAreChecked(parameters: [String: String], badParameter: String?) {
        do {
            _ = try CurrentPlaceQuery.parse(parameters)
            #expect(badParameter == nil)
        } catch {
            #expect(error.parameter == badParameter, "\(error.message)")
        }
    }

    @Test func timesKeepTheirOffset() throws {
        let time = try QueryTime.parse("2026-11-30T12:00:00+02:00")
        #expect(time.timeZone.secondsFromGMT() == 7_200)
        #expect(time.date == Date(timeIntervalSince1970: 1_796_032_800))
        #expect(try QueryTime.parse("2026-11-30T10:00Z").date == time.date)
        #expect(try QueryTime.parse("2026-11-30T05:00:00.250-05:00").date.timeIntervalSince(time.date) == 0.25)
    }

    /// The server writes answers with `CompactJSON`, the CLI with `JSONEncoder`: the bytes must agree.
    @Test func compactJSONIsWhatTheEncoderWrites() throws {
        defer { folder.remove() }
        let client = try helsinkiClient(folder)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let noon = try #require(mondayNoon)
        var generator = SystemRandomNumberGenerator()
        for index in 0..<150 {
            let coordinate = Coordinate(latitude: 60.1645 + .random(in: 0...0.014, using: &generator),
                                        longitude: 24.9355 + .random(in: 0...0.017, using: &generator))
            let accuracy = [5.0, 20, 50, 150, 3_000][index % 5]
            let fields: PlaceFields = [.all, .defaults, try PlaceFields.parse("names,displayName,footprint")][index % 3]
            let language = [nil, LanguageCode("sv"), LanguageCode("en")][index % 3 == 0 ? 0 : index % 2 + 1]
            let answer = try client.currentPlace(CurrentPlaceRequest(
                fix: LocationFix(coordinate: coordinate, horizontalAccuracy: accuracy), limit: 1 + index % 20, fields: fields,
                language: language, time: index.isMultiple(of: 2) ? noon : nil))
            let json = CurrentPlaceJSON(answer, fields: fields, language: language, explain: index % 4 < 2)
            #expect(json.compactJSON() == Array(try encoder.encode(json)), "query \(index) at \(coordinate)")
        }
    }
}
