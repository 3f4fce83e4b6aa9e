import Foundation
import Geo
@testable import OSMImport
import Places
import PlaceStore
@testable import PlaceStoreBuilding
import Testing

/// What the importer spills to its scratch file comes back bit for bit.
@Suite struct SpoolCodecTests {
    /// Coordinates whose last bits matter: a place built from the spool must be the place built from memory.
    static let ring = [
        Coordinate(latitude: 60.169_812_345_678_91, longitude: 24.938_412_345_678_93),
        Coordinate(latitude: 60.169_9 + 1e-13, longitude: 24.938_5),
        Coordinate(latitude: 60.170_000_000_000_01, longitude: 24.938_299_999_999_99),
    ]
    static let footprint = Footprint(polygons: [Polygon(outer: ring, inners: [Array(ring.reversed())]),
                                                Polygon(outer: ring.map { Coordinate(latitude: $0.latitude + 1, longitude: $0.longitude) })])

    @Test func candidateRoundTrips() throws {
        let tags: OSMTags = ["amenity": "cafe", "name": "Café Ékberg ☕", "addr:street": "Bulevardi", "": "empty key"]
        let candidate = PlaceCandidate(id: PlaceID(.way, 9_876_543_210), classification: try #require(TagClassifier.classify(tags)),
                                       tags: tags, location: Self.ring[0], footprint: Self.footprint)
        let decoded = try #require(SpoolCodec.decodeCandidate(SpoolCodec.encode(candidate)))
        #expect(decoded.id == candidate.id)
        #expect(decoded.tags == tags)
        #expect(decoded.classification == candidate.classification)
        #expect(decoded.location == candidate.location)
        #expect(decoded.footprint == Self.footprint)
        #expect(decoded.footprint?.area == Self.footprint.area)
    }

    /// A candidate an updatable store kept before candidates carried their classification (its first
    /// byte is its type's letter) is classified from its tags when read.
    @Test func aCandidateWithoutItsClassificationIsClassifiedWhenRead() throws {
        let tags: OSMTags = ["shop": "bakery", "name": "Leipomo"]
        var writer = SpoolWriter()
        writer.write(SpoolCodec.kind(.node))
        writer.write(Int64(77))
        writer.write(60.17)
        writer.write(24.94)
        writer.write(tags)
        writer.write(nil as Footprint?)
        let decoded = try #require(SpoolCodec.decodeCandidate(writer.data))
        #expect(decoded.id == PlaceID(.node, 77))
        #expect(decoded.location == Coordinate(latitude: 60.17, longitude: 24.94))
        #expect(decoded.tags == tags)
        #expect(decoded.classification == TagClassifier.classify(tags))
        // Stored with a classification, it is the stored one, even one the tags would not give.
        let stored = Classification(category: .locality, primaryType: "x", types: ["x", "y"], matchedTags: [])
        let candidate = PlaceCandidate(id: PlaceID(.node, 77), classification: stored, tags: tags,
                                       location: decoded.location, footprint: nil)
        #expect(SpoolCodec.decodeCandidate(SpoolCodec.encode(candidate))?.classification == stored)
        #expect(SpoolCodec.decodeCandidate(Data()) == nil)
    }

    @Test func addressSourceRoundTrips() throws {
        let address = AddressComponents(houseNumber: "7 B", street: "Mannerheimintie", postcode: nil, suburb: "Kamppi",
                                        city: nil, state: "Uusimaa", countryCode: "FI")
        let source = AddressSource(id: PlaceID(.relation, 42), footprint: Self.footprint, address: address, area: 1234.5678)
        let decoded = try #require(SpoolCodec.decodeAddressSource(SpoolCodec.encode(source)))
        #expect(decoded.id == source.id && decoded.address == address && decoded.area == source.area)
        #expect(decoded.footprint == Self.footprint)
    }

