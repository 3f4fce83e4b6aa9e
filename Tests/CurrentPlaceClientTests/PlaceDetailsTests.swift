import CurrentPlaceClient
import Foundation
import Testing

extension CurrentPlaceClientTests {
    /// `place(id:)`: `GET /v1/places/{id}`.
    @Suite struct PlaceDetailsTests {
        @Test func aLikelyPlacesIdGivesItsDetails() async throws {
            let client = try LiveServer.client()
            let likely = try await client.findPlaceLikelihoods(at: CurrentPlaceClientTests.stockmann, accuracy: 10)
            let first = try #require(likely.first?.place)
            let place = try await client.place(id: first.id)
            #expect(place.id == first.id)
            #expect(place.resourceName == "places/\(first.id)")
            #expect(place.displayName == first.displayName)
            #expect(place.formattedAddress == first.formattedAddress)
            #expect(place.location == first.location)
            // Every field by default.
            #expect(place.category == "poi" && place.osmTags?.isEmpty == false && place.plusCode != nil)
            #expect(place.viewport != nil && place.types == first.types)
        }

        /// Stockmann's department store, with every field, read from the server's names of today or Google's.
        @Test func stockmannsDetailsInGooglesShape() async throws {
            let place = try await LiveServer.client().place(id: "w122595241")
            #expect(place.displayName == LocalizedText(text: "Stockmann"))
            #expect(place.primaryType == "department_store")
            #expect(place.nationalPhoneNumber?.hasPrefix("0") == true && place.internationalPhoneNumber?.hasPrefix("+358") == true)
            #expect(place.websiteUri?.host?.hasSuffix("stockmann.com") == true)
            #expect(place.accessibilityOptions?.wheelchairAccessibleEntrance == true)
            #expect(place.wikidata == "Q644390")
            #expect(place.openingHours?.contains("Mo-Fr") == true)
            let parts = place.addressComponents ?? []
            #expect(parts.contains { $0.longText == "Aleksanterinkatu" && $0.types.contains("route") })
            #expect(parts.contains { $0.longText == "52" && $0.types.contains("street_number") })
            #expect(parts.contains { $0.longText == "00100" && $0.types.contains("postal_code") })
            #expect((place.footprint?.polygons ?? 0) >= 1 && (place.footprint?.areaSquareMeters ?? 0) > 1000)
            #expect(place.names?["sv"] == "Stockmann Helsingfors")
            #expect(place.plusCode?.globalCode.hasPrefix("9GG65W") == true)
        }

        @Test func fieldsAndLanguage() async throws {
            let place = try await LiveServer.client().place(id: "w122595241", fields: [.displayName, .location], language: "ru")
            #expect(place.displayName == LocalizedText(text: "Стокманн Хе́льсинки", languageCode: "ru"))
            #expect(place.location != nil)
            #expect(place.formattedAddress == nil && place.osmTags == nil && place.types == nil)
        }

        @Test func anUnknownIdIsNotFound() async throws {
            let error = try await #require(throws: PlacesAPIError.self) {
                try await LiveServer.client().place(id: "n1")
            }
            #expect(error.code == 404)
            #expect(error.status == "NOT_FOUND")
            #expect(error.message.contains("n1"))
        }

        /// Anything in an id is percent-encoded: it reaches the server as one id, which refuses it.
        @Test func somethingThatIsNotAnIdIsAnInvalidArgument() async throws {
            for id in ["x", "", "w1/../../v1/config", "n1?fields=id", "w 1+2"] {
                let error = try await #require(throws: PlacesAPIError.self, "\(id)") {
                    try await LiveServer.client().place(id: id)
                }
                #expect(error.code == 400 && error.status == "INVALID_ARGUMENT" && error.parameter == "id", "\(id): \(error)")
            }
        }
    }
}
