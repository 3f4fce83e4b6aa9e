@testable import CurrentPlaceClient
import Foundation
import Testing

/// Places as the server writes them today and in Google's shape it is moving to; no server needed.
@Suite struct PlaceDecodingTests {
    private func place(_ json: String) throws -> Place {
        try JSONDecoder().decode(Place.self, from: Data(json.utf8))
    }

    @Test func googlesShape() throws {
        let place = try place("""
            {"name": "places/w122595241", "id": "w122595241",
             "displayName": {"text": "Stockmann Helsingfors", "languageCode": "sv"},
             "primaryType": "department_store", "types": ["department_store", "store"],
             "location": {"latitude": 60.1684, "longitude": 24.942},
             "viewport": {"low": {"latitude": 60.1677, "longitude": 24.9411}, "high": {"latitude": 60.1688, "longitude": 24.943}},
             "formattedAddress": "Aleksanterinkatu 52, 00100 Helsinki", "shortFormattedAddress": "Aleksanterinkatu 52",
             "addressComponents": [{"longText": "52", "shortText": "52", "types": ["street_number"]},
                                   {"longText": "Finland", "shortText": "FI", "types": ["country"], "languageCode": "en"}],
             "plusCode": {"globalCode": "9GG65W9R+9R"},
             "nationalPhoneNumber": "09 1211", "internationalPhoneNumber": "+358 9 1211",
             "websiteUri": "https://stockmann.com/",
             "regularOpeningHours": {"openNow": true, "weekdayDescriptions": ["Monday: 9:00 AM – 9:00 PM"],
                                     "periods": [{"open": {"day": 1, "hour": 9, "minute": 0},
                                                  "close": {"day": 1, "hour": 21, "minute": 0}},
                                                 {"open": {"day": 0, "hour": 0, "minute": 0}}]},
             "businessStatus": "OPERATIONAL", "accessibilityOptions": {"wheelchairAccessibleEntrance": true},
             "category": "poi", "openingHours": "Mo-Fr 09:00-21:00", "isOpenNow": true, "brand": "Stockmann",
             "wikidata": "Q644390", "names": {"sv": "Stockmann Helsingfors"}, "osmTags": {"shop": "department_store"},
             "footprint": {"polygons": 1, "areaSquareMeters": 6981.7}}
            """)
        #expect(place.id == "w122595241" && place.resourceName == "places/w122595241")
        #expect(place.displayName == LocalizedText(text: "Stockmann Helsingfors", languageCode: "sv"))
        #expect(place.viewport?.high.longitude == 24.943)
        #expect(place.shortFormattedAddress == "Aleksanterinkatu 52")
        #expect(place.addressComponents?.last == AddressComponent(longText: "Finland", shortText: "FI", types: ["country"],
                                                                  languageCode: "en"))
        #expect(place.nationalPhoneNumber == "09 1211" && place.internationalPhoneNumber == "+358 9 1211")
        #expect(place.websiteUri == URL(string: "https://stockmann.com/"))
        #expect(place.regularOpeningHours?.openNow == true)
        #expect(place.regularOpeningHours?.periods.first?.close == OpeningPeriod.Point(day: 1, hour: 21, minute: 0))
        #expect(place.regularOpeningHours?.periods.last?.close == nil)
        #expect(place.businessStatus == .operational)
        #expect(place.accessibilityOptions?.wheelchairAccessibleEntrance == true)
        #expect(place.category == "poi" && place.brand == "Stockmann" && place.isOpenNow == true)
        #expect(place.footprint == Footprint(polygons: 1, areaSquareMeters: 6981.7))
        // Written back with Google's names, it reads the same.
        let again = try JSONDecoder().decode(Place.self, from: JSONEncoder().encode(place))
        #expect(again == place)
    }

    @Test func todaysNamesReadIntoGooglesFields() throws {
        let place = try place("""
            {"id": "w122595241", "phone": "+358 09 1211", "website": "https://stockmann.com/", "wheelchair": "yes",
             "addressComponents": {"houseNumber": "52", "street": "Aleksanterinkatu", "postcode": "00100",
                                   "suburb": "Keskusta", "city": "Helsinki", "countryCode": "FI"}}
            """)
        #expect(place.nationalPhoneNumber == "+358 09 1211")
        #expect(place.websiteUri?.host == "stockmann.com")
        #expect(place.accessibilityOptions?.wheelchairAccessibleEntrance == true)
        #expect(place.addressComponents?.map(\.types) == [["street_number"], ["route"], ["sublocality"], ["locality"],
                                                          ["country"], ["postal_code"]])
        #expect(place.addressComponents?.first?.longText == "52")
        #expect(try self.place(#"{"id": "n1", "wheelchair": "no"}"#).accessibilityOptions?.wheelchairAccessibleEntrance == false)
        #expect(try self.place(#"{"id": "n1", "wheelchair": "limited"}"#).accessibilityOptions == AccessibilityOptions())
        // Google's name wins when both are there.
        #expect(try self.place(#"{"id": "n1", "phone": "1", "nationalPhoneNumber": "2"}"#).nationalPhoneNumber == "2")
    }

    @Test func onlyTheIdIsRequired() throws {
        #expect(try place(#"{"id": "n1"}"#) == Place(id: "n1"))
        #expect(try place(#"{"name": "places/n7"}"#).id == "n7")
        #expect(throws: DecodingError.self) { try place(#"{"displayName": {"text": "no id"}}"#) }
        #expect(throws: DecodingError.self) { try place(#"{"name": "places/"}"#) }
        // A field of a shape this client does not know is left out, not fatal.
        let odd = try place(#"{"id": "n1", "types": "cafe", "location": [1, 2], "businessStatus": "FUTURE", "isOpenNow": null}"#)
        #expect(odd == Place(id: "n1"))
    }

    @Test func anExplanationWithThePriorsFactors() throws {
        let explanation = try JSONDecoder().decode(LikelihoodExplanation.self, from: Data("""
            {"distanceMeters": 3, "hasFootprint": false, "insideFootprint": true, "openFactor": 1, "openStatus": "open",
             "positionDensity": 0.001, "prior": 6.2, "priorReason": "bar (bars): visits per place ×3.1, people come to bars at this hour ×2",
             "priorFactors": [{"factor": 3.1, "reason": "bar (bars): visits per place"},
                              {"factor": 2, "reason": "people come to bars at this hour"}]}
            """.utf8))
        #expect(explanation.priorFactors == [.init(reason: "bar (bars): visits per place", factor: 3.1),
                                             .init(reason: "people come to bars at this hour", factor: 2)])
    }

    @Test func anAnswerWithAnExplanation() throws {
        let answer = try JSONDecoder().decode(CurrentPlaceAnswer.self, from: Data("""
            {"approximate": false, "attributions": ["© OpenStreetMap contributors"], "otherLikelihood": 0.6969,
             "placeLikelihoods": [{"likelihood": 0.3031, "place": {"id": "n6049453009"},
               "explanation": {"distanceMeters": 24.5, "hasFootprint": false, "insideFootprint": false, "openFactor": 1,
                               "openStatus": "unknown", "positionDensity": 0.000164, "prior": 0.735, "priorReason": "atm"}}],
             "recommendedZoom": 15}
            """.utf8))
        #expect(answer.placeLikelihoods.first?.explanation?.priorReason == "atm")
        #expect(answer.otherLikelihood == 0.6969 && !answer.isApproximate && answer.recommendedZoom == 15)
        let again = try JSONDecoder().decode(CurrentPlaceAnswer.self, from: JSONEncoder().encode(answer))
        #expect(again == answer)
    }

    @Test func fieldMasks() {
        #expect(PlaceField.queryMask(nil) == nil)
        #expect(PlaceField.queryMask([]) == "id")
        #expect(PlaceField.queryMask([.displayName, .location, .displayName]) == "displayName,location")
        #expect(PlaceField.queryMask([.displayName, .all]) == "*")
        #expect(PlaceField.headerMask(nil) == "*")
        #expect(PlaceField.headerMask([.id, .displayName]) == "places.id,places.displayName")
    }

    @Test func timesCarryTheOffsetOfTheirZone() throws {
        let instant = try #require(ISO8601DateFormatter().date(from: "2026-11-30T10:00:00Z"))
        let zone = { (name: String) in try #require(TimeZone(identifier: name)) }
        #expect(WallClockTime.iso8601(instant, in: try zone("Europe/Helsinki")) == "2026-11-30T12:00:00+02:00")
        #expect(WallClockTime.iso8601(instant, in: try zone("America/St_Johns")) == "2026-11-30T06:30:00-03:30")
        #expect(WallClockTime.iso8601(instant.addingTimeInterval(0.9), in: try zone("UTC")) == "2026-11-30T10:00:00+00:00")
        #expect(WallClockTime.iso8601(instant, in: try zone("Asia/Kolkata")) == "2026-11-30T15:30:00+05:30")
    }

    @Test func numbersAndQueryText() {
        #expect(WireText.number(60.1684) == "60.1684")
        #expect(WireText.number(10) == "10")
        #expect(WireText.number(-0.000001) == "-1e-06")
        #expect(WireText.percentEncoded("2026-11-30T12:00:00+02:00") == "2026-11-30T12%3A00%3A00%2B02%3A00")
        #expect(WireText.percentEncoded("a,b") == "a,b")
    }
}
