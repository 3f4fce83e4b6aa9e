import CurrentPlaceClient
import Foundation
import Testing

extension CurrentPlaceClientTests {
    /// `findPlaceLikelihoods` / `currentPlace`: `GET /v1/currentPlace`.
    @Suite struct LikelyPlacesTests {
        @Test func fivePlacesNearStockmannMostLikelyFirstAtZoom15() async throws {
            let client = try LiveServer.client()
            let answer = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10)
            #expect(answer.placeLikelihoods.count == 5)
            #expect(answer.recommendedZoom == 15)
            #expect(!answer.isApproximate)
            #expect(answer.attributions == ["© OpenStreetMap contributors"])
            let likelihoods = answer.placeLikelihoods.map(\.likelihood)
            #expect(likelihoods == likelihoods.sorted(by: >))
            #expect(likelihoods.allSatisfy { (0...1).contains($0) })
            #expect((0...1).contains(answer.otherLikelihood))
            #expect(likelihoods.reduce(answer.otherLikelihood, +) <= 1.001)
            for item in answer.placeLikelihoods {
                // The server's default fields: what the tutorial's list and marker need.
                let place = item.place
                #expect(place.displayName?.text.isEmpty == false)
                #expect(place.formattedAddress != nil && place.location != nil && place.primaryType != nil)
                #expect(place.types?.isEmpty == false)
                #expect(meters(place.location ?? Coordinate(latitude: 0, longitude: 0), CurrentPlaceClientTests.stockmann) < 100)
                #expect(place.osmTags == nil && item.explanation == nil)
            }
            let likely = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10)
            #expect(likely.map(\.place.id) == answer.placeLikelihoods.map(\.place.id))
        }

        @Test func anApproximateFixGivesAreasAtZoom10() async throws {
            let answer = try await LiveServer.client().currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 2000,
                                                                    fields: [.displayName, .category])
            #expect(answer.isApproximate)
            #expect(answer.recommendedZoom == 10)
            #expect(!answer.placeLikelihoods.isEmpty)
            #expect(answer.placeLikelihoods.allSatisfy { $0.place.category == "locality" })
        }

        @Test func aTimeCountsOpeningHoursOnThePlacesWallClock() async throws {
            let client = try LiveServer.client()
            let helsinki = try #require(TimeZone(identifier: "Europe/Helsinki"))
            // Monday 30 November 2026, 12:00 in Helsinki (10:00 UTC): the shops of Stockmann's block are open
            // (Mo-Fr 09:00-21:00).
            let noon = try #require(ISO8601DateFormatter().date(from: "2026-11-30T10:00:00Z"))
            let fields: [PlaceField] = [.displayName, .openingHours, .isOpenNow]
            let open = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10, time: noon,
                                                     timeZone: helsinki, fields: fields, explain: true)
            // The server reads the time on the wall clock it is given in: the same instant in Los Angeles is 02:00.
            let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
            let night = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10, time: noon,
                                                      timeZone: losAngeles, fields: fields, explain: true)
            let untimed = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10,
                                                        fields: fields, explain: true)
            let openNow = open.placeLikelihoods.compactMap(\.place.isOpenNow)
            #expect(openNow.contains(true) && !openNow.contains(false))
            #expect(night.placeLikelihoods.contains { $0.place.isOpenNow == false })
            #expect(night.placeLikelihoods.allSatisfy { $0.place.isOpenNow != true })
            #expect(untimed.placeLikelihoods.allSatisfy { $0.place.isOpenNow == nil })
            #expect(untimed.placeLikelihoods.allSatisfy { $0.explanation?.openStatus == "notAsked" })
            #expect(open.placeLikelihoods.contains { $0.explanation?.openStatus == "open" })
            #expect(open.placeLikelihoods.allSatisfy { $0.place.openingHours == nil || $0.place.isOpenNow != nil })
        }

        @Test func onlyTheFieldsAskedForAreFilled() async throws {
            let client = try LiveServer.client()
            let names = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10,
                                                              fields: [.displayName])
            #expect(names.allSatisfy { $0.place.displayName != nil && $0.place.location == nil && $0.place.types == nil })
            let idsOnly = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10, fields: [])
            #expect(idsOnly.allSatisfy { !$0.place.id.isEmpty && $0.place.displayName == nil })
            let everything = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10,
                                                                   fields: [.all], limit: 3)
            #expect(everything.count == 3)
            #expect(everything.allSatisfy { $0.place.osmTags != nil && $0.place.plusCode != nil && $0.place.viewport != nil })
        }

        /// Google's names (`nationalPhoneNumber`, `websiteUri`, `regularOpeningHours`, `accessibilityOptions`) are answered.
        @Test func googlesFieldNamesAreAnswered() async throws {
            let places = try await LiveServer.client().findPlaceLikelihoods(
                at: CurrentPlaceClientTests.stockmann, accuracy: 10,
                fields: [.displayName, .nationalPhoneNumber, .websiteUri, .accessibilityOptions, .regularOpeningHours],
                limit: 10).map(\.place)
            #expect(places.count == 10)
            #expect(places.contains { $0.nationalPhoneNumber?.hasPrefix("0") == true })
            #expect(places.contains { $0.websiteUri?.scheme == "https" })
            #expect(places.allSatisfy { $0.displayName != nil && $0.formattedAddress == nil && $0.location == nil })
        }

        @Test func namesComeInTheLanguageAskedFor() async throws {
            let perCall = try await LiveServer.client().findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann,
                                                                              accuracy: 2000, language: "sv")
            #expect(perCall.contains { $0.place.displayName == LocalizedText(text: "Centrum", languageCode: "sv") })
            // The client's language goes as Accept-Language; a call's language wins over it.
            let client = try LiveServer.client(language: "sv")
            let hinted = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 2000)
            #expect(hinted.map(\.place.displayName) == perCall.map(\.place.displayName))
            let local = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 2000,
                                                              language: "fi")
            #expect(local.contains { $0.place.displayName?.text == "Keskusta" })
        }

        @Test func theLimitSaysHowMany() async throws {
            let client = try LiveServer.client()
            let one = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10, limit: 1)
            let twenty = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 50, limit: 20)
            #expect(one.count == 1)
            #expect(twenty.count == 20)
        }
    }
}
