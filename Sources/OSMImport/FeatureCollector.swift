import Foundation
import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// Sorts the features of one or more OSM files into place candidates, address
/// sources and map features as the reader delivers them, without holding them:
/// candidates, address sources, localities (with a footprint or as points),
/// `addr:country` votes and closed ways that may still become areas go to the
/// ``ImportSpool``, map features straight to the store being written, all
/// through the ``BackgroundWriter`` and each with the OSM object it came from.
struct FeatureCollector {
    private let spool: ImportSpool
    private let writes: BackgroundWriter
    /// When set, only features of these objects are kept (an update re-reads some objects' neighbours too).
    private let only: Set<OSMObject.Key>?
    /// Map features handed to the sink (roads, land use, water, buildings, railways).
    private(set) var mapFeatureCount = 0

    /// A collector that writes through `writes` and reads `spool` back in ``finish()``, keeping what every
    /// object derives, or with `only`, what those objects derive.
    init(spool: ImportSpool, writes: BackgroundWriter, only: Set<OSMObject.Key>? = nil) {
        self.spool = spool
        self.writes = writes
        self.only = only
    }

    mutating func add(_ feature: OSMFeature) throws {
        let source = feature.source
        if let only, !only.contains(source) { return }
        if let country = feature.tags["addr:country"], country.count == 2 {
            try writes.submit(.vote(source: source, country: country.uppercased()))
        }
        switch feature.geometry {
        case .point(let point):
            try addFeature(feature, footprint: nil) { point }
        case .line(let points, let closed):
            try addMapFeature(MapFeatureClassifier.classify(feature.tags, geometry: .line(points)), source: source)
            if closed {
                // Only what could become a place needs to wait: the line is a place only if no area comes.
                if feature.sourceID > 0, TagClassifier.classify(feature.tags) != nil {
                    try writes.submit(.pendingLine(osmID: feature.sourceID, payload: SpoolCodec.encodeLine(feature, points: points)))
                }
            } else {
                try addFeature(feature, footprint: nil) { PointOnLine.halfway(along: points) }
            }
        case .area(let footprint):
            try addMapFeature(MapFeatureClassifier.classify(feature.tags, geometry: .area(footprint)), source: source)
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

    private mutating func addMapFeature(_ feature: MapFeature?, source: OSMObject.Key) throws {
        guard let feature else { return }
        try writes.submit(.mapFeature(feature, source: source))
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
            try writes.submit(.area(.address, box: box, rank: AreaRank.rank(box: box, source: feature.source),
                                    source: feature.source, payload: SpoolCodec.encode(
                                        AddressSource(id: id, footprint: footprint, address: address, area: area))))
        }
        guard let classification = TagClassifier.classify(tags), let location = location() else { return }
        if classification.category == .locality, let name = tags["name"],
           let (level, reach) = AddressLevel.of(type: classification.primaryType) {
            let country = tags["ISO3166-1:alpha2"] ?? tags["ISO3166-1"] ?? tags["country_code"]
            let locality = LocalityContext(name: name, level: level, pointReach: reach, countryCode: country?.uppercased(),
                                           footprint: footprint, location: location, area: area)
            if let box = footprint?.boundingBox {
                try writes.submit(.area(.locality, box: box, rank: AreaRank.rank(box: box, source: feature.source),
                                        source: feature.source, payload: SpoolCodec.encode(locality)))
            } else {
                try writes.submit(.pointLocality(source: feature.source, payload: SpoolCodec.encode(locality)))
            }
        }
        let candidate = PlaceCandidate(id: id, classification: classification, tags: tags,
                                       location: location, footprint: footprint)
        try writes.submit(.candidate(kind: SpoolCodec.kind(type), osmID: feature.sourceID, payload: SpoolCodec.encode(candidate)))
    }

    /// Coarser search for big areas: a park needs no half-metre label point.
    static func precision(forArea area: Double) -> Meters {
        max(0.5, min(25, area.squareRoot() / 100))
    }

    /// The address a feature states itself, from its `addr:*` tags.
    static func ownAddress(_ tags: some TagLookup) -> AddressComponents? {
        let address = AddressComponents(
            houseNumber: tags["addr:housenumber"], street: tags["addr:street"] ?? tags["addr:place"],
            postcode: tags["addr:postcode"], suburb: tags["addr:suburb"] ?? tags["addr:district"],
            city: tags["addr:city"], state: tags["addr:state"] ?? tags["addr:province"],
            countryCode: tags["addr:country"].map { $0.uppercased() })
        return address.isEmpty ? nil : address
    }
}
