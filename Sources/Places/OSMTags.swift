/// An OSM feature's tags as the importer carries them: key and value pairs with unique keys, in the order
/// they came. A feature has a handful, so a linear search finds one sooner than hashing its key would, and
/// making them hashes nothing: an import makes millions, and a dictionary of each feature's tags took a
/// sixth of its CPU (making, hashing, freeing).
public struct OSMTags: Sendable, TagLookup, ExpressibleByDictionaryLiteral, Equatable {
    /// The tags, each key once.
    public private(set) var pairs: [(key: String, value: String)]

    /// Tags whose keys the caller knows to be unique (the OSM reader's, which libosmium's side dedupes).
    public init(uniquePairs pairs: [(key: String, value: String)]) {
        self.pairs = pairs
    }

    /// The tags of a dictionary, in its order.
    public init(_ dictionary: [String: String]) {
        pairs = dictionary.map { ($0.key, $0.value) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public subscript(key: String) -> String? {
        for pair in pairs where pair.key == key { return pair.value }
        return nil
    }

    public var count: Int { pairs.count }

    public func forEachTag(_ body: (_ key: String, _ value: String) throws -> Void) rethrows {
        for pair in pairs { try body(pair.key, pair.value) }
    }

    /// The tags as a dictionary (a ``Place`` keeps them so).
    public var dictionary: [String: String] {
        var dictionary: [String: String] = [:]
        dictionary.reserveCapacity(pairs.count)
        for pair in pairs { dictionary[pair.key] = pair.value }
        return dictionary
    }

    /// Equal when they hold the same tags, in any order.
    public static func == (lhs: OSMTags, rhs: OSMTags) -> Bool {
        lhs.dictionary == rhs.dictionary
    }
}
