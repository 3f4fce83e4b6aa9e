import Foundation
import Geo
import Places
import PlaceStore

/// Sorts the features of one or more OSM files into place candidates, address
/// sources and map features as the reader delivers them, without holding them:
/// candidates, address sources, localities (with a footprint or as points),
/// `addr:country` votes and closed ways that may still become areas go to the
/// ``ImportSpool``, map features straight to the store being written, all
/// through the ``BackgroundWriter`` and each with the OSM object it came from.
///
/// Features are sorted a batch at a time on every core (classifying, finding
/// label points, encoding), while the reader waits; the writes are then
/// submitted in the order the features came, so the store is the one a
/// feature-by-feature pass would write.
struct FeatureCollector {
    /// Features gathered before they are sorted together.
    private static let batchSize = 2048
    private let spool: ImportSpool
    private let writes: BackgroundWriter
    /// When set, only features of these objects are kept (an update re-reads some objects' neighbours too).
    private let only: Set<OSMObject.Key>?
    /// Map features handed to the sink (roads, land use, water, buildings, railways).
    private(set) var mapFeatureCount = 0
    private var pending: [OSMFeature] = []

    /// A collector that writes through `writes` and reads `spool` back in ``finish()``, keeping what every
    /// object derives, or with `only`, what those objects derive.
    init(spool: ImportSpool, writes: BackgroundWriter, only: Set<OSMObject.Key>? = nil) {
        self.spool = spool
        self.writes = writes
        self.only = only
    }

    mutating func add(_ feature: OSMFeature) throws {
        if let only, !only.contains(feature.source) { return }
        pending.append(feature)
        if pending.count >= Self.batchSize { try submitPending() }
    }

    /// Call once every file has been read: closed ways that never became
    /// areas (broken rings, `area=no`) are kept as lines.
    mutating func finish() throws {
        try submitPending()
        try writes.drain()
        var lines: [OSMFeature] = []
        try spool.forEachLineWithoutArea { lines.append(SpoolCodec.decodeLine($0)) }
        for feature in lines {
            if case .line(let points, _) = feature.geometry {
                var writes: [BackgroundWriter.Operation] = []
                Self.addFeature(feature, footprint: nil, to: &writes) { PointOnLine.halfway(along: points) }
                try submit(writes)
            }
        }
    }

    private mutating func submitPending() throws {
        guard !pending.isEmpty else { return }
        let sorted = ParallelMap.map(pending, Self.writes(for:))
        pending.removeAll(keepingCapacity: true)
        for writes in sorted { try submit(writes) }
    }

    private mutating func submit(_ operations: [BackgroundWriter.Operation]) throws {
        for operation in operations {
            if case .mapFeature = operation { mapFeatureCount += 1 }
            try writes.submit(operation)
        }
    }

    /// What `feature` makes, in the order it is written.
    @Sendable
    private static func writes(for feature: OSMFeature) -> [BackgroundWriter.Operation] {
        let source = feature.source
        var writes: [BackgroundWriter.Operation] = []
        if let country = feature.tags["addr:country"], country.count == 2 {
            writes.append(.vote(source: source, country: country.uppercased()))
        }
        switch feature.geometry {
        case .point(let point):
            addFeature(feature, footprint: nil, to: &writes) { point }
        case .line(let points, let closed):
            if let map = MapFeatureClassifier.classify(feature.tags, geometry: .line(points)) {
                writes.append(.mapFeature(map, source: source))
            }
            if closed {
                // Only what could become a place needs to wait: the line is a place only if no area comes.
                if feature.sourceID > 0, TagClassifier.classify(feature.tags) != nil {
                    writes.append(.pendingLine(osmID: feature.sourceID, payload: SpoolCodec.encodeLine(feature, points: points)))
                }
            } else {
                addFeature(feature, footprint: nil, to: &writes) { PointOnLine.halfway(along: points) }
            }
        case .area(let footprint):
            if let map = MapFeatureClassifier.classify(feature.tags, geometry: .area(footprint)) {
                writes.append(.mapFeature(map, source: source))
            }
            if feature.sourceType == "w" { writes.append(.wayWithArea(wayID: feature.sourceID)) }
            addFeature(feature, footprint: footprint, to: &writes) {
                footprint.pointOnSurface(precision: FeatureCollector.precision(forArea: footprint.area))
            }
        }
        return writes
    }

    /// Keeps the feature if it is a place or address context; its location
    /// (a pole-of-inaccessibility search for areas) is computed only then.
    private static func addFeature(_ feature: OSMFeature, footprint: Footprint?, to writes: inout [BackgroundWriter.Operation],
                                   location: () -> Coordinate?) {
        let tags = feature.tags
        // Ids of 0 or less are objects never uploaded to OSM (JOSM's new objects): no stable id, no place.
        guard let type = PlaceID.ObjectType(rawValue: feature.sourceType), feature.sourceID > 0 else { return }
        let id = PlaceID(type, feature.sourceID)
        let area = footprint?.area ?? 0
        if let footprint, let box = footprint.boundingBox, let address = Self.ownAddress(tags),
           address.street != nil, address.houseNumber != nil {
            writes.append(.area(.address, box: box, rank: AreaRank.rank(box: box, source: feature.source),
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
                writes.append(.area(.locality, box: box, rank: AreaRank.rank(box: box, source: feature.source),
                                    source: feature.source, payload: SpoolCodec.encode(locality)))
            } else {
                writes.append(.pointLocality(source: feature.source, payload: SpoolCodec.encode(locality)))
            }
        }
        let candidate = PlaceCandidate(id: id, classification: classification, tags: tags,
                                       location: location, footprint: footprint)
        writes.append(.candidate(kind: SpoolCodec.kind(type), osmID: feature.sourceID, payload: SpoolCodec.encode(candidate)))
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
