import Foundation
import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// Which places an update must build again because the areas and points
/// their addresses are completed from changed (``AddressResolver``): an
/// address area (a building with a street and house number) or a locality
/// area (city, suburb, state, country), or a `place=*` point.
///
/// A changed area matters only to the places that lie in its old or new
/// footprint. When only its outline moved — a boundary node dragged, its
/// name and level as they were — it matters only where the outline moved:
/// to the places inside one footprint and not the other, unless its new size
/// passes that of another area of its kind (and level) around it, which can
/// change which one is the smallest. A country's boundary edited at one
/// border village rebuilds that village, not the country.
struct AddressImpact {
    let writer: PlaceStoreWriter
    let spool: ImportSpool

    /// What an area says to the addresses inside it, apart from its outline.
    private struct Shape {
        let footprint: Footprint
        let area: Double
        /// Everything but the outline (name, level, country; or the address).
        let content: String
        /// Localities: their level (others of the same level compete by size).
        let level: AddressLevel?
    }

    /// The places to build again, given what the updated objects derived before and after.
    func places(before: ImportSpool.Derived, after: ImportSpool.Derived) throws -> Set<PlaceID> {
        var affected = Set<PlaceID>()
        for kind in ImportSpool.AreaKind.allCases {
            let old = before.areas[kind] ?? [:], new = after.areas[kind] ?? [:]
            for source in Set(old.keys).union(new.keys) where old[source] != new[source] {
                affected.formUnion(try places(kind, source: source, old: old[source]?.first, new: new[source]?.first))
            }
        }
        let changedPoints = Set(before.pointLocalities.keys).union(after.pointLocalities.keys)
            .filter { before.pointLocalities[$0] != after.pointLocalities[$0] }
        if !changedPoints.isEmpty {
            affected.formUnion(try places(changedPoints, before: before, after: after))
        }
        return affected
    }

    /// The places whose nearest city or suburb point the changes of `points` change.
    private func places(_ points: Set<OSMObject.Key>, before: ImportSpool.Derived, after: ImportSpool.Derived) throws -> Set<PlaceID> {
        let now = try spool.pointLocalitiesBySource()
        var then = now.filter { !points.contains($0.source) }
        then += points.compactMap { source in before.pointLocalities[source].map { (source, $0) } }
        // The spool's order (by kind letter, then id), which the nearest-point ties follow.
        then.sort { ($0.source.kind.letter.asciiValue ?? 0, $0.source.id) < ($1.source.kind.letter.asciiValue ?? 0, $1.source.id) }
        let new = NearestLocalityIndex(now.map { SpoolCodec.decodeLocality($0.payload) })
        let old = NearestLocalityIndex(then.map { SpoolCodec.decodeLocality($0.payload) })
        var affected = Set<PlaceID>()
        for payload in points.flatMap({ [before.pointLocalities[$0], after.pointLocalities[$0]] }).compactMap({ $0 }) {
            for place in try writer.places(intersecting: Self.reach(of: SpoolCodec.decodeLocality(payload)))
            where !affected.contains(place.id) {
                let a = old.nearest(to: place.location), b = new.nearest(to: place.location)
                if !Self.same(a.city, b.city) || !Self.same(a.suburb, b.suburb) { affected.insert(place.id) }
            }
        }
        return affected
    }

    private static func same(_ a: LocalityContext?, _ b: LocalityContext?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.name == b.name && a.level == b.level && a.countryCode == b.countryCode && a.location == b.location
            && a.pointReach == b.pointReach
    }

    private func places(_ kind: ImportSpool.AreaKind, source: OSMObject.Key, old: ImportSpool.Derived.Area?,
                        new: ImportSpool.Derived.Area?) throws -> [PlaceID] {
        let oldShape = old.flatMap { Self.shape(kind, $0.payload) }, newShape = new.flatMap { Self.shape(kind, $0.payload) }
        guard var box = old?.box ?? new?.box else { return [] }
        if let other = new?.box { box.extend(with: other) }
        let candidates = try writer.places(intersecting: box)
        if let oldShape, let newShape, oldShape.content == newShape.content,
           try !passesAnother(kind, source: source, oldShape, newShape, in: box) {
            return candidates.filter { oldShape.footprint.contains($0.location) != newShape.footprint.contains($0.location) }
                .map(\.id)
        }
        return candidates.filter {
            oldShape?.footprint.contains($0.location) == true || newShape?.footprint.contains($0.location) == true
        }.map(\.id)
    }

    /// Whether another area of `kind` (and level) meeting `box` has a size from the old to the new size
    /// of this one: then which is the smallest around a place can change.
    private func passesAnother(_ kind: ImportSpool.AreaKind, source: OSMObject.Key, _ old: Shape, _ new: Shape,
                               in box: BoundingBox) throws -> Bool {
        guard old.area != new.area else { return false }
        let range = min(old.area, new.area)...max(old.area, new.area)
        for (otherSource, payload) in try spool.areas(kind, intersecting: box) where otherSource != source {
            guard let other = Self.shape(kind, payload), other.level == old.level || other.level == new.level else { continue }
            if range.contains(other.area) { return true }
        }
        return false
    }

    private static func shape(_ kind: ImportSpool.AreaKind, _ payload: Data) -> Shape? {
        switch kind {
        case .address:
            guard let source = SpoolCodec.decodeAddressSource(payload) else { return nil }
            return Shape(footprint: source.footprint, area: source.area, content: "\(source.address)", level: nil)
        case .locality:
            let locality = SpoolCodec.decodeLocality(payload)
            guard let footprint = locality.footprint else { return nil }
            return Shape(footprint: footprint, area: locality.area,
                         content: "\(locality.name)\u{0}\(locality.level)\u{0}\(locality.countryCode ?? "")", level: locality.level)
        }
    }

    /// The box within a point locality's reach (a little wider, for the distance's approximation).
    static func reach(of locality: LocalityContext) -> BoundingBox {
        let metersPerDegree = Coordinate.earthRadius * .pi / 180
        let dLat = locality.pointReach * 1.01 / metersPerDegree
        let dLon = dLat / max(cos(locality.location.latitude * .pi / 180), 0.01)
        return BoundingBox(minLatitude: locality.location.latitude - dLat, minLongitude: locality.location.longitude - dLon,
                           maxLatitude: locality.location.latitude + dLat, maxLongitude: locality.location.longitude + dLon)
    }
}
