import Foundation
import Geo
import Places

/// How the importer's values are written to the ``ImportSpool`` and read
/// back: losslessly (doubles by their bits), so that a place built from the
/// spool is the place built from memory.
enum SpoolCodec {
    /// The spool's ordering key of an OSM object type: its letter, so that
    /// the spool's order is ``PlaceID``'s (`n` < `r` < `w`).
    static func kind(_ type: PlaceID.ObjectType) -> UInt8 {
        type.rawValue.asciiValue ?? 0
    }

    /// The first byte of a candidate stored with its classification. Candidates that updatable stores
    /// kept before begin with their object type's letter, and are classified again when read.
    private static let classifiedCandidate: UInt8 = 1

    /// The candidate with its classification, so that building its place does not classify it again
    /// (a tenth of the CPU of building places).
    static func encode(_ candidate: PlaceCandidate) -> Data {
        var writer = SpoolWriter()
        writer.write(classifiedCandidate)
        writer.write(kind(candidate.id.objectType))
        writer.write(candidate.id.osmID)
        writer.write(candidate.location.latitude)
        writer.write(candidate.location.longitude)
        writer.write(candidate.tags)
        writer.write(candidate.footprint)
        let classification = candidate.classification
        writer.write(classification.category.rawValue)
        writer.write(classification.primaryType)
        writer.write(classification.types)
        writer.write(classification.matchedTags)
        return writer.data
    }

    /// The candidate as encoded; one an older store kept is classified again from its tags. Nil for a
    /// payload that does not decode, or (older ones) whose tags do not classify.
    static func decodeCandidate(_ data: Data) -> PlaceCandidate? {
        var reader = SpoolReader(data)
        var first = reader.readByte()
        let classified = first == classifiedCandidate
        if classified { first = reader.readByte() }
        let type = PlaceID.ObjectType(rawValue: Character(UnicodeScalar(first)))
        let osmID = reader.readInt64()
        let latitude = reader.readDouble()
        let location = Coordinate(latitude: latitude, longitude: reader.readDouble())
        let tags = reader.readTags()
        let footprint = reader.readFootprint()
        guard let type else { return nil }
        let classification: Classification?
        if classified {
            let category = PlaceCategory(rawValue: reader.readString())
            let primaryType = reader.readString()
            let types = reader.readStrings()
            classification = category.map {
                Classification(category: $0, primaryType: primaryType, types: types, matchedTags: reader.readStrings())
            }
        } else {
            classification = TagClassifier.classify(tags)
        }
        guard let classification else { return nil }
        return PlaceCandidate(id: PlaceID(type, osmID), classification: classification, tags: tags,
                              location: location, footprint: footprint)
    }

    static func encode(_ source: AddressSource) -> Data {
        var writer = SpoolWriter()
        writer.write(kind(source.id.objectType))
        writer.write(source.id.osmID)
        writer.write(source.area)
        let address = source.address
        for part in [address.houseNumber, address.street, address.postcode, address.suburb, address.city,
                     address.state, address.countryCode] {
            writer.write(part)
        }
        writer.write(source.footprint)
        return writer.data
    }

    static func decodeAddressSource(_ data: Data) -> AddressSource? {
        var reader = SpoolReader(data)
        let type = PlaceID.ObjectType(rawValue: Character(UnicodeScalar(reader.readByte())))
        let osmID = reader.readInt64()
        let area = reader.readDouble()
        let parts = (0..<7).map { _ in reader.readOptionalString() }
        guard let type, let footprint = reader.readFootprint() else { return nil }
        let address = AddressComponents(houseNumber: parts[0], street: parts[1], postcode: parts[2], suburb: parts[3],
                                        city: parts[4], state: parts[5], countryCode: parts[6])
        return AddressSource(id: PlaceID(type, osmID), footprint: footprint, address: address, area: area)
    }

    static func encode(_ locality: LocalityContext) -> Data {
        var writer = SpoolWriter()
        writer.write(locality.name)
        writer.write(UInt8(AddressLevel.allCases.firstIndex(of: locality.level) ?? 0))
        writer.write(locality.pointReach)
        writer.write(locality.countryCode)
        writer.write(locality.footprint)
        writer.write(locality.location.latitude)
        writer.write(locality.location.longitude)
        writer.write(locality.area)
        return writer.data
    }

    static func decodeLocality(_ data: Data) -> LocalityContext {
        var reader = SpoolReader(data)
        let name = reader.readString()
        let levels = AddressLevel.allCases
        let levelIndex = Int(reader.readByte())
        let level = levels[min(levelIndex, levels.count - 1)]
        let reach = reader.readDouble()
        let country = reader.readOptionalString()
        let footprint = reader.readFootprint()
        let latitude = reader.readDouble()
        let location = Coordinate(latitude: latitude, longitude: reader.readDouble())
        return LocalityContext(name: name, level: level, pointReach: reach, countryCode: country, footprint: footprint,
                               location: location, area: reader.readDouble())
    }

    /// A closed way kept as a line until it is known whether it became an area.
    static func encodeLine(_ feature: OSMFeature, points: [Coordinate]) -> Data {
        var writer = SpoolWriter()
        writer.write(feature.sourceID)
        writer.write(feature.tags)
        writer.write(points)
        return writer.data
    }

    static func decodeLine(_ data: Data) -> OSMFeature {
        var reader = SpoolReader(data)
        let id = reader.readInt64()
        let tags = reader.readTags()
        return OSMFeature(sourceType: "w", sourceID: id, tags: tags, geometry: .line(reader.readPoints(), closed: true))
    }
}
