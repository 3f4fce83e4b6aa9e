import Foundation
import Geo
import OSMImport
import PlaceStore
@testable import PlaceStoreBuilding
import Places
import PlacesEngine
import TestSupport
import Testing

/// Issue 13's test that matters: for an old file and a new one, `import old --updatable` followed by
/// `update` with `osmium derive-changes old new` answers exactly as `import new` does — every place's
/// details, the map features, search, nearby search, `likely` at the changed spots, and the statistics.
///
/// The new files are the sample with hand-made edits (OPL lines) applied by `osmium apply-changes`: moved
/// nodes (a footprint, a multipolygon's outer way), retagged objects (a place renamed, a place unmade, a
/// bare node made a place), deletions, creations (a node and a closed way), a road split in two, changed
/// multipolygon members and an address area renumbered, localities renamed, moved and deleted.
@Suite(.serialized) struct UpdateParityTests {
    /// Edits by scenario: OPL lines of new object versions; `from` names an object of the sample whose
    /// current line an edit starts from.
    private static let scenarios: [(name: String, edits: [Edit])] = [
        ("move", [.move("n179769781", dx: 1_000, dy: 1_000), .move("n256195827", dx: -1_000, dy: 500)]),
        ("retag", [
            .retag("n319810654", set: ["name": "Anna Ruohonen Gallery"]),
            .retag("w8035238", remove: ["name", "name:fi", "name:sv"]),
            .retag("n60069605", set: ["amenity": "cafe", "name": "Kulmakahvila"]),
        ]),
        ("delete", [.delete("n4753386033"), .delete("w17359934")]),
        ("create", [
            .line("n9900000001 v1 dV Tamenity=cafe,name=Testikahvila x24.9410000 y60.1690000"),
            .line("n9900000010 v1 dV T x24.9440000 y60.1680000"), .line("n9900000011 v1 dV T x24.9443000 y60.1680000"),
            .line("n9900000012 v1 dV T x24.9443000 y60.1681500"), .line("n9900000013 v1 dV T x24.9440000 y60.1681500"),
            .line("w9900000020 v1 dV Tbuilding=yes,shop=bakery,name=Testileipomo Nn9900000010,n9900000011,n9900000012,n9900000013,n9900000010"),
        ]),
        ("split", [
            .keepNodes("w4243036", 0..<5),
            .line("w9900000002 v1 dV Thighway=residential,name=Fabianinkatu,name:fi=Fabianinkatu,name:sv=Fabiansgatan Nn60072364,n6100704325,n292728916,n25345669,n296248490"),
        ]),
        // The mall's 19 shops without an address of their own take its new house number.
        ("multipolygon", [.dropMember("r9630", "w23648034"), .retag("r9630", set: ["addr:housenumber": "10"]),
                          .retag("r6065", set: ["addr:housenumber": "33c"])]),
        // Conflation: an entrance moves away from its station, a restaurant out of its building (both split),
        // a new café joins the restaurant of its name beside it, a platform is renamed.
        ("conflation", [
            .move("n189440704", dx: 200_000, dy: 0), .move("n1007988785", dx: 0, dy: 100_000),
            .line("n9900000030 v1 dV Tamenity=cafe,name=Lasipalatsi x24.9369700 y60.1703800"),
            .retag("w18378772", set: ["name": "Rautatientori, laituri 1"]),
        ]),
        ("locality", [.retag("n1376356019", set: ["name": "Gloet"]), .move("n1376356019", dx: 30_000, dy: 0),
                      .delete("n4551252286")]),
    ]

