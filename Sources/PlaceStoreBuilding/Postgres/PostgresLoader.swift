import Foundation
import PlaceStore
import Places

/// Loads a finished SQLite place store into PostgreSQL: a new schema filled with `COPY … FROM STDIN`,
/// indexed after the load, then renamed into place — all in one transaction, so readers see the old
/// store or the new one, never half. Row ids stay the SQLite store's, so both stores name rows alike.
public enum PostgresLoader {
    /// What a load did.
    public struct Report: Sendable {
        /// Places loaded.
        public let placeCount: Int
        /// Map features loaded.
        public let mapFeatureCount: Int
        /// Seconds spent copying rows.
        public let copySeconds: Double
        /// Seconds spent indexing and swapping the schema in.
        public let indexSeconds: Double
    }

    /// Copies the store at `storePath` into the database at `url`, replacing the store there.
    /// - Throws: ``StoreError`` when the file is not a store, the server cannot be reached, or PostgreSQL
    ///   refuses a statement (nothing is changed then).
    public static func load(storePath: String, into url: PostgresURL) throws(StoreError) -> Report {
        let source = try PlaceStore(path: storePath)
        // The store's own connection, in one read transaction: one state of the store for the whole copy,
        // whatever an update commits meanwhile.
        let sqlite = source.database
        try sqlite.execute("BEGIN")
        defer { try? sqlite.execute("COMMIT") }
        let connection = try PostgresConnection(url: url)
        try refuseStandby(connection)
        let schema = "current_place_loading_\(UUID().uuidString.prefix(8).lowercased())"
        let started = Date()
        try connection.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        try connection.execute("BEGIN")
        do {
            // One import at a time per database; readers are never blocked by the load, only by the rename.
            try connection.execute("SELECT pg_advisory_xact_lock(\(PostgresLoader.importLock))")
            try connection.execute(PostgresSchema.createTables(in: schema))
            let (placeCount, statistics) = try copyPlaces(from: source, sqlite: sqlite, to: connection, schema: schema)
            try copyNames(from: sqlite, to: connection, schema: schema)
            try copyRelations(from: sqlite, to: connection, schema: schema)
            let featureCount = try copyMapFeatures(from: sqlite, to: connection, schema: schema)
            try writeMeta(try metaRows(from: sqlite, statistics: statistics), to: connection, schema: schema)
            let copied = Date()
            try connection.execute(PostgresSchema.createIndexes(in: schema))
            try swap(in: schema, on: connection)
            try connection.execute("COMMIT")
            return Report(placeCount: placeCount, mapFeatureCount: featureCount,
                          copySeconds: copied.timeIntervalSince(started), indexSeconds: Date().timeIntervalSince(copied))
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Connects to `url`, checks that the server takes writes (it is not a standby), and disconnects.
    /// - Throws: ``StoreError`` `.unreachable` naming host and port; `.postgres` (SQLSTATE 25006) for a
    ///   read-only standby.
    public static func checkConnection(to url: PostgresURL) throws(StoreError) {
        try refuseStandby(PostgresConnection(url: url))
    }

    /// A hot standby (a streaming replica) replays its primary's changes and takes no writes of its own:
    /// refused with a message naming the way out, before any work.
    static func refuseStandby(_ connection: PostgresConnection) throws(StoreError) {
        let recovery = try connection.query("SELECT pg_is_in_recovery()")
        guard recovery.rowCount == 1, recovery.int(0, 0) != 0 else { return }
        throw StoreError(.postgres, "PostgreSQL at \(connection.url.endpoint) is a read-only standby (a replica): "
                         + "import into its primary, and the replica follows", path: connection.url.description,
                         sqlState: "25006")
    }

    /// `pg_advisory_xact_lock` key of imports ("CPLC", like the SQLite store's application id).
    static let importLock: Int64 = 0x4350_4C43

    /// Renames the live schema away, `schema` into its place, and drops the old one.
    private static func swap(in schema: String, on connection: PostgresConnection) throws(StoreError) {
        let live = PostgresSchema.live
        try connection.execute("""
            DROP SCHEMA IF EXISTS \(live)_previous CASCADE;
            DO $$ BEGIN
                IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = '\(live)') THEN
                    ALTER SCHEMA \(live) RENAME TO \(live)_previous;
                END IF;
            END $$;
            ALTER SCHEMA \(schema) RENAME TO \(live);
            DROP SCHEMA IF EXISTS \(live)_previous CASCADE;
            """)
    }

    /// BM25's counts over the search columns (see ``SearchRanking``).
    struct SearchStatistics {
        var rows = 0
        var wordCount = 0
        var trigramCount = 0

        /// Counts one place's search columns in (`sign` 1) or out (-1).
        mutating func count(names: Int, address: Int, folded: String, sign: Int = 1) {
            rows += sign
            wordCount += sign * (names + address)
            trigramCount += sign * SearchText.trigramCount(folded)
        }
    }

    /// Copies the places `filter` (SQL on `p`, the places table) selects, with their search columns, into
    /// `schema`'s places table.
    static func copyPlaces(from store: PlaceStore, sqlite: SQLiteDatabase, to connection: PostgresConnection,
                           schema: String, filter: String = "") throws(StoreError) -> (Int, SearchStatistics) {
        // Each place's box as its category's R*Tree keeps it, looked up by row id in the same pass
        // (no table of boxes in memory: the load streams, whatever the store's size).
        let joins = PlaceCategory.allCases.enumerated().map { index, category in
            "LEFT JOIN \(Schema.spatialIndex(category)) i\(index) ON p.category = '\(category.rawValue)' AND i\(index).id = p.rowid"
        }.joined(separator: "\n")
        let edges = ["min_lat", "max_lat", "min_lon", "max_lon"].map { edge in
            "coalesce(" + PlaceCategory.allCases.indices.map { "i\($0).\(edge)" }.joined(separator: ", ") + ")"
        }.joined(separator: ", ")
        let statement = try sqlite.prepare(
            "SELECT \(PlaceRowCodec.columns), \(edges) FROM places p \(joins) \(filter) ORDER BY p.rowid")
        var count = 0
        var statistics = SearchStatistics()
        try connection.copy("COPY \(schema).places (\(PostgresSchema.placeColumns)) FROM STDIN") { (send: (String) throws(StoreError) -> Void) throws(StoreError) in
            while try statement.step() {
                let rowID = statement.int(0)
                let place = try PlaceRowCodec.decode(statement, names: try store.names(ofRow: rowID))
                var row = COPYText()
                row.append(rowID)
                for column in Int32(1)...Int32(6) { row.append(statement.text(column)) }
                for column in Int32(7)...Int32(13) { row.append(statement.double(column)) }
                row.append(statement.data(14))
                for column in Int32(15)...Int32(29) { row.append(statement.text(column)) }
                for column in Int32(30)...Int32(33) { row.append(statement.isNull(column) ? nil : statement.double(column)) }
                let searchable = PlaceRowCodec.searchableNames(of: place)
                let names = SearchText.words(searchable)
                let address = SearchText.words(place.formattedAddress ?? "")
                let folded = SearchText.fold(searchable)
                row.append(names.joined(separator: " "))
                row.append(address.joined(separator: " "))
                row.append(folded)
                statistics.count(names: names.count, address: address.count, folded: folded)
                try send(row.row)
                count += 1
            }
        }
        return (count, statistics)
    }

    /// Copies the names of the places `filter` (SQL on `place_names`) selects.
    static func copyNames(from sqlite: SQLiteDatabase, to connection: PostgresConnection, schema: String,
                          filter: String = "") throws(StoreError) {
        let statement = try sqlite.prepare("SELECT place, language, name FROM place_names \(filter)")
        try connection.copy("COPY \(schema).place_names FROM STDIN") { (send: (String) throws(StoreError) -> Void) throws(StoreError) in
            while try statement.step() {
                var row = COPYText()
                row.append(statement.int(0))
                row.append(statement.text(1))
                row.append(statement.text(2))
                try send(row.row)
            }
        }
    }

    /// Copies conflation's links and containers of the places `ids` names (every place when nil).
    static func copyRelations(from sqlite: SQLiteDatabase, to connection: PostgresConnection, schema: String,
                              ids: [String]? = nil) throws(StoreError) {
        for (table, key, columns) in [("place_links", "member", "member, place, role"), ("place_containers", "place", "place, container")] {
            let select = try sqlite.prepare("SELECT \(columns) FROM \(table)" + (ids == nil ? "" : " WHERE \(key) = ?1"))
            let count = columns.split(separator: ",").count
            try connection.copy("COPY \(schema).\(table)(\(columns)) FROM STDIN") { (send: (String) throws(StoreError) -> Void) throws(StoreError) in
                func sendRows() throws(StoreError) {
                    while try select.step() {
                        var row = COPYText()
                        for column in 0..<Int32(count) { row.append(select.text(column)) }
                        try send(row.row)
                    }
                    select.reset()
                }
                guard let ids else { return try sendRows() }
                for id in ids {
                    try select.bind(1, id)
                    try sendRows()
                }
            }
        }
    }

    /// Copies the map features `filter` (SQL on `f`, the map features table) selects.
    static func copyMapFeatures(from sqlite: SQLiteDatabase, to connection: PostgresConnection, schema: String,
                                filter: String = "") throws(StoreError) -> Int {
        let statement = try sqlite.prepare("""
            SELECT f.rowid, f.layer, f.kind, f.name, f.flags, f.level, f.is_area, f.geometry,
                   i.min_lat, i.max_lat, i.min_lon, i.max_lon
            FROM map_features f JOIN map_index i ON i.id = f.rowid \(filter) ORDER BY f.rowid
            """)
        var count = 0
        try connection.copy("COPY \(schema).map_features (\(PostgresSchema.mapFeatureColumns)) FROM STDIN") { (send: (String) throws(StoreError) -> Void) throws(StoreError) in
            while try statement.step() {
                var row = COPYText()
                row.append(statement.int(0))
                row.append(statement.text(1))
                row.append(statement.text(2))
                row.append(statement.text(3))
                row.append(statement.int(4))
                row.append(statement.int(5))
                row.append(statement.int(6))
                row.append(statement.data(7))
                for column in Int32(8)...Int32(11) { row.append(statement.double(column)) }
                try send(row.row)
                count += 1
            }
        }
        return count
    }

    /// The SQLite store's metadata rows and the PostgreSQL store's own (schema version, search counts).
    static func metaRows(from sqlite: SQLiteDatabase, statistics: SearchStatistics) throws(StoreError) -> [(String, String)] {
        let statement = try sqlite.prepare("SELECT key, value FROM meta")
        var rows: [(String, String)] = []
        while try statement.step() {
            if let key = statement.text(0), let value = statement.text(1) { rows.append((key, value)) }
        }
        return rows + [
            (PostgresPlaceStore.MetaKey.schemaVersion, PostgresSchema.version),
            (PostgresPlaceStore.MetaKey.searchRows, String(statistics.rows)),
            (PostgresPlaceStore.MetaKey.searchWords, String(statistics.wordCount)),
            (PostgresPlaceStore.MetaKey.searchTrigrams, String(statistics.trigramCount)),
        ]
    }

    /// Writes `rows` into `schema`'s (empty) meta table.
    static func writeMeta(_ rows: [(String, String)], to connection: PostgresConnection, schema: String) throws(StoreError) {
        try connection.copy("COPY \(schema).meta FROM STDIN") { (send: (String) throws(StoreError) -> Void) throws(StoreError) in
            for (key, value) in rows {
                var row = COPYText()
                row.append(key)
                row.append(value)
                try send(row.row)
            }
        }
    }
}
