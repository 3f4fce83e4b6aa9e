import Foundation
import Geo
import OSMImport
import Places
import MapRender
import PlacesEngine
import TestSupport
import Testing

/// The Helsinki sample imported into an SQLite store and, from it, into a PostgreSQL cluster of the test's
/// own; one service over each.
private final class ParityStores {
    let folder: TemporaryFolder
    let cluster: TemporaryPostgres
    let sqlite: PlacesService
    let postgres: PlacesService

    init() throws {
        folder = try TemporaryFolder()
        cluster = try TemporaryPostgres()
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        _ = try PostgresPublication.publish(storePath: path, to: PostgresURL(parsing: cluster.url()))
        sqlite = try PlacesService(storePath: path)
        postgres = try PlacesService(storePath: cluster.url(), connections: 2)
    }

    func stop() {
        cluster.stop()
        folder.remove()
    }

    /// A seeded random point in the sample's box.
    static func point(in box: BoundingBox, using generator: inout SeededGenerator) -> Coordinate {
        Coordinate(latitude: .random(in: box.minLatitude...box.maxLatitude, using: &generator),
                   longitude: .random(in: box.minLongitude...box.maxLongitude, using: &generator))
    }
}

/// The PostgreSQL store answers as the SQLite store it was loaded from: the same places, likelihoods,
/// search results and nearby results (issue 16's parity).
@Suite(.serialized) struct PostgresParityTests {
    @Test func currentPlaceGivesTheSameIdsAndLikelihoods() throws {
        let stores = try ParityStores()
        defer { stores.stop() }
        let box = try #require(stores.sqlite.metadata.boundingBox)
        let times = try ["2026-11-30T12:00:00+02:00", "2026-12-05T23:30:00+02:00", "2026-12-06T08:15:00+02:00"]
            .map(QueryTime.parse)
        var generator = SeededGenerator(seed: 16)
        var compared = 0
        for index in 0..<400 {
            let accuracy: Meters = [5, 20, 50, 3_000][index % 4]
            let fix = LocationFix(coordinate: ParityStores.point(in: box, using: &generator), horizontalAccuracy: accuracy)
            let time = index % 8 < 4 ? nil : times[index % times.count]
            let request = try CurrentPlaceRequest(fix: fix, limit: 20, fields: .all, time: time)
            let expected = try stores.sqlite.currentPlace(request)
            let actual = try stores.postgres.currentPlace(request)
            #expect(actual.placeLikelihoods.map(\.place.id) == expected.placeLikelihoods.map(\.place.id), "fix \(index)")
            for (a, e) in zip(actual.placeLikelihoods, expected.placeLikelihoods) {
                #expect(abs(a.likelihood - e.likelihood) <= 1e-6, "fix \(index): \(a.place.id)")
                #expect(a.place == e.place)
            }
            #expect(abs(actual.otherLikelihood - expected.otherLikelihood) <= 1e-6)
            compared += expected.placeLikelihoods.count
        }
        #expect(compared > 1_000)
    }

    @Test func placesSearchesNearbySearchesAndStatisticsAreTheSame() throws {
        let stores = try ParityStores()
        defer { stores.stop() }
        // Every place by id: a few hundred points of interest and every address and locality.
        var ids: [PlaceID] = []
        for category in PlaceCategory.allCases {
            ids += try stores.sqlite.allCandidates(category: category).map(\.id)
        }
        var generator = SeededGenerator(seed: 61)
        ids.shuffle(using: &generator)
        let sample = Array(ids.prefix(400))
        var names: [String] = []
        for id in sample {
            let expected = try #require(try stores.sqlite.place(id: id))
            #expect(try stores.postgres.place(id: id) == expected, "place \(id)")
            if names.count < 60, !expected.name.isEmpty { names.append(expected.name) }
        }
        #expect(try stores.postgres.place(id: #require(PlaceID("n1"))) == nil)

        // Search: whole names, first words, prefixes, words inside names; ranked (BM25) and by distance.
        let box = try #require(stores.sqlite.metadata.boundingBox)
        var queries = names + names.compactMap { $0.split(separator: " ").first.map(String.init) }
        queries += names.map { String($0.prefix(4)) } + ["rautatie", "kahvila", "cafe", "museo", "ravintola", "aseman"]
        var orderedAlike = 0, results = 0
        for (index, text) in queries.enumerated() where text.contains(where: { $0.isLetter || $0.isNumber }) {
            let near = index % 3 == 0 ? ParityStores.point(in: box, using: &generator) : nil
            let search = try PlaceSearch(text: text, near: near, limit: 20)
            let expected = try stores.sqlite.search(search)
            let actual = try stores.postgres.search(search)
            #expect(actual.map(\.place.id) == expected.map(\.place.id), "search \"\(text)\"")
            if actual.map(\.place.id) == expected.map(\.place.id) { orderedAlike += 1 }
            results += expected.count
            #expect(zip(actual, expected).allSatisfy { $0.distance == $1.distance && $0.place == $1.place })
        }
        #expect(orderedAlike > 100 && results > 1_000)

        // Nearby search, both rankings, with and without type filters.
        for index in 0..<100 {
            let search = try NearbySearch(
                center: ParityStores.point(in: box, using: &generator), radius: [50, 150, 400, 1_000][index % 4],
                includedTypes: index % 5 == 0 ? ["restaurant", "cafe"] : [],
                rankPreference: index % 2 == 0 ? .distance : .popularity)
            #expect(try stores.postgres.searchNearby(search) == stores.sqlite.searchNearby(search), "nearby \(index)")
        }

        let expected = try stores.sqlite.statistics()
        let actual = try stores.postgres.statistics()
        #expect(actual.countsByCategory == expected.countsByCategory)
        #expect(actual.countsByType.map(\.0) == expected.countsByType.map(\.0))
        #expect(actual.countsByType.map(\.1) == expected.countsByType.map(\.1))
        #expect(actual.placesWithFootprint == expected.placesWithFootprint)
        #expect(actual.localizedNameCount == expected.localizedNameCount)
        #expect(stores.postgres.storeVersion == stores.sqlite.storeVersion)
    }