    @Test(arguments: scenarios.map(\.name) + ["all"])
    func updateAnswersAsAnImportOfTheNewData(scenario: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let edits = scenario == "all" ? Self.scenarios.flatMap(\.edits) : try #require(Self.scenarios.first { $0.name == scenario }).edits
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        let files = try ChangeFiles(sample: sample, edits: edits, in: folder)

        let updated = folder.path("updated.sqlite"), fresh = folder.path("fresh.sqlite")
        try FileManager.default.copyItem(atPath: try Self.updatableSample(), toPath: updated)
        let report = try Updater.run(changes: [files.diff], destination: updated)
        #expect(report.touchedObjects == files.touched.count, "\(report)")
        _ = try Importer.run(inputs: [files.new], destination: fresh)
        try expectSameAnswers(updated, fresh, touched: files.touched)
        if scenario == "conflation" {
            // The edits did what they meant, so that the parity above compared a change.
            let store = try PlaceStore(path: updated)
            #expect(try store.relations(of: PlaceID("n189440704")!).link == nil, "the entrance left its station")
            #expect(try store.relations(of: PlaceID("n1007988785")!).link == nil, "the restaurant left its building")
            #expect(try store.relations(of: PlaceID("w33185985")!).link == nil)
            let cafe = try store.relations(of: PlaceID("n9900000030")!).link
            let restaurant = try store.relations(of: PlaceID("n1381017820")!).link
            #expect(cafe?.place == PlaceID("n1381017820")! || restaurant?.place == PlaceID("n9900000030")!, "the café joined")
        }
    }

    /// A random "day" of edits (benchmarks/make-day-diff.py: 0.5 % of the objects, three seeds): moved nodes
    /// anywhere (relation members too), edited tags, deleted and created places, retagged ways.
    @Test(arguments: [1, 2, 3])
    func updateWithARandomDayAnswersAsAnImport(seed: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        let files = try ChangeFiles(sample: sample, randomDay: seed, in: folder)
        let updated = folder.path("updated.sqlite"), fresh = folder.path("fresh.sqlite")
        try FileManager.default.copyItem(atPath: try Self.updatableSample(), toPath: updated)
        let report = try Updater.run(changes: [files.diff], destination: updated)
        #expect(report.touchedObjects > 100, "\(report)")
        _ = try Importer.run(inputs: [files.new], destination: fresh)
        try expectSameAnswers(updated, fresh, touched: files.touched)
    }

