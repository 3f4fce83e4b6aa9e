import Foundation
import Geo
import PlaceStore
@testable import PlaceStoreBuilding
import Places
import TestSupport
import Testing

private func samplePlace(_ id: Int64, name: String, at location: Coordinate, names: [String: String] = [:],
                         footprint: Footprint? = nil) -> Place {
    Place(id: PlaceID(.node, id), category: .pointOfInterest, name: name, localizedNames: names,
          primaryType: "cafe", types: ["cafe", "food", "point_of_interest"], osmTags: ["amenity": "cafe", "name": name],
          location: location, footprint: footprint, areaSquareMeters: footprint?.area ?? 0,
          address: AddressComponents(houseNumber: "1", street: "Kaivokatu", city: "Helsinki", countryCode: "FI"),
          formattedAddress: "Kaivokatu 1, Helsinki", phone: "+358 1", openingHours: "Mo-Fr 08:00-18:00",
          plusCode: "9GG65WCR+9H")
}

private func writeStore(_ path: String, _ places: [Place]) throws {
    let writer = try PlaceStoreWriter(destinationPath: path)
    for place in places { try writer.insert(place) }
    try writer.commit(metadata: StoreMetadata(sourceFiles: ["test.osm"], dataTimestamp: Date(timeIntervalSince1970: 1_555_840_214),
                                              importedAt: Date(), boundingBox: nil, generator: "tests"))
}

