import Foundation
import Geo
import Places
import PlacesEngine

/// Which place of the store each named venue is, by name: the venue's words
/// (folded as the store's search folds them, `&` as "and", no apostrophes, no
/// leading "the", street abbreviations spelled out, parenthesized text left
/// off; for a name in parts, "MTA Subway - 14th St", each part too) equal one
/// of a nearby place's names' (`name`, `name:xx`, `alt_name`, `old_name`,
/// `official_name`, `short_name`, `brand`), or one is a run of the other's
/// ("Starbucks" and "Starbucks Reserve"), the kinds agreeing where a run could
/// name a business at the place (``match(_:kind:place:kind:)``). Among the
/// places within ``radius`` that match, an equal name beats a run and a place
/// of the venue's kind (its check-ins' category) one of another, then the
/// nearer wins; the answer is the place the model lists (a platform's station).
/// A station's complex counts whole: the other stations within ``radius`` that
/// share its `wikidata` item are the venue too ("MTA Subway - 14th St (A/C/E/L)"
/// is OpenStreetMap's "14th Street", the A/C/E, and "8th Avenue", the L, one
/// item, Q2612959, 91 m apart). A venue with no match is missing from the map:
/// closed, renamed or never mapped, and "none of these" is right there.
public struct VenueMatches: Sendable {
    /// What became of one venue.
    public enum Outcome: Sendable, Hashable {
        /// In the map: the place, the other stations of its complex (empty but for a station), its matched
        /// object's distance from the venue's position, and whether the names were equal (not a run).
        case place(PlaceID, sameStation: Set<PlaceID>, distance: Meters, exact: Bool)
        /// Not in the map; the nearest named place, for the report.
        case missing(nearest: String?)
    }

    /// How far from the venue's position a place may be and still be it, metres: Foursquare's pins lie a
    /// median 20 m from the same-named OSM place and 90 % within about 70 m (the data's README); 150 m holds
    /// all but a few and leaves a chain's next branch (two blocks off) out. `evaluate --venues` prints the
    /// matches' distances.
    public static let radius: Meters = 150

    /// Each named venue's outcome, by venue id.
    public let outcomes: [String: Outcome]
    /// The venues matched, by id.
    public let venues: [String: Venue]