    @Test func localityRoundTrips() {
        for level in AddressLevel.allCases {
            let locality = LocalityContext(name: "Helsingin kaupunki", level: level, pointReach: 15_000, countryCode: nil,
                                           footprint: level == .suburb ? nil : Self.footprint, location: Self.ring[1],
                                           area: 214_000_000.5)
            let decoded = SpoolCodec.decodeLocality(SpoolCodec.encode(locality))
            #expect(decoded.name == locality.name && decoded.level == level && decoded.pointReach == 15_000)
            #expect(decoded.countryCode == nil && decoded.footprint == locality.footprint)
            #expect(decoded.location == locality.location && decoded.area == locality.area)
        }
    }

    /// Decoded localities are reused while they fit the budget; past it the cache starts over.
    @Test func localityCacheStaysWithinItsBudget() {
        let big = LocalityContext(name: "Big", level: .state, pointReach: 0, countryCode: nil, footprint: Self.footprint,
                                  location: Self.ring[0], area: 1)
        var cache = LocalityAreaCache(pointBudget: 10)  // the footprint has 9 points
        var reads: [Int64] = []
        func payload(_ rowID: Int64) -> Data? {
            reads.append(rowID)
            return rowID == 3 ? nil : SpoolCodec.encode(big)
        }
        #expect(cache.localities([1], payload: payload).map(\.name) == ["Big"])
        #expect(cache.localities([1], payload: payload).map(\.name) == ["Big"] && reads == [1])  // cached: not read again
        _ = cache.localities([2], payload: payload)  // 18 points > 10: starts over
        #expect(cache.localities([1, 3], payload: payload).map(\.name) == ["Big"])  // read and decoded again; 3 is gone
        #expect(reads == [1, 2, 1, 3])
    }

    @Test func pendingLineRoundTrips() {
        let feature = OSMFeature(sourceType: "w", sourceID: 77, tags: ["highway": "pedestrian", "name": "Tori"],
                                 geometry: .line(Self.ring, closed: true))
        let decoded = SpoolCodec.decodeLine(SpoolCodec.encodeLine(feature, points: Self.ring))
        #expect(decoded.sourceID == 77 && decoded.sourceType == "w" && decoded.tags == feature.tags)
        guard case .line(let points, let closed) = decoded.geometry else { Issue.record("not a line"); return }
        #expect(points == Self.ring && closed)
    }
}

/// The spool's area order: few-cell areas before wide ones (the former in-memory grid's), then by object.
@Suite struct AreaRankTests {
    @Test func fewCellAreasComeBeforeWideOnesThenByObject() {
        let building = BoundingBox(minLatitude: 60.1690, minLongitude: 24.9380, maxLatitude: 60.1700, maxLongitude: 24.9400)
        let city = BoundingBox(minLatitude: 60.1, minLongitude: 24.8, maxLatitude: 60.3, maxLongitude: 25.2)
        let eightByEight = BoundingBox(minLatitude: 60.0001, minLongitude: 24.0001, maxLatitude: 60.0799, maxLongitude: 24.0799)
        #expect(!AreaRank.isWide(building) && AreaRank.isWide(city) && !AreaRank.isWide(eightByEight))
        let way = { (id: Int64) in OSMObject.Key(kind: .way, id: id) }
        let relation = { (id: Int64) in OSMObject.Key(kind: .relation, id: id) }
        #expect(AreaRank.rank(box: building, source: relation(5)) < AreaRank.rank(box: city, source: way(1)))
        #expect(AreaRank.rank(box: building, source: way(1)) < AreaRank.rank(box: eightByEight, source: way(2)))
        #expect(AreaRank.rank(box: building, source: way(9_999_999_999)) < AreaRank.rank(box: building, source: relation(1)))
        // The rank depends on the area and its object only: an update ranks an area as an import does.
        #expect(AreaRank.rank(box: city, source: relation(7)) == AreaRank.rank(box: city, source: relation(7)))
    }
}
