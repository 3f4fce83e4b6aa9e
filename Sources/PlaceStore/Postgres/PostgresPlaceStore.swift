import Foundation
import Geo
import Places

/// A place store in PostgreSQL (schema `current_place`, written by ``PostgresLoader``), read through one
/// libpq connection: the same places, row ids, names, footprints and map features as the SQLite store it
/// was loaded from, and the same answers.
///
/// One instance owns one connection and is not for sharing between threads.
public final class PostgresPlaceStore: PlaceReading {
    /// Where the store is; its description has no password.
    public let url: PostgresURL
    /// What the store says about itself.
    public let metadata: StoreMetadata
    /// BM25's table counts, read once (see ``SearchRanking``).
    let searchCounts: SearchRanking.TableCounts
    let connection: PostgresConnection
    /// The schema every query reads.
    let schema = PostgresSchema.live

    /// `meta` keys only the PostgreSQL store writes.
    package enum MetaKey {
        package static let schemaVersion = "postgres_schema"
        package static let searchRows = "search_rows"
        package static let searchWords = "search_words"
        package static let searchTrigrams = "search_trigrams"
    }

    /// How long one of a reader's statements may run before PostgreSQL cancels it, unless the URL's libpq
    /// `options` set `statement_timeout` otherwise: an answer's statements take milliseconds (docs/BENCHMARKS.md),
    /// so a statement this slow waits on a lock or an overloaded server, and its request answers 503 instead.
    public static let statementTimeout: Duration = .seconds(5)

    /// How long a connection reads without asking whether the store changed: the delay, at most, before a
    /// server sees an update or a new import (and drops what it keeps in memory of the old state). One small
    /// query a second per connection; on a hot standby, the delay adds to the replay's.
    public static let changeCheckInterval: Duration = .seconds(1)
    private var checkedAt = ContinuousClock.now

    /// Runs `body`. An update of a PostgreSQL store renames a complete new schema into place in one
    /// transaction, so each query sees the old store or the new one; at most every
    /// ``changeCheckInterval``, the metadata is read first, and a store that changed since this connection
    /// opened throws ``StoreError/Code/changed``, as an SQLite file does, so that the reader opens the new state.
    public func reading<T>(_ body: () throws -> T) throws -> T {
        let now = ContinuousClock.now
        if now - checkedAt >= Self.changeCheckInterval {
            if try Self.readMetadata(connection, url: url).values != metadata {
                throw StoreError(.changed, "the store was updated since this connection opened", path: url.description)
            }
            checkedAt = now
        }
        return try body()
    }

    /// nil: the PostgreSQL store keeps no log of its changes (tiles drawn from it are dropped at each change).
    public func changedBoxes(after revision: Int64) throws(StoreError) -> [BoundingBox]? {
        nil
    }

    /// Connects to the database at `url` and reads the store's metadata.
    /// - Throws: ``StoreError`` `.unreachable` (naming host and port) when the server cannot be reached,
    ///   `.missing` when the database holds no store, `.unsupportedSchema` for another version's store.
    public init(url: PostgresURL) throws(StoreError) {
        self.url = url
        connection = try PostgresConnection(url: url, statementTimeout: Self.statementTimeout)
        let (values, metadata) = try Self.readMetadata(connection, url: url)
        self.metadata = metadata
        searchCounts = SearchRanking.TableCounts(
            rows: Double(values[MetaKey.searchRows].flatMap(Int.init) ?? 0),
            words: Double(values[MetaKey.searchWords].flatMap(Int.init) ?? 0),
            trigrams: Double(values[MetaKey.searchTrigrams].flatMap(Int.init) ?? 0))
    }

    /// The store's `meta` rows, and the metadata they say.
    /// - Throws: ``StoreError`` `.missing` when the database holds no store, `.unsupportedSchema` for another
    ///   version's store, or the connection's error.
    private static func readMetadata(_ connection: PostgresConnection,
                                     url: PostgresURL) throws(StoreError) -> (keyValues: [String: String], values: StoreMetadata) {
        var values: [String: String] = [:]
        do {
            for row in try connection.query("SELECT key, value FROM \(PostgresSchema.live).meta").rows {
                if let key = row.text(0), let value = row.text(1) { values[key] = value }
            }
        } catch where ["42P01", "3F000"].contains(error.sqlState) {  // no such table, no such schema
            throw StoreError(.missing, "no place store in this database; create one with `current-place import FILE.osm.pbf --db \(url)`",
                             path: url.description)
        }
        guard values[MetaKey.schemaVersion] == PostgresSchema.version else {
            throw StoreError(.unsupportedSchema,
                             "the store has schema \(values[MetaKey.schemaVersion] ?? "unknown"), this program reads \(PostgresSchema.version); re-import it with this version",
                             path: url.description)
        }
        return (values, StoreMetadata(keyValues: values))
    }

