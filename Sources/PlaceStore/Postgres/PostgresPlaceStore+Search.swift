import Foundation
import Geo
import Places

extension PostgresPlaceStore {
    /// Full-text search, as ``PlaceStore/search(_:near:limit:)`` does it over FTS5: each word a prefix of a
    /// word of a name or the address (GIN over a `tsvector` of FTS5's words), ranked by FTS5's BM25 (names
    /// ten times the address); when that finds fewer than `limit`, words of three letters or more inside the
    /// folded names (pg_trgm), ranked by BM25 over trigrams; by distance when `near` is given.
    /// - Throws: ``StoreError`` `.invalidQuery` when the text has no word.
    public func search(_ text: String, near: Coordinate? = nil, limit: Int = 10) throws(StoreError) -> [SearchResult] {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else {
            throw StoreError(.invalidQuery, "the search text \"\(text)\" has no letters or digits")
        }
        var found = try prefixMatches(words.map(SearchText.fold))
        if found.count < limit, words.allSatisfy({ $0.count >= 3 }) {
            let seen = Set(found.map(\.rowID))
            found += try insideMatches(words.map(SearchText.fold)).filter { !seen.contains($0.rowID) }
        }
        var hits = found.map { (rowID: $0.rowID, distance: near.map($0.location.distance(to:))) }
        if near != nil {
            hits = hits.enumerated().sorted {
                ($0.element.distance ?? 0, $0.offset) < ($1.element.distance ?? 0, $1.offset)
            }.map(\.element)
        }
        let shown = Array(hits.prefix(max(0, limit)))
        let places = try self.places(rowIDs: shown.map(\.rowID))
        return zip(shown, places).map { SearchResult(place: $1, distance: $0.distance) }
    }

    private typealias Match = (rowID: Int64, location: Coordinate, score: Double, id: PlaceID?)

    /// Rows where every term is a prefix of a word, best BM25 first, then by place id (at most 5000).
    private func prefixMatches(_ terms: [String]) throws(StoreError) -> [(rowID: Int64, location: Coordinate)] {
        let query = terms.map { "'\(Self.quoted($0))':*" }.joined(separator: " & ")
        var idfs: [Double] = []
        for term in terms {
            let hits = try connection.query("SELECT count(*) FROM \(schema).places WHERE search @@ $1::tsquery",
                                            ["'\(Self.quoted(term))':*"]).int(0, 0)
            idfs.append(SearchRanking.idf(rows: searchCounts.rows, hits: Double(hits)))
        }
        let result = try connection.query("""
            SELECT rowid, lat, lon, search_names, search_address, id FROM \(schema).places WHERE search @@ $1::tsquery
            """, [query])
        let average = searchCounts.words / max(1, searchCounts.rows)
        var matches: [Match] = []
        for row in result.rows {
            let names = (row.text(3) ?? "").split(separator: " ")
            let address = (row.text(4) ?? "").split(separator: " ")
            let frequencies = terms.map { term in
                10.0 * Double(names.filter { $0.hasPrefix(term) }.count) + Double(address.filter { $0.hasPrefix(term) }.count)
            }
            let score = SearchRanking.score(frequencies: frequencies, idfs: idfs, size: Double(names.count + address.count),
                                            averageSize: average)
            matches.append((row.int(0), Coordinate(latitude: row.double(1), longitude: row.double(2)), score,
                            row.text(5).flatMap(PlaceID.init)))
        }
        return Self.best(matches)
    }

    /// Rows whose folded names hold every term, best BM25 over trigrams first, then by place id (at most 5000).
    private func insideMatches(_ terms: [String]) throws(StoreError) -> [(rowID: Int64, location: Coordinate)] {
        let patterns = terms.map { "%\(Self.likeEscaped($0))%" }
        var idfs: [Double] = []
        for pattern in patterns {
            let hits = try connection.query("SELECT count(*) FROM \(schema).places WHERE names_folded LIKE $1", [pattern]).int(0, 0)
            idfs.append(SearchRanking.idf(rows: searchCounts.rows, hits: Double(hits)))
        }
        let condition = patterns.indices.map { "names_folded LIKE $\($0 + 1)" }.joined(separator: " AND ")
        let result = try connection.query("SELECT rowid, lat, lon, names_folded, id FROM \(schema).places WHERE \(condition)",
                                          patterns)
        let average = searchCounts.trigrams / max(1, searchCounts.rows)
        let needles = terms.map { Array($0.unicodeScalars) }
        var matches: [Match] = []
        for row in result.rows {
            let text = row.text(3) ?? ""
            let scalars = Array(text.unicodeScalars)
            let frequencies = needles.map { Double(SearchRanking.occurrences(of: $0, in: scalars)) }
            let score = SearchRanking.score(frequencies: frequencies, idfs: idfs, size: Double(SearchText.trigramCount(text)),
                                            averageSize: average)
            matches.append((row.int(0), Coordinate(latitude: row.double(1), longitude: row.double(2)), score,
                            row.text(4).flatMap(PlaceID.init)))
        }
        return Self.best(matches)
    }

    /// The SQLite store's order: BM25 best first (FTS5's `bm25()` is −score, sorted ascending), then place id
    /// (the order of an import's rows, kept by a store an update rewrote), then row id; at most 5000.
    private static func best(_ matches: [Match]) -> [(rowID: Int64, location: Coordinate)] {
        matches.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if let left = a.id, let right = b.id, left != right { return left < right }
            return a.rowID < b.rowID
        }.prefix(5000).map { ($0.rowID, $0.location) }
    }

    /// A lexeme inside a quoted tsquery literal.
    private static func quoted(_ term: String) -> String {
        term.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''")
    }

    /// A LIKE pattern's literal text.
    private static func likeEscaped(_ term: String) -> String {
        term.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
