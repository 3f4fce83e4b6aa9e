import Places
import Testing

@Suite struct TagClassifierTests {
    @Test(arguments: [
        (["amenity": "cafe", "name": "Fazer"], "cafe", PlaceCategory.pointOfInterest),
        (["shop": "department_store", "name": "Stockmann", "building": "retail"], "department_store", .pointOfInterest),
        (["shop": "fancy_new_value", "name": "X"], "store", .pointOfInterest),
        (["railway": "station", "name": "Helsinki"], "train_station", .pointOfInterest),
        (["railway": "station", "station": "subway", "name": "Kamppi"], "subway_station", .pointOfInterest),
        (["public_transport": "station", "building": "train_station", "name": "Päärautatieasema"], "train_station", .pointOfInterest),
        (["highway": "bus_stop", "name": "Stockmann"], "bus_stop", .pointOfInterest),
        (["public_transport": "platform", "tram": "yes", "name": "Ylioppilastalo"], "tram_stop", .pointOfInterest),
        (["amenity": "place_of_worship", "religion": "christian", "name": "Tuomiokirkko"], "church", .pointOfInterest),
        (["tourism": "hotel", "name": "Hotel Kämp"], "hotel", .pointOfInterest),
        (["building": "yes", "name": "Lasipalatsi"], "building", .pointOfInterest),
        (["aeroway": "terminal", "name": "T2"], "airport_terminal", .pointOfInterest),
        (["amenity": "exhibition_centre", "building": "yes", "name": "Javits Center"], "convention_center", .pointOfInterest),
        (["amenity": "dojo", "leisure": "sports_centre", "name": "Muay Thai"], "sports_complex", .pointOfInterest),
        (["amenity": "disused", "office": "company", "name": "Mapzen"], "corporate_office", .pointOfInterest),
        (["amenity": "fortune_teller", "name": "Psychic"], "point_of_interest", .pointOfInterest),
        (["amenity": "studio", "building": "yes", "name": "Chelsea Television Studios"], "point_of_interest", .pointOfInterest),
        (["place": "square", "name": "Senaatintori"], "plaza", .pointOfInterest),
        (["historic": "memorial", "amenity": "bench", "name": "Tove's bench"], "memorial", .pointOfInterest),
        (["place": "suburb", "name": "Kamppi"], "sublocality", .locality),
        (["place": "city", "name": "Helsinki"], "locality", .locality),
        (["boundary": "administrative", "admin_level": "2", "name": "Suomi"], "country", .locality),
        (["building": "yes", "addr:housenumber": "5", "addr:street": "Mannerheimintie"], "street_address", .address),
        (["shop": "kiosk", "addr:housenumber": "3"], "street_address", .address),
    ])
    func classifies(tags: [String: String], primaryType: String, category: PlaceCategory) throws {
        let classification = try #require(TagClassifier.classify(tags))
        #expect(classification.primaryType == primaryType)
        #expect(classification.category == category)
        #expect(classification.types.first == primaryType)
    }

    @Test(arguments: [
        ["amenity": "bench", "name": "Bench"],
        ["amenity": "post_box", "name": "Posti"],
        ["amenity": "waste_basket"],
        ["amenity": "vending_machine", "name": "Coke"],
        ["tourism": "information", "information": "board", "name": "Map"],
        ["highway": "residential", "name": "Mannerheimintie"],
        ["amenity": "cafe"],
        ["railway": "rail", "name": "Rantarata"],
        ["place": "city_block", "name": "Kortteli"],
        ["amenity": "recycling", "name": "Keräyspiste"],
    ])
    func leavesOut(tags: [String: String]) {
        #expect(TagClassifier.classify(tags) == nil)
    }

    @Test func pointsOfInterestCarryGenericTypesAndMatchedTags() throws {
        let classification = try #require(TagClassifier.classify(["amenity": "cafe", "name": "Ekberg", "building": "yes"]))
        #expect(classification.types == ["cafe", "food", "building", "point_of_interest", "establishment"])
        #expect(classification.matchedTags == ["amenity=cafe", "building=yes"])
    }

    @Test func namedRecyclingCentreIsAPlace() throws {
        let tags = ["amenity": "recycling", "recycling_type": "centre", "name": "Sortti"]
        #expect(try #require(TagClassifier.classify(tags)).primaryType == "recycling_center")
    }
}