    /// The place with this id, or nil.
    public func place(id: PlaceID) throws(StoreError) -> Place? {
        let result = try connection.query("SELECT \(PlaceRowCodec.columns) FROM \(schema).places p WHERE p.id = $1", [id.description])
        guard let row = result.rows.first else { return nil }
        return try PlaceRowCodec.decode(row, names: names(ofRows: [row.int(0)])[row.int(0)] ?? [:])
    }

    /// What conflation says of the place `id` (nothing for an id the store does not know).
    public func relations(of id: PlaceID) throws(StoreError) -> PlaceRelations {
        let sql = PlaceRelations.queries(tables: "\(schema).")
        func rows(_ query: String) throws(StoreError) -> [(String?, Int64)] {
            try connection.query(query, [id.description]).rows.map { ($0.text(0), $0.isNull(1) ? 0 : $0.int(1)) }
        }
        return PlaceRelations(link: try rows(sql.link).first, members: try rows(sql.members),
                              container: try rows(sql.container).first?.0, contents: try rows(sql.contents).map(\.0))
    }

    /// The links of those of `ids` that are not listed on their own, in one query.
    public func links(of ids: [PlaceID]) throws(StoreError) -> [PlaceID: PlaceLink] {
        guard !ids.isEmpty else { return [:] }
        let result = try connection.query(
            "SELECT member, place, role FROM \(schema).place_links WHERE member = ANY($1::text[])",
            ["{" + Set(ids).map(\.description).sorted().joined(separator: ",") + "}"])
        var links: [PlaceID: PlaceLink] = [:]
        for row in result.rows {
            if let member = row.text(0).flatMap(PlaceID.init), let place = row.text(1).flatMap(PlaceID.init),
               let role = PlaceLink.Role(rawValue: row.int(2)) {
                links[member] = PlaceLink(place: place, role: role)
            }
        }
        return links
    }

    /// Places by row, in the order asked (rows that do not exist are left out), in one query.
    public func places(rowIDs: [Int64], parts: PlaceParts = .all) throws(StoreError) -> [Place] {
        guard !rowIDs.isEmpty else { return [] }
        let result = try connection.query(
            "SELECT \(PlaceRowCodec.columns) FROM \(schema).places p WHERE p.rowid = ANY($1::bigint[])", [Self.array(rowIDs)])
        let names = parts.contains(.names) ? try names(ofRows: rowIDs) : [:]
        var byRow: [Int64: Place] = [:]
        for row in result.rows {
            byRow[row.int(0)] = try PlaceRowCodec.decode(row, names: names[row.int(0)] ?? [:], parts: parts)
        }
        return rowIDs.compactMap { byRow[$0] }
    }

    /// Names in every language of some rows.
    func names(ofRows rowIDs: [Int64]) throws(StoreError) -> [Int64: [String: String]] {
        let result = try connection.query(
            "SELECT place, language, name FROM \(schema).place_names WHERE place = ANY($1::bigint[])", [Self.array(rowIDs)])
        var names: [Int64: [String: String]] = [:]
        for row in result.rows {
            if let language = row.text(1), let name = row.text(2) { names[row.int(0), default: [:]][language] = name }
        }
        return names
    }

    /// Row ids whose stored R*Tree box meets `box`, category by category, each in row order.
    public func rowIDs(intersecting box: BoundingBox, categories: Set<PlaceCategory>) throws(StoreError) -> [Int64] {
        var rows: [Int64] = []
        for category in PlaceCategory.allCases where categories.contains(category) {
            let result = try connection.query(
                "SELECT p.rowid FROM \(schema).places p WHERE \(Self.boxCondition) ORDER BY p.rowid",
                Self.boxParameters(box, category: category))
            rows += result.rows.map { $0.int(0) }
        }
        return rows
    }

    public func rowBoxes(intersecting box: BoundingBox, category: PlaceCategory) throws(StoreError) -> [RTreeCell] {
        let result = try connection.query(
            "SELECT p.rowid, p.index_min_lat, p.index_max_lat, p.index_min_lon, p.index_max_lon FROM \(schema).places p WHERE \(Self.boxCondition) ORDER BY p.rowid",
            Self.boxParameters(box, category: category))
        // The columns hold the R*Tree's floats widened to doubles, so each converts back exactly.
        return result.rows.map { row in
            RTreeCell(id: row.int(0), minLatitude: Float(row.double(1)), maxLatitude: Float(row.double(2)),
                      minLongitude: Float(row.double(3)), maxLongitude: Float(row.double(4)))
        }
    }

