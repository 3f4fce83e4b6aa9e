import Geo
import Places
import PlaceStore

/// Which address part a locality fills.
enum AddressLevel: CaseIterable, Sendable {
    case country, state, city, suburb

    /// The level of a locality type, and how far a `place=*` node of that
    /// type reaches when no polygon encloses the place.
    static func of(type: String) -> (level: AddressLevel, pointReach: Meters)? {
        switch type {
        case "country": return (.country, 0)
        case "administrative_area_level_1": return (.state, 0)
        case "locality": return (.city, 15_000)
        case "sublocality": return (.suburb, 3_000)
        case "neighborhood": return (.suburb, 1_000)
        default: return nil
        }
    }
}
