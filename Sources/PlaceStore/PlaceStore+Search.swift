import Geo
import Places

extension PlaceStore {
    /// Full-text search over every name (all languages, short and official
    /// names, brand) and the address. Each word of `text` matches as a prefix,
    /// diacritics ignored ("cafe" finds "Café"). When that finds fewer than
    /// `limit` places, words of three letters or more may also match inside a
    /// name ("rautatie" finds "Päärautatieasema"); those come after the prefix
    /// matches. Ranked by BM25 (names weigh ten times the address), or by
    /// distance when `near` is given.
    /// - Throws: ``StoreError`` `.invalidQuery` when the text has no word.
    public func search(_ text: String, near: Coordinate? = nil, limit: Int = 10) throws(StoreError) -> [SearchResult] {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else {
            throw StoreError(.invalidQuery, "the search text \"\(text)\" has no letters or digits")
        }
        var found = try matches(words.map { "\"\($0)\"*" }.joined(separator: " "), in: "place_search", weights: "10.0, 1.0")
        if found.count < limit, words.allSatisfy({ $0.count >= 3 }) {
            let seen = Set(found.map(\.rowID))
            let inside = words.map { "\"\(SearchText.fold($0))\"" }.joined(separator: " ")
            found += try matches(inside, in: "place_name_trigrams", weights: "1.0").filter { !seen.contains($0.rowID) }
        }
        var hits = found.map { (rowID: $0.rowID, distance: near.map($0.location.distance(to:))) }
        if near != nil {
            // A stable sort keeps BM25 order among equal distances.
            hits = hits.enumerated().sorted {
                ($0.element.distance ?? 0, $0.offset) < ($1.element.distance ?? 0, $1.offset)
            }.map(\.element)
        }
        var results: [SearchResult] = []
        for hit in hits.prefix(max(0, limit)) {
            guard let place = try place(rowID: hit.rowID) else { continue }
            results.append(SearchResult(place: place, distance: hit.distance))
        }
        return results
    }

    /// The places matching the FTS5 `query` in `table` (place_search or place_name_trigrams) with their
    /// positions, best BM25 first (at most 5000), equal scores by place id: the order of an import's rows,
    /// kept by a store whose rows an update rewrote.
    private func matches(_ query: String, in table: String, weights: String) throws(StoreError)
        -> [(rowID: Int64, location: Coordinate)] {
        let statement = try prepare("""
            SELECT p.rowid, p.lat, p.lon, bm25(\(table), \(weights)) AS score, p.id FROM \(table) s
            JOIN places p ON p.rowid = s.rowid
            WHERE \(table) MATCH ?1 ORDER BY score, p.rowid LIMIT 5000
            """)
        try statement.bind(1, query)
        var found: [(rowID: Int64, location: Coordinate, score: Double, id: PlaceID?)] = []
        while try statement.step() {
            found.append((statement.int(0), Coordinate(latitude: statement.double(1), longitude: statement.double(2)),
                          statement.double(3), statement.text(4).flatMap(PlaceID.init)))
        }
        return found.enumerated().sorted { a, b in
            if a.element.score != b.element.score { return a.element.score < b.element.score }
            if let left = a.element.id, let right = b.element.id, left != right { return left < right }
            return a.offset < b.offset
        }.map { ($0.element.rowID, $0.element.location) }
    }
}
