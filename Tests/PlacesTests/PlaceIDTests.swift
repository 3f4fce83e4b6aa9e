import Places
import Testing

@Suite struct PlaceIDTests {
    @Test(arguments: ["n123", "w456", "r789", "w122595241"])
    func roundTrips(text: String) throws {
        #expect(try #require(PlaceID(text)).description == text)
    }

    @Test(arguments: ["", "n", "x123", "n-1", "n0", "N123", "n12a", "w 1", "n١٢٣"])
    func rejects(text: String) {
        #expect(PlaceID(text) == nil)
    }

    @Test func displayNameFallsBackToLocalName() {
        let place = Place(id: PlaceID(.way, 1), category: .pointOfInterest, name: "Stockmann",
                          localizedNames: ["ru": "Стокманн"], primaryType: "department_store",
                          types: ["department_store"], location: .init(latitude: 60, longitude: 24), plusCode: "")
        #expect(place.displayName(language: LanguageCode("ru")).text == "Стокманн")
        #expect(place.displayName(language: LanguageCode("ru")).languageCode == "ru")
        #expect(place.displayName(language: LanguageCode("ar")).text == "Stockmann")
        #expect(place.displayName(language: LanguageCode("ar")).languageCode == nil)
        #expect(place.displayName(language: nil).text == "Stockmann")
    }
}
