import CurrentPlaceClient
import Foundation
import Testing

extension CurrentPlaceClientTests {
    /// `findPlaceLikelihoods(…, history:)`: the app's own picks go with the request (`POST /v1/currentPlace`).
    @Suite struct HistoryTests {
        /// Monday 30 November 2026, 12:00 in Helsinki.
        static let noon = Date(timeIntervalSince1970: 1_796_032_800)
        static let helsinki = TimeZone(identifier: "Europe/Helsinki") ?? .current

        /// `count` picks of `id` on Monday middays, a week apart.
        private func mondayPicks(of id: String, count: Int) -> [PlaceVisit] {
            (0..<count).map { PlaceVisit(placeID: id, time: Self.noon.addingTimeInterval(-Double($0 % 4) * 7 * 86_400 + Double($0) * 60),
                                         timeZone: Self.helsinki) }
        }

        @Test func aPlacePickedOftenAtThisTimeMovesUpAndSaysWhy() async throws {
            let client = try LiveServer.client()
            let plain = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10, time: Self.noon,
                                                      timeZone: Self.helsinki, explain: true)
            #expect(plain.placeLikelihoods.allSatisfy { $0.explanation?.historyVisits == 0 && $0.explanation?.historyFactor == 1 })
            let last = try #require(plain.placeLikelihoods.last?.place.id)
            let picked = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10, time: Self.noon,
                                                               timeZone: Self.helsinki, explain: true,
                                                               history: mondayPicks(of: last, count: 8))
            let rank = try #require(picked.firstIndex { $0.place.id == last })
            #expect(rank < plain.placeLikelihoods.count - 1)
            #expect(picked[rank].explanation?.historyVisits == 8)
            #expect((picked[rank].explanation?.historyFactor ?? 0) > 1)
        }

        @Test func onlyTheNewestThousandAreSent() async throws {
            let client = try LiveServer.client()
            let old = (0..<500).map { PlaceVisit(placeID: "n1", time: Self.noon.addingTimeInterval(-400 * 86_400 - Double($0))) }
            let answer = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10, explain: true,
                                                       history: old + mondayPicks(of: "n6049453018", count: 1_000))
            let cafe = answer.placeLikelihoods.first { $0.place.id == "n6049453018" }
            #expect(cafe?.explanation?.historyVisits == 1_000)
        }

        @Test func aBadVisitIsTheServersFourHundredNamingIt() async throws {
            let client = try LiveServer.client()
            do {
                _ = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10,
                                                          history: [PlaceVisit(placeID: "cafe", time: Self.noon)])
                Issue.record("a visit to \"cafe\" was accepted")
            } catch let error as PlacesAPIError {
                #expect(error.code == 400)
                #expect(error.parameter == "history[0].id")
            }
        }

        @Test func visitsRoundTripAsTheServerWritesThem() throws {
            let visit = PlaceVisit(placeID: "w4", time: Self.noon, timeZone: Self.helsinki)
            let json = try JSONEncoder().encode(visit)
            #expect(String(decoding: json, as: UTF8.self).contains(#""time":"2026-11-30T12:00:00+02:00""#))
            let back = try JSONDecoder().decode(PlaceVisit.self, from: json)
            #expect(back.placeID == "w4" && back.time == Self.noon && back.timeZone.secondsFromGMT() == 7_200)
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(PlaceVisit.self, from: Data(#"{"id":"w4","time":"2026-11-30T12:00:00"}"#.utf8))
            }
        }

        @Test func aVisitKeepsItsFixOnTheWire() throws {
            let visit = PlaceVisit(placeID: "n6049453018", time: Self.noon, timeZone: Self.helsinki,
                                   location: CurrentPlaceClientTests.stockmann, accuracy: 12)
            let json = String(decoding: try JSONEncoder().encode(visit), as: UTF8.self)
            #expect(json.contains(#""fix":{"#) && json.contains(#""accuracy":12"#), "\(json)")
            let back = try JSONDecoder().decode(PlaceVisit.self, from: Data(json.utf8))
            #expect(back.location == visit.location && back.accuracy == 12 && back.time == Self.noon, "\(back)")
            let bare = String(decoding: try JSONEncoder().encode(PlaceVisit(placeID: "w4", time: Self.noon)), as: UTF8.self)
            #expect(!bare.contains("fix"))
        }

        @Test func aPickKeptWithItsFixIsFoundWhereTheDeviceWas() async throws {
            // A place the map draws past the first ten: five picks of it made here, with their fixes, name it
            // first; the server says so in its explanation. How many it takes is the population's say: here
            // Stockmann, holding 52 places, is most of the mass (the shipped venue fit: four picks are the least
            // that name the far place first; the kind fit before it needed three).
            let client = try LiveServer.client()
            let plain = try await client.currentPlace(at: CurrentPlaceClientTests.stockmann, accuracy: 10, time: Self.noon,
                                                      timeZone: Self.helsinki, limit: 20, explain: true)
            let far = try #require(plain.placeLikelihoods.dropFirst(10).first { ($0.explanation?.distanceMeters ?? 0) > 30 })
            let picks = (1...5).map {
                PlaceVisit(placeID: far.place.id, time: Self.noon.addingTimeInterval(-Double($0) * 7 * 86_400),
                           timeZone: Self.helsinki, location: CurrentPlaceClientTests.stockmann, accuracy: 10)
            }
            let answer = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10, time: Self.noon,
                                                               timeZone: Self.helsinki, explain: true, history: picks)
            #expect(answer.first?.place.id == far.place.id)
            #expect(answer.first?.explanation?.historyVisits == 5)
        }

        @Test func anOlderServersExplanationWithoutHistoryStillDecodes() throws {
            let json = #"{"distanceMeters":3,"insideFootprint":true,"hasFootprint":true,"openStatus":"notAsked","openFactor":1,"#
                + #""prior":1,"priorReason":"cafe","positionDensity":0.001}"#
            let explanation = try JSONDecoder().decode(LikelihoodExplanation.self, from: Data(json.utf8))
            #expect(explanation.historyFactor == nil && explanation.historyVisits == nil)
        }
    }
}
