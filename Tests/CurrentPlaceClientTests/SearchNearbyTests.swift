import CurrentPlaceClient
import Foundation
import Testing

extension CurrentPlaceClientTests {
    /// `searchNearby`: `POST /v1/places:searchNearby`, Google's body and `X-Goog-FieldMask`.
    @Suite struct SearchNearbyTests {
        @Test func byDistanceNearestFirst() async throws {
            let places = try await LiveServer.client().searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 300,
                                                                    maxResultCount: 15, rankPreference: .distance)
            #expect(places.count == 15)
            let distances = try places.map { meters(try #require($0.location), CurrentPlaceClientTests.stockmann) }
            #expect(distances == distances.sorted())
            #expect(distances.allSatisfy { $0 <= 300 })
            // No field mask: every field.
            #expect(places.allSatisfy { $0.osmTags != nil && $0.displayName != nil })
        }

        @Test func byPopularityByDefault() async throws {
            let client = try LiveServer.client()
            let popular = try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 500, maxResultCount: 5)
            let explicit = try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 500, maxResultCount: 5,
                                                         rankPreference: .popularity)
            #expect(popular.count == 5)
            #expect(popular.map(\.id) == explicit.map(\.id))
        }

        @Test func includedTypesCafes() async throws {
            let cafes = try await LiveServer.client().searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 500,
                                                                   includedTypes: ["cafe"], rankPreference: .distance,
                                                                   fields: [.displayName, .types, .location])
            #expect(!cafes.isEmpty)
            #expect(cafes.allSatisfy { $0.types?.contains("cafe") == true })
            #expect(cafes.allSatisfy { $0.location != nil && $0.formattedAddress == nil && $0.osmTags == nil })
        }

        @Test func excludedTypes() async throws {
            let places = try await LiveServer.client().searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 300,
                                                                    excludedTypes: ["cafe", "restaurant"], fields: [.types])
            #expect(!places.isEmpty)
            #expect(places.allSatisfy { !($0.types ?? []).contains("cafe") && !($0.types ?? []).contains("restaurant") })
        }

        @Test func primaryTypes() async throws {
            let client = try LiveServer.client()
            let restaurants = try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 500,
                                                            includedPrimaryTypes: ["restaurant"], fields: [.primaryType])
            #expect(!restaurants.isEmpty && restaurants.allSatisfy { $0.primaryType == "restaurant" })
            let others = try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 500,
                                                       excludedPrimaryTypes: ["restaurant"], fields: [.primaryType])
            #expect(!others.isEmpty && others.allSatisfy { $0.primaryType != "restaurant" })
        }

        @Test func nothingFoundIsAnEmptyList() async throws {
            let places = try await LiveServer.client().searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 300,
                                                                    includedTypes: ["no_such_type"])
            #expect(places.isEmpty)
        }

        @Test func languageAndGooglesFieldNames() async throws {
            let places = try await LiveServer.client().searchNearby(
                center: CurrentPlaceClientTests.stockmann, radius: 50, includedTypes: ["department_store"], language: "sv",
                fields: [.displayName, .nationalPhoneNumber, .websiteUri, .businessStatus])
            let stockmann = try #require(places.first { $0.id == "w122595241" })
            #expect(stockmann.displayName == LocalizedText(text: "Stockmann Helsingfors", languageCode: "sv"))
            #expect(stockmann.nationalPhoneNumber != nil && stockmann.websiteUri != nil)
            #expect(stockmann.location == nil)
        }

        @Test func badArgumentsNameTheBodyField() async throws {
            let client = try LiveServer.client()
            let cases: [(String, () async throws -> [Place])] = [
                ("maxResultCount", { try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 300,
                                                                   maxResultCount: 50) }),
                ("locationRestriction.circle.radius", { try await client.searchNearby(center: CurrentPlaceClientTests.stockmann,
                                                                                      radius: 60_000) }),
                ("locationRestriction.circle.center", { try await client.searchNearby(
                    center: Coordinate(latitude: 95, longitude: 0), radius: 300) }),
                ("languageCode", { try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 300,
                                                                 language: "not a language") }),
                ("X-Goog-FieldMask", { try await client.searchNearby(center: CurrentPlaceClientTests.stockmann, radius: 300,
                                                                     fields: [PlaceField(rawValue: "bogus")]) }),
            ]
            for (parameter, call) in cases {
                let error = try await #require(throws: PlacesAPIError.self, "\(parameter)") { try await call() }
                #expect(error.code == 400 && error.status == "INVALID_ARGUMENT" && error.parameter == parameter, "\(error)")
            }
        }
    }
}
