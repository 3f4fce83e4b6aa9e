import Synchronization

/// Small numbers for place-type names, the same for the whole process and never reused: a candidate carries
/// its primary type's (``PlaceFeatures``), so the model finds the type's rate by position rather than by
/// hashing the name, for every candidate of every query. Names are added when a candidate is made (the cold
/// path) and when a model is made; the table only grows, by the types the stores and the priors name.
enum PlaceTypeOrdinals {
    private static let table = Mutex<[String: Int]>([:])

    /// The ordinal of `type`, added when it is new.
    static func ordinal(of type: String) -> Int {
        table.withLock { table in
            if let ordinal = table[type] { return ordinal }
            let ordinal = table.count
            table[type] = ordinal
            return ordinal
        }
    }

    /// `rates` by ordinal, nil where a type has none: every name in `rates` has an ordinal below the array's
    /// count, so an ordinal past it is a type without a rate.
    static func byOrdinal(_ rates: [String: Double]) -> [Double?] {
        table.withLock { table in
            for type in rates.keys.sorted() where table[type] == nil { table[type] = table.count }
            var values = [Double?](repeating: nil, count: table.count)
            for (type, rate) in rates { values[table[type]!] = rate }
            return values
        }
    }
}