@Suite struct PlaceStoreTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func roundTripsEveryField() throws {
        defer { folder.remove() }
        let square = Footprint(polygons: [Polygon(outer: [
            Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: 60.17, longitude: 24.941),
            Coordinate(latitude: 60.171, longitude: 24.941), Coordinate(latitude: 60.171, longitude: 24.94),
        ], inners: [[
            Coordinate(latitude: 60.1704, longitude: 24.9404), Coordinate(latitude: 60.1704, longitude: 24.9406),
            Coordinate(latitude: 60.1706, longitude: 24.9406),
        ]])])
        let original = samplePlace(42, name: "Café Ekberg", at: Coordinate(latitude: 60.1701, longitude: 24.9402),
                                   names: ["sv": "Kafé Ekberg", "ru": "Кафе Экберг"], footprint: square)
        let path = folder.path("store.sqlite")
        try writeStore(path, [original])
        let store = try PlaceStore(path: path)
        let loaded = try #require(try store.place(id: original.id))
        #expect(loaded.name == original.name)
        #expect(loaded.localizedNames == original.localizedNames)
        #expect(loaded.types == original.types)
        #expect(loaded.osmTags == original.osmTags)
        #expect(loaded.address == original.address)
        #expect(loaded.openingHours == original.openingHours)
        #expect(loaded.plusCode == original.plusCode)
        #expect(loaded.location == original.location)
        let polygon = try #require(loaded.footprint?.polygons.first)
        #expect(polygon.outer.count == 4 && polygon.inners.count == 1)
        #expect(abs(polygon.outer[2].latitude - 60.171) < 1e-7)
        #expect(try store.place(id: PlaceID(.way, 42)) == nil)
        #expect(store.metadata.sourceFiles == ["test.osm"])
        #expect(store.metadata.dataTimestamp == Date(timeIntervalSince1970: 1_555_840_214))
    }

    @Test func searchFindsEveryLanguageIgnoringAccents() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, [
            samplePlace(1, name: "Café Ekberg", at: Coordinate(latitude: 60.1650, longitude: 24.9400), names: ["ru": "Кафе Экберг"]),
            samplePlace(2, name: "Cafe Regatta", at: Coordinate(latitude: 60.1800, longitude: 24.9100)),
            samplePlace(3, name: "Kappeli", at: Coordinate(latitude: 60.1670, longitude: 24.9480)),
        ])
        let store = try PlaceStore(path: path)
        #expect(try store.search("cafe").map(\.place.id.osmID).sorted() == [1, 2])
        #expect(try store.search("Экберг").map(\.place.id.osmID) == [1])
        #expect(try store.search("kapp").map(\.place.id.osmID) == [3])
        let near = try store.search("cafe", near: Coordinate(latitude: 60.1801, longitude: 24.9101))
        #expect(near.map(\.place.id.osmID) == [2, 1])
        #expect((near.first?.distance ?? 99) < 20)
        #expect(try store.search("\"unbalanced* AND (").isEmpty)
        #expect(throws: StoreError.self) { try store.search("  ?! ") }
    }

    @Test func wordsInsideNamesComeAfterPrefixMatches() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, [
            samplePlace(1, name: "Helsingin päärautatieasema", at: Coordinate(latitude: 60.1719, longitude: 24.9414)),
            samplePlace(2, name: "Rautatientori", at: Coordinate(latitude: 60.1709, longitude: 24.9439)),
            samplePlace(3, name: "Kauppatori", at: Coordinate(latitude: 60.1675, longitude: 24.9532)),
        ])
        let store = try PlaceStore(path: path)
        #expect(try store.search("rautatie").map(\.place.id.osmID) == [2, 1])
        #expect(try store.search("rautatie", limit: 1).map(\.place.id.osmID) == [2])
        #expect(try store.search("PATORI").map(\.place.id.osmID) == [3])
        #expect(try store.search("aarautatie").map(\.place.id.osmID) == [1])  // ä folded to a
        #expect(try store.search("to").isEmpty)  // two letters: word prefixes only
        #expect(try store.search("rautatie", near: Coordinate(latitude: 60.1719, longitude: 24.9414)).map(\.place.id.osmID) == [1, 2])
    }

    @Test func boxQueryUsesTheRTree() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, (1...50).map {
            samplePlace(Int64($0), name: "P\($0)", at: Coordinate(latitude: 60 + Double($0) * 0.01, longitude: 24.9))
        })
        let store = try PlaceStore(path: path)
        let box = BoundingBox(minLatitude: 60.095, minLongitude: 24.8, maxLatitude: 60.205, maxLongitude: 25)
        #expect(try store.places(intersecting: box).map(\.id.osmID).sorted() == Array(10...20))
        let stats = try store.statistics()
        #expect(stats.placeCount == 50)
        #expect(stats.countsByType.first?.type == "cafe")
    }

    @Test func refusesWhatIsNotAStore() throws {
        defer { folder.remove() }
        #expect(throws: StoreError.self) { try PlaceStore(path: folder.path("missing.sqlite")) }
        let garbage = folder.path("garbage.sqlite")
        try Data(repeating: 0x41, count: 10_000).write(to: URL(fileURLWithPath: garbage))
        #expect { try PlaceStore(path: garbage) } throws: { "\($0)".contains("not a current-place store") }
        let otherApp = folder.path("other.sqlite")
        let sqlite = try runProcess("/usr/bin/sqlite3", [otherApp, "CREATE TABLE t(x);"])
        #expect(sqlite.status == 0)
        #expect { try PlaceStore(path: otherApp) } throws: { "\($0)".contains("not a current-place store") }
    }

    @Test func refusesANewerSchema() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, [samplePlace(1, name: "A", at: Coordinate(latitude: 60, longitude: 24))])
        #expect(try runProcess("/usr/bin/sqlite3", [path, "PRAGMA user_version = 99;"]).status == 0)
        #expect { try PlaceStore(path: path) } throws: { "\($0)".contains("schema version 99, newer") }
    }

    @Test func refusesATruncatedStore() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, (1...300).map { samplePlace(Int64($0), name: "Place \($0)", at: Coordinate(latitude: 60, longitude: 24)) })
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.self) {
            let store = try PlaceStore(path: path)
            _ = try store.statistics()
            _ = try store.search("place")
        }
    }

    @Test func abandonedImportLeavesThePreviousStore() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, [samplePlace(1, name: "Old", at: Coordinate(latitude: 60, longitude: 24))])
        do {
            let writer = try PlaceStoreWriter(destinationPath: path)
            try writer.insert(samplePlace(2, name: "New", at: Coordinate(latitude: 60, longitude: 24)))
            writer.abandon()
        }
        let store = try PlaceStore(path: path)
        #expect(try store.search("old").count == 1)
        #expect(try store.search("new").isEmpty)
        #expect(try folder.files() == ["store.sqlite"])
    }

    @Test func removesTemporaryFilesOfDeadImports() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        // A pid far above pid_max cannot be running.
        let stale = folder.path(".store.sqlite.new-99999999.tmp")
        _ = FileManager.default.createFile(atPath: stale, contents: Data("half-written".utf8))
        try writeStore(path, [samplePlace(1, name: "A", at: Coordinate(latitude: 60, longitude: 24))])
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(try folder.files() == ["store.sqlite"])
    }

    /// Places kept from earlier calls are the places read afresh, for every combination of parts.
    @Test func repeatedPlaceReadsGiveTheSamePlaces() throws {
        defer { folder.remove() }
        let path = folder.path("store.sqlite")
        try writeStore(path, (1...40).map {
            samplePlace(Int64($0), name: "P\($0)", at: Coordinate(latitude: 60 + Double($0) * 0.001, longitude: 24.9),
                        names: $0 % 2 == 0 ? ["sv": "S\($0)"] : [:])
        })
        let store = try PlaceStore(path: path)
        let rows = try store.rowIDs(category: .pointOfInterest)
        let asked = Array(rows.prefix(7)) + [rows[2], 999_999] + Array(rows.suffix(5))
        let allParts: [PlaceParts] = [[], .tags, .names, .footprint, [.tags, .names], .all]
        for parts in allParts {
            let fresh = try PlaceStore(path: path).places(rowIDs: asked, parts: parts)
            #expect(fresh.count == asked.count - 1)
            #expect(try store.places(rowIDs: asked, parts: parts) == fresh)
            #expect(try store.places(rowIDs: asked, parts: parts) == fresh)
        }
    }
}
