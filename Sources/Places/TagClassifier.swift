/// The result of classifying one OSM feature by its tags.
public struct Classification: Sendable, Hashable {
    /// What kind of entry it is.
    public var category: PlaceCategory
    /// The most specific type, first of ``types``.
    public var primaryType: String
    /// Every type, most specific first (names follow Google's place types where one exists).
    public var types: [String]
    /// The tags that decided it, as `key=value`.
    public var matchedTags: [String]

    /// A classification as ``TagClassifier`` made it (or as it was stored).
    public init(category: PlaceCategory, primaryType: String, types: [String], matchedTags: [String]) {
        self.category = category
        self.primaryType = primaryType
        self.types = types
        self.matchedTags = matchedTags
    }
}

/// Decides from a feature's tags whether it is a place, and which types it has.
///
/// Rules, in order (the first matching key gives the primary type; every
/// matching key adds types):
/// 1. Named features with `amenity`, `shop`, `tourism`, `leisure`, `healthcare`,
///    `office`, `craft`, `historic`, `railway`/`public_transport`/`highway`
///    stations and stops, `aeroway` terminals/aerodromes, `sport`,
///    `place=square`, then named `building`s — are points of interest.
///    Street furniture (``streetFurniture``: benches, post boxes, waste baskets,
///    vending machines, bicycle parking, …) never makes a place on its own; a
///    named memorial bench is a place through its `historic` tag, not its `amenity`.
/// 2. Named `place=*` (city, town, village, hamlet, suburb, borough, quarter,
///    neighbourhood) and named `boundary=administrative` areas are localities.
/// 3. Anything else with `addr:housenumber` is an address (`street_address`),
///    named or not — an unnamed shop with an address is kept as its address.
/// Unknown values of a known key get the key's generic type (`store`,
/// `point_of_interest`, …); an unknown `amenity` value's `point_of_interest`
/// is primary only when no other key but `building` gives a type. The raw
/// tags are always kept beside the types.
public enum TagClassifier {
    /// `key=value` pairs that are street furniture, not destinations.
    public static let streetFurniture: Set<String> = [
        "amenity=bench", "amenity=waste_basket", "amenity=post_box", "amenity=vending_machine",
        "amenity=bicycle_parking", "amenity=motorcycle_parking", "amenity=parking_space",
        "amenity=parking_entrance", "amenity=telephone", "amenity=drinking_water", "amenity=clock",
        "amenity=grit_bin", "amenity=waste_disposal", "amenity=hunting_stand", "amenity=letter_box",
        "amenity=loading_dock", "amenity=water_point", "amenity=feeding_place",
        "amenity=bbq", "amenity=lounger", "amenity=photo_booth", "amenity=smoking_area",
        "leisure=picnic_table", "leisure=firepit", "leisure=outdoor_seating", "leisure=bleachers",
        "tourism=information", "historic=boundary_stone", "amenity=public_bookcase",
    ]

    /// Classifies a feature; nil when it is neither a place, a locality nor an address.
    public static func classify(_ tags: [String: String]) -> Classification? {
        classifyTags(tags)
    }

    /// Classifies a feature's tags as the importer carries them (``classify(_:)-swift.method`` for a dictionary).
    public static func classify(_ tags: OSMTags) -> Classification? {
        classifyTags(tags)
    }

    /// Both ``classify(_:)`` overloads: generic here, where it is made for each of them.
    private static func classifyTags<Tags: TagLookup>(_ tags: Tags) -> Classification? {
        let name = tags["name"].flatMap { $0.isEmpty ? nil : $0 }
        if name != nil, let poi = pointOfInterest(tags) {
            return poi
        }
        if name != nil, let locality = locality(tags) {
            return locality
        }
        if let number = tags["addr:housenumber"], !number.isEmpty {
            return Classification(category: .address, primaryType: "street_address",
                                  types: ["street_address"], matchedTags: ["addr:housenumber=\(number)"])
        }
        return nil
    }

    private static func pointOfInterest<Tags: TagLookup>(_ tags: Tags) -> Classification? {
        var types: [String] = []
        var matched: [String] = []
        for (key, value) in vocabularyTags(tags) {
            guard !value.isEmpty, value != "no" else { continue }
            let tag = "\(key)=\(value)"
            if streetFurniture.contains(tag) { continue }
            if key == "tourism", value == "information", tags["information"] != "office" { continue }
            guard let found = TypeVocabulary.types(tag: tag, key: key, value: value, tags: tags) else { continue }
            matched.append(tag)
            for type in found where !types.contains(type) { types.append(type) }
        }
        // An amenity value the vocabulary lacks says only "a point of interest"; another key's type says more
        // (`amenity=dojo` with `leisure=sports_centre` is a sports complex), so the generic type goes last. Not
        // for `building` alone: a studio drawn as a building is still more than a bare building.
        if types.first == "point_of_interest", types.dropFirst().contains(where: { $0 != "building" }) {
            types.removeFirst()
        }
        guard let primary = types.first else { return nil }
        for generic in ["point_of_interest", "establishment"] where !types.contains(generic) {
            types.append(generic)
        }
        return Classification(category: .pointOfInterest, primaryType: primary, types: types, matchedTags: matched)
    }

    /// The tags whose key is one of ``TypeVocabulary/keysInOrder``, in that order. A feature has fewer
    /// tags than there are such keys, mostly: looking its own tags up costs fewer hashes than looking
    /// every key up in them (a fifth of an import's classifying).
    private static func vocabularyTags<Tags: TagLookup>(_ tags: Tags) -> [(key: String, value: String)] {
        guard tags.count < TypeVocabulary.keysInOrder.count else {
            return TypeVocabulary.keysInOrder.compactMap { key in tags[key].map { (key, $0) } }
        }
        var found: [(rank: Int, key: String, value: String)] = []
        tags.forEachTag { key, value in
            if let rank = keyRanks[key] { found.append((rank, key, value)) }
        }
        return found.sorted { $0.rank < $1.rank }.map { ($0.key, $0.value) }
    }

    /// Each key of ``TypeVocabulary/keysInOrder`` and its place in that order.
    private static let keyRanks = Dictionary(uniqueKeysWithValues: TypeVocabulary.keysInOrder.enumerated().map { ($1, $0) })

    private static func locality<Tags: TagLookup>(_ tags: Tags) -> Classification? {
        if let place = tags["place"], let type = TypeVocabulary.localityTypes[place] {
            return Classification(category: .locality, primaryType: type, types: [type, "political"],
                                  matchedTags: ["place=\(place)"])
        }
        if tags["boundary"] == "administrative", let level = tags["admin_level"].flatMap(Int.init),
           let type = TypeVocabulary.adminLevelType(level) {
            return Classification(category: .locality, primaryType: type, types: [type, "political"],
                                  matchedTags: ["boundary=administrative", "admin_level=\(level)"])
        }
        return nil
    }
}
