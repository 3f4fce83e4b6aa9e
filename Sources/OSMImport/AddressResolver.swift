import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// Completes a place's address from what surrounds it, in this order:
/// 1. its own `addr:*` tags;
/// 2. the smallest other enclosing area (usually its building) that has a
///    street and house number — a shop inside a mall gets the mall's address;
/// 3. the enclosing administrative areas and `place=*` polygons (city,
///    suburb, state, country) — the smallest of each level wins;
/// 4. the nearest `place=*` node of each level within its reach
///    (city/town/village 15 km, suburb 3 km, quarter/neighbourhood 1 km);
/// 5. for the country, the most common `addr:country` of the imported data.
///
/// The areas (steps 2 and 3) come from the import's spool for each place; the
/// points of step 4 are held here.
struct AddressResolver: Sendable {
    private var points = NearestLocalityIndex()
    /// The most common `addr:country` of the data, for places that name none.
    let defaultCountry: String?

    /// A resolver over the point localities of the data and its `addr:country` votes (value → count).
    init(pointLocalities: [LocalityContext], countryVotes: [String: Int]) {
        points = NearestLocalityIndex(pointLocalities)
        defaultCountry = Self.defaultCountry(countryVotes)
    }

    /// A resolver over the point localities and votes kept in `spool`.
    init(spool: ImportSpool) throws(StoreError) {
        self.init(pointLocalities: try spool.pointLocalities().map(SpoolCodec.decodeLocality),
                  countryVotes: try spool.countryVotes())
    }

    /// The most voted country (the alphabetically first of a tie).
    static func defaultCountry(_ votes: [String: Int]) -> String? {
        votes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Whether a place that states `own` itself needs the areas around it for its street and house number.
    static func needsEnclosingAddress(_ own: AddressComponents?) -> Bool {
        own?.street == nil || own?.houseNumber == nil
    }

    /// The completed address of place `id` at `location` that states `own` itself.
    /// - Parameters:
    ///   - sources: the address areas whose boxes may hold `location`, in the
    ///     spool's rank order (read only when ``needsEnclosingAddress(_:)``).
    ///   - localityAreas: the localities with footprints whose boxes may hold `location`, in rank order.
    func resolve(id: PlaceID, own: AddressComponents?, location: Coordinate, sources: [AddressSource],
                 localityAreas: [LocalityContext]) -> AddressComponents {
        var address = own ?? AddressComponents()
        if Self.needsEnclosingAddress(own) {
            var enclosing: AddressSource?
            for source in sources {
                guard source.id != id, source.area < enclosing?.area ?? .infinity,
                      source.footprint.contains(location) else { continue }
                enclosing = source
            }
            if let enclosing { address = address.filling(from: enclosing.address) }
        }
        var smallest: [AddressLevel: LocalityContext] = [:]
        for locality in localityAreas {
            guard locality.area < smallest[locality.level]?.area ?? .infinity,
                  locality.footprint?.contains(location) == true else { continue }
            smallest[locality.level] = locality
        }
        let needsPoint = address.city == nil && smallest[.city] == nil || address.suburb == nil && smallest[.suburb] == nil
        let nearest = needsPoint ? points.nearest(to: location) : (city: nil, suburb: nil)
        address.city = address.city ?? (smallest[.city] ?? nearest.city)?.name
        address.suburb = address.suburb ?? (smallest[.suburb] ?? nearest.suburb)?.name
        address.state = address.state ?? smallest[.state]?.name
        address.countryCode = address.countryCode ?? smallest[.country]?.countryCode ?? defaultCountry
        return address
    }
}
