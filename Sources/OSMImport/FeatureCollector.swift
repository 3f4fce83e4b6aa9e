import Foundation
import Geo
import Places
import PlaceStore

/// Sorts the features of one or more OSM files into place candidates, address
/// sources and map features as the reader delivers them, without holding them:
/// candidates, address sources and closed ways that may still become areas go
/// to the ``ImportSpool``, map features straight to the store being written,
/// both through the ``BackgroundWriter``, and so do localities with a
/// footprint (cities, suburbs, states, countries). Only the `place=*` points
/// and the `addr:country` votes stay in memory.
struct FeatureCollector {
    private let spool: ImportSpool
    private let writes: BackgroundWriter
    /// Localities mapped as points (`place=*` nodes and the like), for the nearest-point fallback.
    private(set) var pointLocalities: [LocalityContext] = []
    /// Map features handed to the sink (roads, land use, water, buildings, railways).
    private(set) var mapFeatureCount = 0
    /// `addr:country` values seen, to default the country of places without one.
    private(set) var countryVotes: [String: Int] = [:]
    private var areaCounts: [ImportSpool.AreaKind: Int64] = [:]

    /// A collector that writes through `writes` and reads `spool` back in ``finish()``.
    init(spool: ImportSpool, writes: BackgroundWriter) {
        self.spool = spool
        self.writes = writes
    }

    mutating func add(_ feature: OSMFeature) throws {
        if let country = feature.tags["addr:country"], country.count == 2 {
            countryVotes[country.uppercased(), default: 0] += 1
        }
        switch feature.geometry {
        case .point(let point):
            try addFeature(feature, footprint: nil) { point }
        case .line(let points, let closed):
            try addMapFeature(MapFeatureClassifier.classify(feature.tags, geometry: .line(points)))
            if closed {
                // Only what could become a place needs to wait: the line is a place only if no area comes.
                if feature.sourceID > 0, TagClassifier.classify(feature.tags) != nil {
                    try writes.submit(.pendingLine(osmID: feature.sourceID, payload: SpoolCodec.encodeLine(feature, points: points)))
                }
            } else {
                try addFeature(feature, footprint: nil) { PointOnLine.halfway(along: points) }
            }
        case .area(let footprint):
            try addMapFeature(MapFeatureClassifier.classify(feature.tags, geometry: .area(footprint)))
            if feature.sourceType == "w" { try writes.submit(.wayWithArea(wayID: feature.sourceID)) }
            try addFeature(feature, footprint: footprint) {
                footprint.pointOnSurface(precision: FeatureCollector.precision(forArea: footprint.area))
            }
        }
    }

    /// Call once every file has been read: closed ways that never became
    /// areas (broken rings, `area=no`) are kept as lines.
    mutating func finish() throws {
        try writes.drain()
        var lines: [OSMFeature] = []
        try spool.forEachLineWithoutArea { lines.append(SpoolCodec.decodeLine($0)) }
        for feature in lines {
            if case .line(let points, _) = feature.geometry {
                try addFeature(feature, footprint: nil) { PointOnLine.halfway(along: points) }
            }
        }
    }

    private mutating func addMapFeature(_ feature: MapFeature?) throws {
        guard let feature else { return }
        try writes.submit(.mapFeature(feature))
        mapFeatureCount += 1
    }

    /// Keeps the feature if it is a place or address context; its location
    /// (a pole-of-inaccessibility search for areas) is computed only then.
    private mutating func addFeature(_ feature: OSMFeature, footprint: Footprint?, location: () -> Coordinate?) throws {
        let tags = feature.tags
        // Ids of 0 or less are objects never uploaded to OSM (JOSM's new objects): no stable id, no place.
        guard let type = PlaceID.ObjectType(rawValue: feature.sourceType), feature.sourceID > 0 else { return }
        let id = PlaceID(type, feature.sourceID)
        let area = footprint?.area ?? 0
        if let footprint, let box = footprint.boundingBox, let address = Self.ownAddress(tags),
           address.street != nil, address.houseNumber != nil {
            try writes.submit(.area(.address, box: box, rank: rank(.address, box), payload: SpoolCodec.encode(
                AddressSource(id: id, footprint: footprint, address: address, area: area))))
        }
        guard let classification = TagClassifier.classify(tags), let location = location() else { return }
        if classification.category == .locality, let name = tags["name"],
           let (level, reach) = AddressLevel.of(type: classification.primaryType) {
            let country = tags["ISO3166-1:alpha2"] ?? tags["ISO3166-1"] ?? tags["country_code"]
            let locality = LocalityContext(name: name, level: level, pointReach: reach, countryCode: country?.uppercased(),
                                           footprint: footprint, location: location, area: area)
            if let box = footprint?.boundingBox {
                try writes.submit(.area(.locality, box: box, rank: rank(.locality, box), payload: SpoolCodec.encode(locality)))
            } else {
                pointLocalities.append(locality)
            }
        }
        let candidate = PlaceCandidate(id: id, classification: classification, tags: tags,
                                       location: location, footprint: footprint)
        try writes.submit(.candidate(kind: SpoolCodec.kind(type), osmID: feature.sourceID, payload: SpoolCodec.encode(candidate)))
    }

    /// The ``AreaRank`` of the next area of `kind`.
    private mutating func rank(_ kind: ImportSpool.AreaKind, _ box: BoundingBox) -> Int64 {
        let sequence = areaCounts[kind, default: 0]
        areaCounts[kind] = sequence + 1
        return AreaRank.rank(box: box, sequence: sequence)
    }

    /// Coarser search for big areas: a park needs no half-metre label point.
    static func precision(forArea area: Double) -> Meters {
        max(0.5, min(25, area.squareRoot() / 100))
    }

    /// The address a feature states itself, from its `addr:*` tags.
    static func ownAddress(_ tags: [String: String]) -> AddressComponents? {
        let address = AddressComponents(
            houseNumber: tags["addr:housenumber"], street: tags["addr:street"] ?? tags["addr:place"],
            postcode: tags["addr:postcode"], suburb: tags["addr:suburb"] ?? tags["addr:district"],
            city: tags["addr:city"], state: tags["addr:state"] ?? tags["addr:province"],
            countryCode: tags["addr:country"].map { $0.uppercased() })
        return address.isEmpty ? nil : address
    }
}
