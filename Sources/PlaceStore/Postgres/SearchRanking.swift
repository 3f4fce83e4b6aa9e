import Foundation

/// FTS5's BM25 (`bm25()`, SQLite's fts5_aux.c), computed outside SQLite so that the PostgreSQL store ranks
/// search results as the SQLite store does:
///
///     score = Σᵢ IDF(qᵢ) · f(qᵢ, D) · (k₁ + 1) / (f(qᵢ, D) + k₁ · (1 − b + b · |D| / avgdl))
///     IDF(qᵢ) = ln((N − n(qᵢ) + 0.5) / (n(qᵢ) + 0.5)), at least 1e-6
///
/// with k₁ = 1.2, b = 0.75, f the phrase's hits in the row weighted by their column, |D| the row's tokens in
/// every column, N the rows and n(qᵢ) the rows the phrase matches. FTS5 orders by −score.
enum SearchRanking {
    /// The whole table's counts, stored at load time.
    struct TableCounts: Sendable {
        /// Rows in the search table (every place).
        let rows: Double
        /// unicode61 tokens over every row's names and address.
        let words: Double
        /// Trigram tokens over every row's folded names.
        let trigrams: Double
    }

    static let k1 = 1.2
    static let b = 0.75

    /// IDF of a phrase matched by `hits` of `rows` rows.
    static func idf(rows: Double, hits: Double) -> Double {
        let idf = log((rows - hits + 0.5) / (hits + 0.5))
        return idf <= 0 ? 1e-6 : idf
    }

    /// BM25 of one row: each phrase's weighted frequency and IDF, the row's size and the average.
    static func score(frequencies: [Double], idfs: [Double], size: Double, averageSize: Double) -> Double {
        var score = 0.0
        for (frequency, idf) in zip(frequencies, idfs) {
            score += idf * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * size / averageSize)))
        }
        return score
    }

    /// How many times `needle` occurs in `text`, overlapping occurrences included, by Unicode scalar.
    static func occurrences(of needle: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Int {
        guard !needle.isEmpty, text.count >= needle.count else { return 0 }
        var count = 0
        for start in 0...(text.count - needle.count) where text[start] == needle[0] {
            if Array(text[start..<(start + needle.count)]) == needle { count += 1 }
        }
        return count
    }
}