    /// Every row id of a category, in id order.
    public func rowIDs(category: PlaceCategory) throws(StoreError) -> [Int64] {
        try connection.query("SELECT rowid FROM \(schema).places WHERE category = $1 ORDER BY rowid", [category.rawValue])
            .rows.map { $0.int(0) }
    }

    /// The model's columns of one row, or nil.
    public func candidateRow(_ rowID: Int64) throws(StoreError) -> CandidateRow? {
        let result = try connection.query("SELECT \(CandidateRow.columns(tables: "\(schema).", textOrder: " COLLATE \"C\"")) FROM \(schema).places p WHERE p.rowid = $1", [String(rowID)])
        return try result.rows.first.map { row throws(StoreError) in try CandidateRow(row, path: url.description) }
    }

    /// The model's columns of the place `id`, or nil.
    public func candidateRow(id: PlaceID) throws(StoreError) -> CandidateRow? {
        let result = try connection.query(
            "SELECT \(CandidateRow.columns(tables: "\(schema).", textOrder: " COLLATE \"C\"")) FROM \(schema).places p WHERE p.id = $1",
            [id.description])
        return try result.rows.first.map { row throws(StoreError) in try CandidateRow(row, path: url.description) }
    }

    /// The model's columns of the places of `categories` whose box meets `box`, in one query per category.
    public func candidateRows(intersecting box: BoundingBox, categories: Set<PlaceCategory>,
                              skipping skip: (Int64) -> Bool) throws(StoreError) -> [CandidateRow] {
        var rows: [CandidateRow] = []
        for category in PlaceCategory.allCases where categories.contains(category) {
            let result = try connection.query(
                "SELECT \(CandidateRow.columns(tables: "\(schema).", textOrder: " COLLATE \"C\"")) FROM \(schema).places p WHERE \(Self.boxCondition) ORDER BY p.rowid",
                Self.boxParameters(box, category: category))
            for row in result.rows where !skip(row.int(0)) {
                rows.append(try CandidateRow(row, path: url.description))
            }
        }
        return rows
    }

    /// Counts by category and type, and the store's metadata.
    public func statistics() throws(StoreError) -> StoreStatistics {
        var byCategory: [PlaceCategory: Int] = [:]
        for row in try connection.query("SELECT category, count(*) FROM \(schema).places GROUP BY category").rows {
            if let category = row.text(0).flatMap(PlaceCategory.init(rawValue:)) { byCategory[category] = Int(row.int(1)) }
        }
        // COLLATE "C": SQLite's byte order, whatever the database's locale.
        let byType = try connection.query("""
            SELECT primary_type, count(*) AS n FROM \(schema).places GROUP BY primary_type ORDER BY n DESC, primary_type COLLATE "C"
            """).rows.map { ($0.text(0) ?? "", Int($0.int(1))) }
        let footprints = try connection.query("SELECT count(*) FROM \(schema).places WHERE footprint IS NOT NULL")
        let names = try connection.query("SELECT count(*) FROM \(schema).place_names")
        return StoreStatistics(countsByCategory: byCategory, countsByType: byType,
                               placesWithFootprint: Int(footprints.int(0, 0)), localizedNameCount: Int(names.int(0, 0)),
                               metadata: metadata)
    }

    /// The map features whose box meets `box`, in row order.
    public func mapFeatures(intersecting box: BoundingBox) throws(StoreError) -> [MapFeature] {
        let result = try connection.query("""
            SELECT \(MapFeature.storedColumns) FROM \(schema).map_features f
            WHERE f.box && $5::box AND f.index_max_lat >= $1 AND f.index_min_lat <= $2
              AND f.index_max_lon >= $3 AND f.index_min_lon <= $4
            ORDER BY f.rowid
            """, Array(Self.boxParameters(box, category: nil).prefix(5)))
        return result.rows.compactMap { MapFeature(storedRow: $0) }
    }

    // MARK: - Parameters

    /// The GiST pre-filter (`&&` allows 1e-6 of slack), then SQLite's four comparisons on the R*Tree's box.
    static let boxCondition = """
        p.category = $6 AND p.box && $5::box AND p.index_max_lat >= $1 AND p.index_min_lat <= $2
        AND p.index_max_lon >= $3 AND p.index_min_lon <= $4
        """

    /// `$1…$4` south, north, west, east as exact decimal text, `$5` the query as a `box`, `$6` the category.
    static func boxParameters(_ box: BoundingBox, category: PlaceCategory?) -> [String?] {
        let edges = [box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude].map { "\($0)" }
        let query = "((\(box.minLongitude),\(box.minLatitude)),(\(box.maxLongitude),\(box.maxLatitude)))"
        return edges + [query] + (category.map { [$0.rawValue] } ?? [])
    }

    /// A `bigint[]` literal.
    static func array(_ values: [Int64]) -> String {
        "{" + values.map(String.init).joined(separator: ",") + "}"
    }
}
