import Foundation
import Geo
import PlaceStore
@testable import PlaceStoreBuilding
import Places
import Testing

/// Conflation's rules on small hand-made neighbourhoods (near Grand Central, 40.7527 N 73.9772 W): each test
/// names what OpenStreetMap draws and what one place per real thing makes of it.
@Suite struct PlaceConflationTests {
    private static let origin = Coordinate(latitude: 40.7527, longitude: -73.9772)

    /// A point `east` and `north` metres from the origin.
    private static func at(_ east: Double, _ north: Double) -> Coordinate {
        Coordinate(latitude: origin.latitude + north / 111_320,
                   longitude: origin.longitude + east / (111_320 * cos(origin.latitude * .pi / 180)))
    }

    /// A point of interest, or an area when `half` (half its side in metres) is given.
    private static func item(_ id: String, _ name: String, _ types: [String], east: Double = 0, north: Double = 0,
                             half: Double? = nil, tags: Int = 10) -> ConflationItem {
        let center = at(east, north)
        var footprint: Footprint?
        var box = BoundingBox(point: center)
        if let half {
            let ring = [at(east - half, north - half), at(east + half, north - half), at(east + half, north + half),
                        at(east - half, north + half), at(east - half, north - half)]
            footprint = Footprint(polygons: [Polygon(outer: ring)])
            box = footprint?.boundingBox ?? box
        }
        return ConflationItem(id: PlaceID(id)!, name: name, primaryType: types[0], types: types + ["point_of_interest"],
                              location: center, footprint: footprint, box: box, area: footprint?.area ?? 0, richness: tags)
    }

    @Test func aNodeAndItsBuildingAreOnePlaceNamedByTheRicherDrawing() {
        let result = PlaceConflation.run([
            Self.item("n1", "Apple Store", ["electronics_store", "store"], tags: 200),
            Self.item("w2", "Apple Store", ["building"], half: 20, tags: 40),
            Self.item("n3", "Apple Store", ["electronics_store", "store"], east: 500),  // another branch
        ])
        #expect(result.links == [PlaceID("w2")!: PlaceLink(place: PlaceID("n1")!, role: .same)])
        #expect(result.mergedCount == 1)
    }

    @Test func sameNamedShopsApartAreChainBranchesNotOnePlace() {
        let distance = PlaceConflation.sameDistance
        let result = PlaceConflation.run([
            Self.item("n1", "Starbucks", ["cafe"]), Self.item("n2", "Starbucks", ["cafe"], east: distance + 10),
            Self.item("n3", "Starbucks", ["cafe"], north: distance - 5),
        ])
        #expect(result.links == [PlaceID("n3")!: PlaceLink(place: PlaceID("n1")!, role: .same)])
    }

    @Test func aBuildingOutsideWhichAStopStandsStaysItsOwnPlace() {
        // The tram stop "Kansallisarkisto" is named after the archives beside it; the building is not a stop.
        let result = PlaceConflation.run([
            Self.item("r1", "Kansallisarkisto", ["building"], half: 15, tags: 50),
            Self.item("n2", "Kansallisarkisto", ["tram_stop", "transit_station"], east: 20),
            Self.item("n3", "Kansallisarkisto", ["taxi_stand"], east: 25),
        ])
        #expect(result.links.isEmpty)
    }

    @Test func aStationsPlatformsAndEntrancesAreItsPartsAndNeverPlacesOfTheirOwn() {
        let result = PlaceConflation.run([
            Self.item("n1", "Grand Central Terminal", ["train_station", "transit_station"], tags: 300),
            Self.item("w2", "Grand Central Terminal", ["tourist_attraction", "train_station", "building"], east: 10, half: 60, tags: 900),
            Self.item("w3", "Grand Central", ["transit_stop"], east: 30, north: 40),  // platform, inside the building
            Self.item("n4", "Grand Central Terminal - 47th Street Entrance", ["subway_entrance"], north: 450),  // a related name, far
            Self.item("n5", "East 53rd Street & Park Avenue at Northwest Corner", ["subway_entrance"], east: -120),  // the nearest
            Self.item("n6", "Union Square", ["transit_stop"], north: 3_000),  // no station near: stays
            Self.item("n7", "Lexington Avenue", ["bus_stop"], east: 45),  // a street's stop: stays
        ])
        let station = PlaceID("w2")!
        #expect(result.links[PlaceID("n1")!] == PlaceLink(place: station, role: .same))
        for part in ["w3", "n4", "n5"] {
            #expect(result.links[PlaceID(part)!] == PlaceLink(place: station, role: .part), "\(part)")
        }
        #expect(result.links[PlaceID("n6")!] == nil)
        #expect(result.links[PlaceID("n7")!] == nil)
        // A part is not contained: it is no place.
        #expect(result.containers[PlaceID("w3")!] == nil)
    }

    @Test func aBusStationTakesOnlyTheStopsItHoldsOrNames() {
        let result = PlaceConflation.run([
            Self.item("n1", "Elielinaukio", ["bus_station", "transit_station"], half: 40),
            Self.item("n2", "Elielinaukio, laituri 29", ["bus_stop"], east: 100),
            Self.item("n3", "Postitalo", ["bus_stop"], east: 10),
            Self.item("n4", "Kaivokatu", ["bus_stop"], east: 300),
        ])
        #expect(result.links[PlaceID("n2")!] == PlaceLink(place: PlaceID("n1")!, role: .part))
        #expect(result.links[PlaceID("n3")!] == PlaceLink(place: PlaceID("n1")!, role: .part))
        #expect(result.links[PlaceID("n4")!] == nil)
    }

