import Geo
import Places
import PlaceStore

/// Sorts the features of one or more OSM files into place candidates and
/// address context, as the reader delivers them.
struct FeatureCollector {
    private(set) var candidates: [PlaceID: PlaceCandidate] = [:]
    private(set) var addressSources: [AddressSource] = []
    private(set) var localities: [LocalityContext] = []
    /// Roads, land use, water, buildings and railways for the map.
    private(set) var mapFeatures: [MapFeature] = []
    /// `addr:country` values seen, to default the country of places without one.
    private(set) var countryVotes: [String: Int] = [:]
    /// Closed ways that may still arrive as areas; kept as lines if they do not.
    private var closedWays: [Int64: OSMFeature] = [:]
    private var waysWithArea: Set<Int64> = []

    mutating func add(_ feature: OSMFeature) {
        if let country = feature.tags["addr:country"], country.count == 2 {
            countryVotes[country.uppercased(), default: 0] += 1
        }
        switch feature.geometry {
        case .point(let point):
            addFeature(feature, footprint: nil) { point }
        case .line(let points, let closed):
            if let map = MapFeatureClassifier.classify(feature.tags, geometry: .line(points)) { mapFeatures.append(map) }
            if closed {
                closedWays[feature.sourceID] = feature
            } else {
                addFeature(feature, footprint: nil) { PointOnLine.halfway(along: points) }
            }
        case .area(let footprint):
            if let map = MapFeatureClassifier.classify(feature.tags, geometry: .area(footprint)) { mapFeatures.append(map) }
            if feature.sourceType == "w" { waysWithArea.insert(feature.sourceID) }
            addFeature(feature, footprint: footprint) {
                footprint.pointOnSurface(precision: FeatureCollector.precision(forArea: footprint.area))
            }
        }
    }

    /// Call once every file has been read: closed ways that never became
    /// areas (broken rings, `area=no`) are kept as lines.
    mutating func finish() {
        for (id, feature) in closedWays where !waysWithArea.contains(id) {
            if case .line(let points, _) = feature.geometry {
                addFeature(feature, footprint: nil) { PointOnLine.halfway(along: points) }
            }
        }
        closedWays = [:]
    }

    /// Keeps the feature if it is a place or address context; its location
    /// (a pole-of-inaccessibility search for areas) is computed only then.
    private mutating func addFeature(_ feature: OSMFeature, footprint: Footprint?, location: () -> Coordinate?) {
        let tags = feature.tags
        // Ids of 0 or less are objects never uploaded to OSM (JOSM's new objects): no stable id, no place.
        guard let type = PlaceID.ObjectType(rawValue: feature.sourceType), feature.sourceID > 0 else { return }
        let id = PlaceID(type, feature.sourceID)
        let area = footprint?.area ?? 0
        if let footprint, let address = Self.ownAddress(tags), address.street != nil, address.houseNumber != nil {
            addressSources.append(AddressSource(id: id, footprint: footprint, address: address, area: area))
        }
        guard let classification = TagClassifier.classify(tags), let location = location() else { return }
        if classification.category == .locality, let name = tags["name"],
           let (level, reach) = AddressLevel.of(type: classification.primaryType) {
            let country = tags["ISO3166-1:alpha2"] ?? tags["ISO3166-1"] ?? tags["country_code"]
            localities.append(LocalityContext(name: name, level: level, pointReach: reach,
                                              countryCode: country?.uppercased(), footprint: footprint,
                                              location: location, area: area))
        }
        candidates[id] = PlaceCandidate(id: id, classification: classification, tags: tags,
                                        location: location, footprint: footprint)
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
