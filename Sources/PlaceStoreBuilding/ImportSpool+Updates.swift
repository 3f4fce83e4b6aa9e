import Foundation
import Geo
import PlaceStore
import Places

/// What only an update asks of a spool (its ``ImportSpool/Home/store`` home, or a scratch spool being kept):
/// what some objects derived, taken back when they change, and the kept tables copied into a new updatable store.
extension ImportSpool {
    /// What the rows of some objects held, for an update to see what their change touches.
    package struct Derived {
        /// One area an object made.
        package struct Area: Equatable {
            package let box: BoundingBox
            package let payload: Data
        }

        /// The objects that were place candidates.
        package var candidates: [OSMObject.Key] = []
        /// Their areas, by kind and object.
        package var areas: [AreaKind: [OSMObject.Key: [Area]]] = [:]
        /// Their point localities' payloads, by object.
        package var pointLocalities: [OSMObject.Key: Data] = [:]
    }

    /// The areas of `kind` whose boxes meet `box`, with the object each came from.
    package func areas(_ kind: AreaKind, intersecting box: BoundingBox) throws(StoreError) -> [(source: OSMObject.Key, payload: Data)] {
        let select = try openDatabase().prepare("""
            SELECT a.source_kind, a.source_id, a.payload FROM \(prefix)\(kind.rawValue)_index AS i
            JOIN \(prefix)\(kind.rawValue)_areas AS a ON a.rowid = i.id
            WHERE i.max_lat >= ?1 AND i.min_lat <= ?2 AND i.max_lon >= ?3 AND i.min_lon <= ?4
            """)
        try select.bind(1, box.minLatitude)
        try select.bind(2, box.maxLatitude)
        try select.bind(3, box.minLongitude)
        try select.bind(4, box.maxLongitude)
        var found: [(source: OSMObject.Key, payload: Data)] = []
        while try select.step() {
            found.append((Self.key(kindCode: select.int(0), id: select.int(1)), select.data(2) ?? Data()))
        }
        return found
    }

    /// The point localities with the object each came from, ordered by it.
    package func pointLocalitiesBySource() throws(StoreError) -> [(source: OSMObject.Key, payload: Data)] {
        let select = try openDatabase().prepare(
            "SELECT source_kind, source_id, payload FROM \(prefix)point_localities ORDER BY source_kind, source_id")
        var found: [(source: OSMObject.Key, payload: Data)] = []
        while try select.step() {
            found.append((Self.key(kindCode: select.int(0), id: select.int(1)), select.data(2) ?? Data()))
        }
        return found
    }

    /// What `sources` derived; with `remove`, their rows go too.
    package func derived(from sources: some Collection<OSMObject.Key>, remove: Bool) throws(StoreError) -> Derived {
        let database = try openDatabase()
        var derived = Derived()
        let candidate = try database.prepare("SELECT 1 FROM \(prefix)candidates WHERE kind = ?1 AND osm_id = ?2")
        let point = try database.prepare(
            "SELECT payload FROM \(prefix)point_localities WHERE source_kind = ?1 AND source_id = ?2")
        var areas: [AreaKind: SQLiteStatement] = [:]
        for kind in AreaKind.allCases {
            areas[kind] = try database.prepare("""
                SELECT i.min_lat, i.max_lat, i.min_lon, i.max_lon, a.payload FROM \(prefix)\(kind.rawValue)_areas AS a
                JOIN \(prefix)\(kind.rawValue)_index AS i ON i.id = a.rowid WHERE a.source_kind = ?1 AND a.source_id = ?2
                ORDER BY a.rowid
                """)
        }
        for source in sources {
            let code = Self.kindCode(source)
            for statement in [candidate, point] + areas.values {
                try statement.bind(1, code)
                try statement.bind(2, source.id)
            }
            if try candidate.step() { derived.candidates.append(source) }
            candidate.reset()
            if try point.step() { derived.pointLocalities[source] = point.data(0) ?? Data() }
            point.reset()
            for (kind, statement) in areas {
                while try statement.step() {
                    let box = BoundingBox(minLatitude: statement.double(0), minLongitude: statement.double(2),
                                          maxLatitude: statement.double(1), maxLongitude: statement.double(3))
                    derived.areas[kind, default: [:]][source, default: []].append(
                        Derived.Area(box: box, payload: statement.data(4) ?? Data()))
                }
                statement.reset()
            }
        }
        if remove { try removeRows(of: sources, in: database) }
        return derived
    }

    private func removeRows(of sources: some Collection<OSMObject.Key>, in database: SQLiteDatabase) throws(StoreError) {
        localityBoxes = nil
        var statements = [
            try database.prepare("DELETE FROM \(prefix)candidates WHERE kind = ?1 AND osm_id = ?2"),
            try database.prepare("DELETE FROM \(prefix)point_localities WHERE source_kind = ?1 AND source_id = ?2"),
            try database.prepare("DELETE FROM \(prefix)country_votes WHERE source_kind = ?1 AND source_id = ?2"),
        ]
        for kind in AreaKind.allCases {
            let table = "\(prefix)\(kind.rawValue)_areas"
            statements.append(try database.prepare("""
                DELETE FROM \(prefix)\(kind.rawValue)_index
                WHERE id IN (SELECT rowid FROM \(table) WHERE source_kind = ?1 AND source_id = ?2)
                """))
            statements.append(try database.prepare("DELETE FROM \(table) WHERE source_kind = ?1 AND source_id = ?2"))
        }
        for source in sources {
            for statement in statements {
                try statement.bind(1, Self.kindCode(source))
                try statement.bind(2, source.id)
                try statement.run()
            }
        }
    }

    /// Ends the scratch file's transaction so that another connection can read it (``PlaceStoreWriter`` copies
    /// the kept tables into an updatable store).
    func commitScratch() throws(StoreError) {
        try openDatabase().execute("COMMIT")
    }

    /// Copies this scratch spool's kept tables into `database` (an updatable store being written, outside a
    /// transaction: SQLite attaches no file inside one) as its `update_` tables, with the indexes an update needs.
    func copyKeptTables(into database: SQLiteDatabase) throws(StoreError) {
        guard home.keepsVoters else {
            throw StoreError(.io, "this import's spool was not made for updates and cannot be kept", path: path)
        }
        try commitScratch()
        let escaped = path.replacingOccurrences(of: "'", with: "''")
        try database.execute("ATTACH DATABASE '\(escaped)' AS spool")
        var sql = "BEGIN;\n" + Self.tables("update_")
        for table in Self.keptTables {
            sql += "INSERT INTO update_\(table) SELECT * FROM spool.\(table);\n"
        }
        sql += """
            CREATE INDEX update_address_areas_source ON update_address_areas(source_kind, source_id);
            CREATE INDEX update_locality_areas_source ON update_locality_areas(source_kind, source_id);
            COMMIT;
            """
        try database.execute(sql)
        try database.execute("DETACH DATABASE spool")
    }
}
