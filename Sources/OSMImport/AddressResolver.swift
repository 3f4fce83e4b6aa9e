import Geo
import Places

/// Completes a place's address from what surrounds it, in this order:
/// 1. its own `addr:*` tags;
/// 2. the smallest enclosing area (usually its building) that has a street
///    and house number — a shop inside a mall gets the mall's address;
/// 3. the enclosing administrative areas and `place=*` polygons (city,
///    suburb, country) — the smallest of each kind wins;
/// 4. the nearest `place=*` node of each kind within a kind-specific reach
///    (city/town/village 15 km, suburb 3 km, quarter/neighbourhood 1 km);
/// 5. for the country, the most common `addr:country` of the imported data.
struct AddressResolver {
    private var sources = GridIndex<AddressSource>()
    private var areas = GridIndex<LocalityContext>()
    private var points = GridIndex<LocalityContext>(cellDegrees: 0.05)
    private let defaultCountry: String?

    /// How far a `place=*` node reaches when no polygon encloses the place.
    static let pointReach: [String: Meters] = ["locality": 15_000, "sublocality": 3_000, "neighborhood": 1_000]

    init(collector: FeatureCollector) {
        for source in collector.addressSources {
            if let box = source.footprint.boundingBox { sources.insert(source, box: box) }
        }
        for locality in collector.localities {
            if let footprint = locality.footprint, let box = footprint.boundingBox {
                areas.insert(locality, box: box)
            } else {
                points.insert(locality, box: BoundingBox(point: locality.location))
            }
        }
        defaultCountry = collector.countryVotes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// The completed address of a place at `location` that states `own` itself.
    func resolve(own: AddressComponents?, location: Coordinate, selfFootprint: Footprint?) -> AddressComponents {
        var address = own ?? AddressComponents()
        if address.street == nil || address.houseNumber == nil {
            let enclosing = sources.items(containing: location)
                .filter { $0.footprint != selfFootprint && $0.footprint.contains(location) }
                .min { $0.area < $1.area }
            if let enclosing { address = address.filling(from: enclosing.address) }
        }
        let enclosingAreas = areas.items(containing: location).filter { $0.footprint?.contains(location) == true }
        func smallest(_ types: Set<String>) -> LocalityContext? {
            enclosingAreas.filter { types.contains($0.type) }.min { $0.area < $1.area }
        }
        func nearest(_ types: Set<String>) -> LocalityContext? {
            let reach = types.compactMap { AddressResolver.pointReach[$0] }.max() ?? 0
            return points.items(near: location, radius: reach)
                .filter { types.contains($0.type) && $0.location.distance(to: location) <= AddressResolver.pointReach[$0.type] ?? 0 }
                .min { $0.location.distance(to: location) < $1.location.distance(to: location) }
        }
        if address.city == nil {
            address.city = (smallest(["locality"]) ?? nearest(["locality"]))?.name
        }
        if address.suburb == nil {
            address.suburb = (smallest(["sublocality", "neighborhood"]) ?? nearest(["sublocality", "neighborhood"]))?.name
        }
        if address.state == nil {
            address.state = smallest(["administrative_area_level_1"])?.name
        }
        if address.countryCode == nil {
            address.countryCode = smallest(["country"])?.countryCode ?? defaultCountry
        }
        return address
    }
}
