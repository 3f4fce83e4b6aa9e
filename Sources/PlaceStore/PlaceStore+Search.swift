import Geo
import Places

/// One search hit.
public struct SearchResult: Sendable {
    /// The place found.
    public let place: Place
    /// Metres from the `near` position, when one was given.
    public let distance: Meters?
}

extension PlaceStore {
    /// Full-text search over every name (all languages, short and official
    /// names, brand) and the address. Each word of `text` matches as a prefix,
    /// diacritics ignored ("cafe" finds "Café"). Ranked by BM25 (names weigh
    /// ten times the address), or by distance when `near` is given.
    /// - Throws: ``StoreError`` `.invalidQuery` when the text has no word.
    public func search(_ text: String, near: Coordinate? = nil, limit: Int = 10) throws(StoreError) -> [SearchResult] {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else {
            throw StoreError(.invalidQuery, "the search text \"\(text)\" has no letters or digits")
        }
        let query = words.map { "\"\($0)\"*" }.joined(separator: " ")
        let statement = try prepare("""
            SELECT p.rowid, p.lat, p.lon FROM place_search s JOIN places p ON p.rowid = s.rowid
            WHERE place_search MATCH ?1 ORDER BY bm25(place_search, 10.0, 1.0), p.rowid LIMIT 5000
            """)
        try statement.bind(1, query)
        var hits: [(rowID: Int64, distance: Meters?)] = []
        while try statement.step() {
            let location = Coordinate(latitude: statement.double(1), longitude: statement.double(2))
            hits.append((statement.int(0), near.map { location.distance(to: $0) }))
        }
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
}
