import Geo
import Places
import PlaceStore

/// A named area or point that addresses are completed from: a city, suburb, country…
struct LocalityContext: Sendable {
    let name: String
    let level: AddressLevel
    /// How far a point locality reaches (0 for areas).
    let pointReach: Meters
    let countryCode: String?
    let footprint: Footprint?
    let location: Coordinate
    let area: Double
}