    @Test func mapsDrawTheSameFromBothStores() throws {
        let stores = try ParityStores()
        defer { stores.stop() }
        for tile in [try TileID(z: 15, x: 18654, y: 9484), try TileID(z: 16, x: 37309, y: 18969)] {
            #expect(try stores.postgres.tilePNG(tile) == stores.sqlite.tilePNG(tile))
        }
    }

    /// A server restart, a re-import and a load that fails half-way under an open service: it reconnects by
    /// itself, its prepared statements follow the swapped-in schema, and a failed load changes nothing.
    @Test func anOpenServiceOutlivesARestartAReimportAndAFailedLoad() throws {
        let stores = try ParityStores()
        defer { stores.stop() }
        let request = try CurrentPlaceRequest(fix: LocationFix(coordinate: Coordinate(latitude: 60.1684, longitude: 24.9420),
                                                           horizontalAccuracy: 20), fields: .all)
        let expected = try stores.sqlite.currentPlace(request).placeLikelihoods.map(\.place.id)
        #expect(try stores.postgres.currentPlace(request).placeLikelihoods.map(\.place.id) == expected)
        try stores.cluster.restart()
        for _ in 0..<4 {  // every connection of the pool, each lost once
            #expect(try stores.postgres.search(PlaceSearch(text: "Stockmann")).map(\.place.id)
                    == stores.sqlite.search(PlaceSearch(text: "Stockmann")).map(\.place.id))
        }
        _ = try PostgresPublication.publish(storePath: stores.folder.path("helsinki.sqlite"), to: PostgresURL(parsing: stores.cluster.url()))
        #expect(try stores.postgres.currentPlace(request).placeLikelihoods.map(\.place.id) == expected)
        #expect(try stores.cluster.psql("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'current_place%'")
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "1")

        // A load that PostgreSQL stops half-way (new sessions time out after 100 ms: the COPY of the places
        // takes longer) changes nothing: the old store answers, and no half-loaded schema is left.
        _ = try stores.cluster.psql("ALTER DATABASE places SET statement_timeout = '100ms'")
        #expect(throws: PlacesError.self) {
            try PostgresPublication.publish(storePath: stores.folder.path("helsinki.sqlite"),
                                            to: PostgresURL(parsing: stores.cluster.url()))
        }
        _ = try stores.cluster.psql("ALTER DATABASE places RESET statement_timeout")
        #expect(try stores.postgres.currentPlace(request).placeLikelihoods.map(\.place.id) == expected)
        #expect(try stores.cluster.psql("SELECT string_agg(nspname, ',') FROM pg_namespace WHERE nspname LIKE 'current_place%'")
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "current_place")
    }

    /// A service that stays open answers from its cells in memory, and still sees a store loaded again (with a
    /// café more) within ``PostgresPlaceStore/changeCheckInterval``, without being told: its cells, candidates
    /// and metadata follow.
    @Test func anOpenServiceFollowsANewLoadWithinTheCheckInterval() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        func cafes(_ count: Int) throws -> String {
            var xml = #"<?xml version="1.0" encoding="UTF-8"?><osm version="0.6" generator="hand">"#
            for index in 1...count {
                xml += #"<node id="\#(index)" version="1" lat="60.170\#(index)" lon="24.940\#(index)">"#
                    + #"<tag k="amenity" v="cafe"/><tag k="name" v="Kahvila \#(index)"/></node>"#
            }
            let source = folder.path("cafes-\(count).osm")
            try Data((xml + "</osm>").utf8).write(to: URL(fileURLWithPath: source))
            let path = folder.path("cafes-\(count).sqlite")
            _ = try Importer.run(inputs: [source], destination: path)
            return path
        }
        let request = try CurrentPlaceRequest(fix: LocationFix(coordinate: Coordinate(latitude: 60.1704, longitude: 24.9404),
                                                           horizontalAccuracy: 20), fields: .all)
        let three = try cafes(3), four = try cafes(4)
        _ = try PostgresPublication.publish(storePath: three, to: PostgresURL(parsing: cluster.url()))
        let postgres = try PlacesService(storePath: cluster.url(), connections: 2)
        let before = try postgres.currentPlace(request).placeLikelihoods.map(\.place.id)
        #expect(before == (try PlacesService(storePath: three).currentPlace(request).placeLikelihoods.map(\.place.id)))
        let metadata = postgres.metadata

        _ = try PostgresPublication.publish(storePath: four, to: PostgresURL(parsing: cluster.url()))
        let expected = try PlacesService(storePath: four).currentPlace(request).placeLikelihoods.map(\.place.id)
        #expect(expected.contains(try #require(PlaceID("n4"))) && expected != before)
        Thread.sleep(forTimeInterval: 1.2)
        for _ in 0..<2 {  // each connection of the pool checks on its own
            #expect(try postgres.currentPlace(request).placeLikelihoods.map(\.place.id) == expected)
        }
        #expect(postgres.metadata != metadata && postgres.metadata.sourceFiles.first?.hasSuffix("cafes-4.osm") == true)
    }

    /// Text that COPY's text format must escape (tab, newline, carriage return, backslash, `\N`), quotes,
    /// and scripts beyond Latin arrives unchanged, and is found by search.
    @Test func namesWithEscapesAndOtherScriptsArriveUnchanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        let names = ["Tab&#9;Café", "Line&#10;Break&#13;Bar", "Back\\slash \\N Pub", "O'Hara &quot;Quoted&quot;",
                     "Кафе Пушкин", "مقهى الشرق", "Emoji ☕ Kahvila"]
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><osm version="0.6" generator="hand">"#
        for (index, name) in names.enumerated() {
            xml += #"<node id="\#(index + 1)" version="1" lat="60.17\#(index)" lon="24.94\#(index)">"#
                + #"<tag k="amenity" v="cafe"/><tag k="name" v="\#(name)"/><tag k="name:fi" v="\#(name) fi"/>"#
                + #"<tag k="opening_hours" v="Mo-Fr 08:00-16:00"/></node>"#
        }
        xml += "</osm>"
        let source = folder.path("cafes-with-escapes-n7.osm")
        try Data(xml.utf8).write(to: URL(fileURLWithPath: source))
        let path = folder.path("cafes.sqlite")
        _ = try Importer.run(inputs: [source], destination: path)
        _ = try PostgresPublication.publish(storePath: path, to: PostgresURL(parsing: cluster.url()))
        let sqlite = try PlacesService(storePath: path)
        let postgres = try PlacesService(storePath: cluster.url())
        for index in 1...names.count {
            let id = try #require(PlaceID("n\(index)"))
            let expected = try #require(try sqlite.place(id: id))
            #expect(try postgres.place(id: id) == expected)
        }
        #expect(try sqlite.place(id: #require(PlaceID("n3")))?.name == #"Back\slash \N Pub"#)
        for text in ["cafe", "slash", "Пушкин", "الشرق", "kahvila", "hara quoted", "reak", "ушк"] {
            let search = try PlaceSearch(text: text, limit: 10)
            #expect(try postgres.search(search).map(\.place.id) == sqlite.search(search).map(\.place.id), "\(text)")
            #expect(try !sqlite.search(search).isEmpty, "\(text)")
        }
    }

    @Test func aMissingStoreAnUnreachableServerAndABadURLAreClearErrors() throws {
        let cluster = try TemporaryPostgres()
        defer { cluster.stop() }
        #expect { try PlacesService(storePath: cluster.url()) } throws: {
            ($0 as? PlacesError)?.code == .storeMissing && "\($0)".contains("import")
        }
        let port = Int(try LoopbackPort.free())
        #expect { try PlacesService(storePath: "postgresql://someone:hunter2@127.0.0.1:\(port)/places") } throws: {
            "\($0)".contains("127.0.0.1:\(port)") && !"\($0)".contains("hunter2")
        }
        for bad in ["postgresql://", "postgresql://host:99999/db", "postgres://127.0.0.1:5432/", "postgresql://u:p@/db"] {
            #expect { try PlacesService(storePath: bad) } throws: { ($0 as? PlacesError)?.code == .invalidArgument }
        }
    }
}