    /// Matches `venues` against the store behind `service`.
    /// - Throws: ``PlacesError`` for a store failure.
    public init(_ venues: [Venue], service: PlacesService) throws(PlacesError) {
        var outcomes: [String: Outcome] = [:]
        for venue in venues {
            let variants = VenueMatches.variants(of: venue.name)
            let nearby = try service.namedPlaces(near: venue.coordinate, radius: VenueMatches.radius)
            var best: (place: PlacesService.NamedPlace, exact: Bool, rank: Int)?
            for place in nearby {
                guard let match = VenueMatches.match(variants, kind: venue.kind, place: place.names, kind: place.kind)
                else { continue }
                // Nearest first: a later place wins only by a better rank.
                if best.map({ match.rank > $0.rank }) ?? true { best = (place, match.exact, match.rank) }
            }
            if let best {
                // The listed station's item (a platform matched by name stands for its station), and every
                // station of that item nearby.
                let item = nearby.first { $0.id == best.place.listed && $0.isStation }?.wikidata
                let complex = item.map { item in
                    Set(nearby.filter { $0.isStation && $0.wikidata == item }.map(\.listed))
                } ?? []
                outcomes[venue.id] = .place(best.place.listed, sameStation: complex.subtracting([best.place.listed]),
                                            distance: best.place.distance, exact: best.exact)
            } else {
                outcomes[venue.id] = .missing(nearest: nearby.first { !$0.names.isEmpty }?.names.first?.joined(separator: " "))
            }
        }
        self.outcomes = outcomes
        self.venues = Dictionary(venues.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Whether a place with `names` (folded words) of `placeKind` may be the venue whose name reads as
    /// `variants` and whose check-ins say `kind`, and how well: the rank is 2 for an equal name and 0 for a run,
    /// plus 1 when the kinds agree (``kindsAgree(_:_:)``). A run must say the same thing as the whole name did:
    /// when the place's name is a run of the venue's ("Equinox High Line", a gym, and the High Line; "PH-D at
    /// Dream Downtown", a night club, and the hotel), the venue is often a business *at* the place, so the kinds
    /// must agree; when the venue's is a run of the place's, a one-word name ("Avenue", a night club, and the bus
    /// stop "10 Ave & 18 St") must agree too.
    static func match(_ variants: [[String]], kind: PlaceKind?, place names: [[String]], kind placeKind: PlaceKind)
        -> (exact: Bool, rank: Int)? {
        let names = names.map(VenueMatches.spelledOut)
        let agrees = kind.map { kindsAgree($0, placeKind) } ?? true
        if variants.contains(where: { names.contains($0) }) { return (true, agrees ? 3 : 2) }
        let run = variants.contains { words in
            names.contains { name in
                isRun(words, name) ? agrees || words.count > 1 : isRun(name, words) && agrees
            }
        }
        return run ? (false, agrees ? 1 : 0) : nil
    }

    /// Whether a venue of kind `venue` may be a place of kind `place`: the same kind; eating and drinking,
    /// which check-in services and OpenStreetMap divide differently (a restaurant people check in at as a bar);
    /// or a named building, which bears its occupant's name ("Grand Lodge of Free and Accepted Masons").
    static func kindsAgree(_ venue: PlaceKind, _ place: PlaceKind) -> Bool {
        let eatingAndDrinking: Set<PlaceKind> = [.food, .bar]
        return venue == place || place == .building
            || (eatingAndDrinking.contains(venue) && eatingAndDrinking.contains(place))
    }

    /// The words a venue's name may match by: the whole name, and, for a name in parts ("MTA Subway - 14th St
    /// (A/C/E/L)"), each part; parenthesized text left off, abbreviations spelled out (``spelledOut(_:)``).
    static func variants(of name: String) -> [[String]] {
        var plain = "", depth = 0
        for character in name {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 {
                plain.append(character)
            }
        }
        let parts = [plain] + plain.components(separatedBy: " - ").filter { _ in plain.contains(" - ") }
        var variants: [[String]] = []
        for part in parts {
            let words = spelledOut(PlacesService.nameWords(part))
            if !words.isEmpty, !variants.contains(words) { variants.append(words) }
        }
        return variants
    }

    /// The street words check-in services abbreviate, spelled out as OpenStreetMap spells them.
    static let abbreviations = ["st": "street", "ave": "avenue", "av": "avenue", "sq": "square", "blvd": "boulevard",
                                "pl": "place", "rd": "road", "ctr": "center", "w": "west", "e": "east", "n": "north",
                                "s": "south", "bldg": "building", "intl": "international"]

    /// `words` with each abbreviation of ``abbreviations`` spelled out.
    static func spelledOut(_ words: [String]) -> [String] {
        words.map { abbreviations[$0] ?? $0 }
    }

    /// Whether `needle`'s words appear, in order and together, in `haystack`'s (and are not all of them).
    static func isRun(_ needle: [String], _ haystack: [String]) -> Bool {
        guard !needle.isEmpty, needle.count < haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The place venue `id` is, or nil when it is missing from the map or not a named venue.
    public func place(of id: String) -> PlaceID? {
        if case .place(let place, _, _, _)? = outcomes[id] { return place }
        return nil
    }

    /// Every place venue `id` is: its place and the other stations of its complex; nil as for ``place(of:)``.
    public func places(of id: String) -> Set<PlaceID>? {
        if case .place(let place, let sameStation, _, _)? = outcomes[id] { return sameStation.union([place]) }
        return nil
    }
}
