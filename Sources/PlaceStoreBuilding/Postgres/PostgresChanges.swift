import Foundation
import PlaceStore
import Places

/// Brings a PostgreSQL store up to the updatable SQLite store it was loaded from by applying only the rows
/// the updates since then removed and added (``StoreChangeLog``), in one transaction: readers see the old
/// state or the new one, and streaming replicas receive the change, not the store. Osm2pgsql and Nominatim
/// apply a diff in place the same way.
///
/// It applies nothing, and says so, when the log cannot tell what changed: the PostgreSQL store was loaded
/// from another import, is of another schema, is ahead of the SQLite store, or is further behind than the
/// log keeps. The caller then copies the whole store (``PostgresLoader/load(storePath:into:)``).
public enum PostgresChanges {
    /// What an application of changes did.
    public struct Report: Sendable {
        /// Places and map features removed or replaced, and written.
        public let placesRemoved: Int, placesWritten: Int, mapFeaturesRemoved: Int, mapFeaturesWritten: Int
        /// The SQLite store's revisions the PostgreSQL store moved across.
        public let revisions: Int64
        /// Seconds from connecting to the commit.
        public let seconds: Double
    }

    /// Applies to the store at `url` what the updates of the SQLite store at `storePath` changed since the
    /// PostgreSQL store's revision.
    /// - Returns: nil when the log cannot tell (copy the whole store instead); nothing was changed then.
    /// - Throws: ``StoreError`` when either store cannot be read or PostgreSQL refuses a statement (nothing is
    ///   changed then).
    public static func apply(storePath: String, into url: PostgresURL) throws(StoreError) -> Report? {
        let started = Date()
        let source = try PlaceStore(path: storePath)
        let sqlite = source.database
        guard try sqlite.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'update_changes'") == 1 else { return nil }
        // One state of the SQLite store for the whole application.
        try sqlite.execute("BEGIN")
        defer { try? sqlite.execute("COMMIT") }
        let target = StoreMetadata(keyValues: try keyValues(sqlite))
        let connection = try PostgresConnection(url: url)
        try PostgresLoader.refuseStandby(connection)
        let live = PostgresSchema.live
        try connection.execute("BEGIN")
        do {
            try connection.execute("SELECT pg_advisory_xact_lock(\(PostgresLoader.importLock))")
            guard try connection.query("SELECT 1 FROM pg_namespace WHERE nspname = '\(live)'").rowCount == 1 else {
                try connection.execute("ROLLBACK")
                return nil
            }
            var values: [String: String] = [:]
            for row in try connection.query("SELECT key, value FROM \(live).meta").rows {
                if let key = row.text(0), let value = row.text(1) { values[key] = value }
            }
            let current = StoreMetadata(keyValues: values)
            let revision = current.revision, goal = target.revision
            let done = try sqlite.scalarInt("""
                SELECT count(DISTINCT revision) FROM update_changes
                WHERE kind = \(StoreChangeLog.Kind.revisionDone.rawValue) AND revision > \(revision) AND revision <= \(goal)
                """) ?? 0
            guard values[PostgresPlaceStore.MetaKey.schemaVersion] == PostgresSchema.version,
                  current.importedAt == target.importedAt, revision <= goal, done == goal - revision else {
                try connection.execute("ROLLBACK")
                return nil
            }
            var statistics = PostgresLoader.SearchStatistics(
                rows: Int(values[PostgresPlaceStore.MetaKey.searchRows] ?? "") ?? 0,
                wordCount: Int(values[PostgresPlaceStore.MetaKey.searchWords] ?? "") ?? 0,
                trigramCount: Int(values[PostgresPlaceStore.MetaKey.searchTrigrams] ?? "") ?? 0)
            let window = "revision > \(revision) AND revision <= \(goal)"
            /// The rows of `kinds`, and as a PostgreSQL array literal.
            func rows(_ kinds: [StoreChangeLog.Kind]) throws(StoreError) -> (count: Int, array: String) {
                let list = kinds.map { String($0.rawValue) }.joined(separator: ", ")
                let select = try sqlite.prepare("SELECT DISTINCT row FROM update_changes WHERE \(window) AND kind IN (\(list))")
                var found: [String] = []
                while try select.step() { found.append(String(select.int(0))) }
                return (found.count, "{" + found.joined(separator: ",") + "}")
            }
            func added(_ kind: StoreChangeLog.Kind) -> String {
                "IN (SELECT row FROM update_changes WHERE \(window) AND kind = \(kind.rawValue))"
            }

            // Places: every row removed or added goes (with its search counts), then the added rows that are
            // still in the SQLite store come in.
            let touchedPlaces = try rows([.placeRemoved, .placeAdded])
            // Conflation's answers of every place removed, added or relinked (by id: the removed ones' ids
            // are read from PostgreSQL before their rows go).
            var relinked = try connection.query("SELECT id FROM \(live).places WHERE rowid = ANY($1::bigint[])",
                                                [touchedPlaces.array]).rows.compactMap { $0.text(0) }
            let linkedRows = try sqlite.prepare("""
                SELECT p.id FROM places p WHERE p.rowid IN (SELECT row FROM update_changes WHERE \(window)
                    AND kind IN (\(StoreChangeLog.Kind.placeAdded.rawValue), \(StoreChangeLog.Kind.placeLinked.rawValue)))
                """)
            while try linkedRows.step() {
                if let id = linkedRows.text(0) { relinked.append(id) }
            }
            let relinkedArray = "{" + Set(relinked).sorted().joined(separator: ",") + "}"
            _ = try connection.query("DELETE FROM \(live).place_links WHERE member = ANY($1::text[])", [relinkedArray])
            _ = try connection.query("DELETE FROM \(live).place_containers WHERE place = ANY($1::text[])", [relinkedArray])
            try PostgresLoader.copyRelations(from: sqlite, to: connection, schema: live, ids: Array(Set(relinked)))
            let leaving = try connection.query(
                "SELECT search_names, search_address, names_folded FROM \(live).places WHERE rowid = ANY($1::bigint[])",
                [touchedPlaces.array])
            for row in leaving.rows {
                statistics.count(names: words(row.text(0)), address: words(row.text(1)), folded: row.text(2) ?? "", sign: -1)
            }
            _ = try connection.query("DELETE FROM \(live).place_names WHERE place = ANY($1::bigint[])", [touchedPlaces.array])
            _ = try connection.query("DELETE FROM \(live).places WHERE rowid = ANY($1::bigint[])", [touchedPlaces.array])
            let (written, arriving) = try PostgresLoader.copyPlaces(
                from: source, sqlite: sqlite, to: connection, schema: live, filter: "WHERE p.rowid \(added(.placeAdded))")
            statistics.rows += arriving.rows
            statistics.wordCount += arriving.wordCount
            statistics.trigramCount += arriving.trigramCount
            try PostgresLoader.copyNames(from: sqlite, to: connection, schema: live,
                                         filter: "WHERE place \(added(.placeAdded))")

            // Map features alike.
            let touchedFeatures = try rows([.mapFeatureRemoved, .mapFeatureAdded])
            _ = try connection.query("DELETE FROM \(live).map_features WHERE rowid = ANY($1::bigint[])", [touchedFeatures.array])
            let features = try PostgresLoader.copyMapFeatures(from: sqlite, to: connection, schema: live,
                                                              filter: "WHERE f.rowid \(added(.mapFeatureAdded))")
            try connection.execute(PostgresSchema.deriveColumns(
                in: live, places: "rowid = ANY('\(try rows([.placeAdded]).array)'::bigint[])",
                mapFeatures: "rowid = ANY('\(try rows([.mapFeatureAdded]).array)'::bigint[])"))

            try connection.execute("DELETE FROM \(live).meta")
            try PostgresLoader.writeMeta(try PostgresLoader.metaRows(from: sqlite, statistics: statistics), to: connection,
                                         schema: live)
            try connection.execute("COMMIT")
            return Report(placesRemoved: leaving.rowCount, placesWritten: written,
                          mapFeaturesRemoved: touchedFeatures.count, mapFeaturesWritten: features,
                          revisions: goal - revision, seconds: Date().timeIntervalSince(started))
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The SQLite store's metadata rows.
    private static func keyValues(_ sqlite: SQLiteDatabase) throws(StoreError) -> [String: String] {
        let statement = try sqlite.prepare("SELECT key, value FROM meta")
        var values: [String: String] = [:]
        while try statement.step() {
            if let key = statement.text(0) { values[key] = statement.text(1) }
        }
        return values
    }

    /// How many words a stored search column holds (words joined by spaces, as the loader writes them).
    private static func words(_ text: String?) -> Int {
        text.map { $0.split(separator: " ").count } ?? 0
    }
}
