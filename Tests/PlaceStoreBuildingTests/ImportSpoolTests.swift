import Foundation
import Geo
import Places
import PlaceStore
@testable import PlaceStoreBuilding
import TestSupport
import Testing

/// The import's scratch file: order, replacement, the point-in-box join, and cleaning up after itself.
@Suite struct ImportSpoolTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func box(_ south: Double, _ west: Double, _ north: Double, _ east: Double) -> BoundingBox {
        BoundingBox(minLatitude: south, minLongitude: west, maxLatitude: north, maxLongitude: east)
    }

    @Test func candidatesComeBackByKindThenIDAndLaterOnesReplace() throws {
        defer { folder.remove() }
        let spool = try ImportSpool(beside: folder.path("store.sqlite"))
        let w = UInt8(ascii: "w"), n = UInt8(ascii: "n"), r = UInt8(ascii: "r")
        for (kind, id, text) in [(w, 5, "w5"), (n, 10, "n10"), (r, 1, "r1"), (n, 2, "n2"), (w, 5, "w5 again")] {
            try spool.putCandidate(kind: kind, osmID: Int64(id), payload: Data(text.utf8))
        }
        #expect(try spool.candidateCount() == 4)
        var batches: [[String]] = []
        try spool.forEachCandidate(batch: 3) { batches.append($0.map { String(decoding: $0, as: UTF8.self) }) }
        #expect(batches == [["n2", "n10", "r1"], ["w5 again"]])
    }

    /// A spool made for updates keeps each voter's row; one that is not only counts. Both give the same totals,
    /// and an updatable store refuses to keep the second.
    @Test func votesAreCountedAlikeWhetherOrNotTheVotersAreKept() throws {
        defer { folder.remove() }
        let kept = try ImportSpool(beside: folder.path("kept.sqlite"))
        let counted = try ImportSpool(beside: folder.path("counted.sqlite"), forUpdates: false)
        let key = { (kind: OSMObject.Kind, id: Int64) in OSMObject.Key(kind: kind, id: id) }
        let votes = [(key(.node, 1), "FI"), (key(.node, 2), "FI"), (key(.way, 2), "SE"), (key(.node, 1), "FI"),
                     (key(.relation, 9), "EE")]
        for (source, country) in votes {
            try kept.putVote(source: source, country: country)
            try counted.putVote(source: source, country: country)
        }
        #expect(try kept.countryVotes() == ["FI": 3, "SE": 1, "EE": 1])
        #expect(try counted.countryVotes() == ["FI": 3, "SE": 1, "EE": 1])

        let writer = try PlaceStoreWriter(destinationPath: folder.path("store.sqlite"), updatable: true)
        defer { writer.abandon() }
        let metadata = StoreMetadata(sourceFiles: ["test.osm"], dataTimestamp: Date(), importedAt: Date(),
                                     boundingBox: nil, generator: "tests")
        #expect(throws: StoreError.self) { try writer.commit(metadata: metadata, keeping: counted) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("store.sqlite")))
    }

    @Test(arguments: ImportSpool.AreaKind.allCases)
    func areasAreFoundByPointAndComeBackByRank(kind: ImportSpool.AreaKind) throws {
        defer { folder.remove() }
        let spool = try ImportSpool(beside: folder.path("store.sqlite"))
        let other: ImportSpool.AreaKind = kind == .address ? .locality : .address
        try spool.putArea(kind, box: box(60, 24, 61, 25), rank: 1 << 40, source: OSMObject.Key(kind: .way, id: 1), payload: Data("wide".utf8))
        try spool.putArea(kind, box: box(60.1, 24.1, 60.2, 24.2), rank: 7, source: OSMObject.Key(kind: .way, id: 2), payload: Data("small".utf8))
        try spool.putArea(kind, box: box(59, 23, 59.5, 23.5), rank: 3, source: OSMObject.Key(kind: .way, id: 3), payload: Data("elsewhere".utf8))
        try spool.putArea(other, box: box(60, 24, 61, 25), rank: 0, source: OSMObject.Key(kind: .way, id: 4), payload: Data("other kind".utf8))
        let point = Coordinate(latitude: 60.15, longitude: 24.15)
        let found = try spool.areas(kind, containing: point)
        #expect(found.map { String(decoding: $0, as: UTF8.self) } == ["small", "wide"])
        #expect(try spool.areaPayload(kind, rowID: 999) == nil)
        if kind == .locality {
            // The same areas by row id, each payload read on its own (what the locality cache does).
            let rowIDs = try spool.localityRowIDs(containing: point)
            #expect(Set(rowIDs).count == 2)
            #expect(try rowIDs.map { try spool.areaPayload(kind, rowID: $0) } == found)
            // The boxes held in memory follow a write.
            try spool.putArea(kind, box: box(60.14, 24.14, 60.16, 24.16), rank: 5, source: OSMObject.Key(kind: .way, id: 5),
                              payload: Data("newer".utf8))
            let after = try spool.localityRowIDs(containing: point).map { try spool.areaPayload(kind, rowID: $0) }
            #expect(after.map { $0.map { String(decoding: $0, as: UTF8.self) } } == ["newer", "small", "wide"])
        }
        #expect(try spool.areas(kind, containing: Coordinate(latitude: 10, longitude: 10)).isEmpty)
    }

    @Test func onlyLinesThatNeverBecameAreasRemain() throws {
        defer { folder.remove() }
        let spool = try ImportSpool(beside: folder.path("store.sqlite"))
        for id in [3, 1, 2] { try spool.putPendingLine(osmID: Int64(id), payload: Data("w\(id)".utf8)) }
        try spool.markArea(wayID: 2)
        var lines: [String] = []
        try spool.forEachLineWithoutArea { lines.append(String(decoding: $0, as: UTF8.self)) }
        #expect(lines == ["w1", "w3"])
    }

    /// A killed import's spool (its process gone) is removed by the next import of the same store.
    @Test func aDeadImportsSpoolIsRemoved() throws {
        defer { folder.remove() }
        let stale = folder.path(".store.sqlite.spool.new-99999999.tmp")
        _ = FileManager.default.createFile(atPath: stale, contents: Data("half-written".utf8))
        let spool = try ImportSpool(beside: folder.path("store.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        spool.remove()
    }

    @Test func theScratchFileGoesAwayWithTheSpool() throws {
        defer { folder.remove() }
        var spool: ImportSpool? = try ImportSpool(beside: folder.path("store.sqlite"))
        let path = try #require(spool?.path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(URL(fileURLWithPath: path).deletingLastPathComponent().path == folder.url.path)
        spool = nil
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}
