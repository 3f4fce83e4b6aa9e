/// What kind of entry a place is.
public enum PlaceCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// A named point of interest: a shop, café, station, park, museum, named building…
    case pointOfInterest = "poi"
    /// A feature with a house number but no name: a street address.
    case address
    /// A named area people say they are in: a neighbourhood, suburb, city or
    /// country (OSM `place=*` and administrative boundaries). These complete
    /// addresses and answer approximate fixes.
    case locality
}