    @Test func twoStationsOfOneTypeAtOneSpotAreOneStationWhateverTheirNames() {
        let result = PlaceConflation.run([
            Self.item("n1", "Helsinki", ["train_station", "transit_station"], tags: 100),
            Self.item("w2", "Helsingin päärautatieasema", ["train_station", "transit_station", "building"], north: -36, half: 45, tags: 800),
            Self.item("n3", "33rd Street", ["subway_station", "transit_station"], east: 47),
            Self.item("n4", "34th Street–Herald Square", ["subway_station", "transit_station"], east: 94),
        ])
        #expect(result.links == [PlaceID("n1")!: PlaceLink(place: PlaceID("w2")!, role: .same)])
    }

    @Test func aPlaceLiesInTheSmallestLargerPlaceThatHoldsItAndContainmentHasNoCycles() {
        let result = PlaceConflation.run([
            Self.item("w1", "Mall", ["shopping_mall"], half: 100),
            Self.item("w2", "Food Hall", ["food_court"], half: 30),
            Self.item("n3", "Noodles", ["restaurant"], east: 5),
            Self.item("n4", "Shoes", ["shoe_store"], east: 60),
            // Two areas of one size over each other hold neither.
            Self.item("w5", "East Wing", ["building"], east: 500, half: 20), Self.item("w6", "West Wing", ["building"], east: 500, half: 20),
        ])
        #expect(result.containers == [PlaceID("w2")!: PlaceID("w1")!, PlaceID("n3")!: PlaceID("w2")!, PlaceID("n4")!: PlaceID("w1")!])
    }

    /// Ten thousand kiosks of one name in a 20 m square are not one kiosk, and pairing them stops early (the
    /// pairing of every one with every other took minutes); two more of that name just beside them, 15 m
    /// apart, are not merged either (they join the crowd), whichever order the items come in, and two same-named shops apart from them still are.
    @Test func tenThousandShopsOfOneNameInOneSquareAreLeftAsTheyAre() {
        var items = (0..<10_000).map { Self.item("n\($0 + 1)", "Kiosk", ["store"], east: Double($0 % 100) / 5, north: Double($0 / 100) / 5) }
        items.append(Self.item("n20001", "Kiosk", ["store"], east: 45))
        items.append(Self.item("n20004", "Kiosk", ["store"], east: 60))
        items.append(Self.item("n20002", "Market", ["store"], east: 400))
        items.append(Self.item("w20003", "Market", ["store"], east: 400, half: 10))
        let result = PlaceConflation.run(items)
        #expect(result.links == [PlaceID("n20002")!: PlaceLink(place: PlaceID("w20003")!, role: .same)]
                || result.links == [PlaceID("w20003")!: PlaceLink(place: PlaceID("n20002")!, role: .same)])
        #expect(result.skippedGroups == 1)
        var generator = SeededGenerator(seed: 7)
        items.shuffle(using: &generator)
        #expect(PlaceConflation.run(items) == result)
    }

    @Test func theAnswerDoesNotDependOnTheItemsOrder() {
        var items = [
            Self.item("n1", "Grand Central Terminal", ["train_station", "transit_station"], tags: 300),
            Self.item("w2", "Grand Central Terminal", ["tourist_attraction", "train_station", "building"], half: 60, tags: 900),
            Self.item("w3", "Grand Central", ["transit_stop"], east: 30), Self.item("n4", "Apple Store", ["electronics_store"], north: 20),
            Self.item("w5", "Apple Store", ["building"], north: 20, half: 10), Self.item("n6", "Starbucks", ["cafe"], east: -20),
        ]
        let first = PlaceConflation.run(items)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            items.shuffle(using: &generator)
            #expect(PlaceConflation.run(items) == first)
        }
    }

    /// The grid's cells are sorted by column and row: neighbours across the equator and the prime meridian,
    /// where the cells' numbers change sign, are still found.
    @Test func sameNamedDrawingsAcrossTheEquatorAndThePrimeMeridianAreOnePlace() {
        func cafe(_ id: String, _ latitude: Double, _ longitude: Double) -> ConflationItem {
            let point = Coordinate(latitude: latitude, longitude: longitude)
            return ConflationItem(id: PlaceID(id)!, name: "Café Zero", primaryType: "cafe", types: ["cafe", "point_of_interest"],
                                  location: point, footprint: nil, box: BoundingBox(point: point), area: 0, richness: 10)
        }
        // About 11 m apart: the first pair across the equator, the second across the prime meridian.
        let result = PlaceConflation.run([cafe("n1", 0.00005, 30), cafe("n2", -0.00005, 30),
                                          cafe("n3", 51.5, 0.00008), cafe("n4", 51.5, -0.00008)])
        #expect(result.links == [PlaceID("n2")!: PlaceLink(place: PlaceID("n1")!, role: .same),
                                 PlaceID("n4")!: PlaceLink(place: PlaceID("n3")!, role: .same)])
    }
}