    /// A store whose middle is in the layout of builds before the blocks (a row per node, way, relation and
    /// reference) is migrated by its first update, in the update's transaction, and answers as an import of
    /// the new data.
    @Test func aStoreWithTheRowPerObjectMiddleUpdatesAsAnImport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        let files = try ChangeFiles(sample: sample, edits: Self.scenarios.flatMap(\.edits), in: folder)
        let updated = folder.path("updated.sqlite"), fresh = folder.path("fresh.sqlite")
        try FileManager.default.copyItem(atPath: try Self.updatableSample(), toPath: updated)
        try Self.rewriteMiddleAsRowPerObject(updated)
        _ = try Updater.run(changes: [files.diff], destination: updated)
        #expect(try OSMMiddle.layout(of: SQLiteDatabase(path: updated, readOnly: true)) == .current)
        _ = try Importer.run(inputs: [files.new], destination: fresh)
        try expectSameAnswers(updated, fresh, touched: files.touched)
    }

    /// Rewrites the middle of the updatable store at `path` as builds before 08f826f kept it.
    private static func rewriteMiddleAsRowPerObject(_ path: String) throws {
        let database = try SQLiteDatabase(path: path, readOnly: false)
        func entries<Entry: OSMBlockEntry>(_ table: String, as type: Entry.Type) throws -> [Entry] {
            let select = try database.prepare("SELECT entries FROM \(table) ORDER BY first")
            var entries: [Entry] = []
            while try select.step() { entries += Entry.decode(select.data(0) ?? Data()) }
            return entries
        }
        let nodes = try entries("osm_nodes", as: OSMNodeEntry.self)
        let ways = try entries("osm_ways", as: OSMObjectEntry.self), relations = try entries("osm_relations", as: OSMObjectEntry.self)
        try database.execute("""
            BEGIN;
            DROP TABLE osm_nodes; DROP TABLE osm_ways; DROP TABLE osm_relations; DROP TABLE osm_node_ways;
            DROP TABLE osm_way_relations;
            """ + OSMMiddle.rowPerObjectTables)
        let putNode = try database.prepare("INSERT INTO osm_nodes(id, x, y) VALUES (?1, ?2, ?3)")
        for node in nodes {
            try putNode.bind(1, node.id)
            try putNode.bind(2, Int64(node.location.x))
            try putNode.bind(3, Int64(node.location.y))
            try putNode.run()
        }
        for (table, referrers, rows, references) in [
            ("osm_ways", "osm_way_nodes", ways, { (entry: OSMObjectEntry) in OSMMiddleCodec.decodeRefs(entry.references) }),
            ("osm_relations", "osm_relation_ways", relations,
             { (entry: OSMObjectEntry) in OSMMiddleCodec.decodeMembers(entry.references).filter { $0.kind == .way }.map(\.ref) }),
        ] {
            let putRow = try database.prepare("INSERT INTO \(table) VALUES (?1, ?2, ?3)")
            let putPair = try database.prepare("INSERT OR IGNORE INTO \(referrers) VALUES (?1, ?2)")
            for row in rows {
                try putRow.bind(1, row.id)
                try putRow.bind(2, row.references)
                try putRow.bind(3, row.tags)
                try putRow.run()
                for reference in references(row) {
                    try putPair.bind(1, reference)
                    try putPair.bind(2, row.id)
                    try putPair.run()
                }
            }
        }
        try database.execute("COMMIT")
        #expect(try OSMMiddle.layout(of: database) == .rowPerObject)
    }

    /// A store imported without --updatable refuses an update and stays as it was.
    @Test func aStoreImportedWithoutUpdatableRefusesUpdates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        let files = try ChangeFiles(sample: sample, edits: Self.scenarios[0].edits, in: folder)
        let store = folder.path("plain.sqlite")
        _ = try Importer.run(inputs: [sample], destination: store)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        #expect {
            try Updater.run(changes: [files.diff], destination: store)
        } throws: { ($0 as? ImportError)?.code == .notUpdatable }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// The sample imported once with --updatable; each test updates a copy.
    private static func updatableSample() throws -> String {
        try sharedSample.get()
    }

    private static let sharedSample: Result<String, any Error> = Result {
        let folder = try TemporaryFolder()
        let path = folder.path("helsinki-updatable.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path, updatable: true)
        return path
    }

    // MARK: - Comparing two stores

    private func expectSameAnswers(_ updatedPath: String, _ freshPath: String, touched: [String]) throws {
        let updated = try PlaceStore(path: updatedPath), fresh = try PlaceStore(path: freshPath)
        let world = BoundingBox(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180)
        let updatedPlaces = try updated.places(intersecting: world, limit: .max).sorted { $0.id < $1.id }
        let freshPlaces = try fresh.places(intersecting: world, limit: .max).sorted { $0.id < $1.id }
        #expect(updatedPlaces.map(\.id) == freshPlaces.map(\.id))
        for (a, b) in zip(updatedPlaces, freshPlaces) where a != b {
            Issue.record("place \(a.id) differs:\nupdated \(a)\nfresh   \(b)")
        }
        // Conflation's answers, by id: what each object belongs to, what belongs to it, what holds it.
        for place in updatedPlaces {
            #expect(try updated.relations(of: place.id) == fresh.relations(of: place.id), "relations of \(place.id)")
        }
        let features = { (store: PlaceStore) in try store.mapFeatures(intersecting: world).map { "\($0)" }.sorted() }
        #expect(try features(updated) == features(fresh))

        let a = try PlacesService(storePath: updatedPath), b = try PlacesService(storePath: freshPath)
        let statistics = { (service: PlacesService) in
            let s = try service.statistics()
            return "\(s.countsByCategory.sorted { $0.key.rawValue < $1.key.rawValue }) \(s.countsByType) \(s.placesWithFootprint) "
                + "\(s.localizedNameCount) \(String(describing: s.metadata.boundingBox)) \(String(describing: s.metadata.countryCode))"
        }
        #expect(try statistics(a) == statistics(b))

        // Where the changes are: every touched object's place in either store, and what sits around it.
        let touchedPlaces = (updatedPlaces + freshPlaces + (try fresh.places(intersecting: world, limit: .max)))
            .filter { touched.contains($0.id.description) }
        var spots = touchedPlaces.sorted { $0.id < $1.id }.prefix(40).map(\.location)
        spots += [Coordinate(latitude: 60.1690, longitude: 24.9410), Coordinate(latitude: 60.1707, longitude: 24.9473),
                  Coordinate(latitude: 60.1722, longitude: 24.9512), Coordinate(latitude: 60.1700, longitude: 24.9419)]
        let time = try QueryTime.parse("2026-11-30T12:00:00+02:00")
        for spot in spots {
            for accuracy in [5.0, 20, 50, 3_000] {
                for at in [nil, time] {
                    let request = try CurrentPlaceRequest(fix: LocationFix(coordinate: spot, horizontalAccuracy: accuracy),
                                                      limit: 20, fields: .all, time: at)
                    expectSame(Answer(try a.currentPlace(request)), Answer(try b.currentPlace(request)), "likely at \(spot) ± \(accuracy)")
                }
            }
            for place in try fresh.places(intersecting: BoundingBox(center: spot, radius: 100), categories: [.pointOfInterest]) {
                #expect(try a.place(id: place.id) == b.place(id: place.id), "place \(place.id) as listed")
            }
            let nearby = try NearbySearch(center: spot, radius: 150, maxResultCount: 20, fields: .all)
            expectSame(try a.searchNearby(nearby), try b.searchNearby(nearby), "nearby \(spot)")
        }
        let words = Set(touchedPlaces.sorted { $0.id < $1.id }.prefix(40).flatMap { $0.name.split(separator: " ").map(String.init) })
            .union(["Mannerheimintie", "kahvila", "Galleria", "katu", "Kluuvi", "Helsinki"])
        for text in words.sorted() where text.contains(where: \.isLetter) {
            let search = try PlaceSearch(text: text, limit: 50)
            expectSame(try a.search(search).map(Hit.init), try b.search(search).map(Hit.init), "search \(text)")
        }
    }

    /// Expects two answers to be equal, showing the first entry where they part.
    private func expectSame<T: Equatable>(_ updated: [T], _ fresh: [T], _ what: String) {
        guard updated != fresh else { return }
        let index = zip(updated, fresh).prefix { $0 == $1 }.count
        Issue.record("""
            \(what) differs at entry \(index) of \(updated.count) and \(fresh.count):
            updated \(updated.dropFirst(index).first.map { "\($0)" } ?? "none")
            fresh   \(fresh.dropFirst(index).first.map { "\($0)" } ?? "none")
            """)
    }

    private func expectSame(_ updated: Answer, _ fresh: Answer, _ what: String) {
        expectSame(updated.likelihoods, fresh.likelihoods, what)
        #expect(updated.other == fresh.other, "\(what): none of these")
    }

    /// What a `likely` answer says, comparable.
    private struct Answer {
        struct Likelihood: Equatable {
            let place: Place
            let likelihood: Double
            let explanation: LikelihoodExplanation
            let isOpenNow: Bool?
        }

        let likelihoods: [Likelihood]
        let other: Double

        init(_ answer: CurrentPlaceAnswer) {
            likelihoods = answer.placeLikelihoods.map {
                Likelihood(place: $0.place, likelihood: $0.likelihood, explanation: $0.explanation, isOpenNow: $0.isOpenNow)
            }
            other = answer.otherLikelihood
        }
    }

    /// One search result, comparable.
    private struct Hit: Equatable {
        let place: Place
        let distance: Meters?

        init(_ result: SearchResult) {
            place = result.place
            distance = result.distance
        }
    }
}
