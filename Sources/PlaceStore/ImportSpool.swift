import Foundation
import Geo
import Places

/// A scratch SQLite file beside the store being imported, so that an import's
/// memory does not grow with the data: place candidates, the areas that
/// complete others' addresses (buildings with an address, cities, suburbs,
/// states, countries; each kind with an R*Tree for "which areas hold this
/// point") and closed ways that may still arrive as areas are spilled here as
/// they are read, and read back in order when the places are built.
///
/// The payloads are opaque bytes (the importer encodes them). The file is
/// private to one import: no journal, no syncing, one transaction that is
/// never committed; it is deleted when the spool goes away.
package final class ImportSpool {
    /// The kinds of areas kept, each in its own table and R*Tree.
    package enum AreaKind: String, CaseIterable, Sendable {
        /// Areas with a street and house number of their own.
        case address
        /// Cities, suburbs, states and countries with a footprint.
        case locality
    }

    /// The statements of one kind of area.
    private struct AreaStatements {
        let insert: SQLiteStatement
        let insertBox: SQLiteStatement
        let select: SQLiteStatement
    }

    /// The scratch file.
    package let path: String
    private var database: SQLiteDatabase?
    private let insertCandidate: SQLiteStatement
    private let areas: [AreaKind: AreaStatements]
    private let insertPending: SQLiteStatement
    private let insertArea: SQLiteStatement
    private var nextAreaRowID: Int64 = 1

    /// Starts an empty spool beside `destination` (the store being imported),
    /// removing the leftovers of a killed import first.
    /// - Throws: ``StoreError`` when the file cannot be created.
    package init(beside destination: String) throws(StoreError) {
        let name = destination + ".spool"
        ReplacementFile.removeStale(for: name)
        path = ReplacementFile.temporaryPath(for: name)
        try? FileManager.default.removeItem(atPath: path)
        let database = try SQLiteDatabase(path: path, readOnly: false, create: true)
        self.database = database
        try database.execute("""
            PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = FILE;
            PRAGMA cache_size = -8192; PRAGMA page_size = 8192;
            CREATE TABLE candidates(kind INTEGER NOT NULL, osm_id INTEGER NOT NULL, payload BLOB NOT NULL,
                PRIMARY KEY(kind, osm_id)) WITHOUT ROWID;
            CREATE TABLE address_areas(rowid INTEGER PRIMARY KEY, rank INTEGER NOT NULL, payload BLOB NOT NULL);
            CREATE VIRTUAL TABLE address_index USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            CREATE TABLE locality_areas(rowid INTEGER PRIMARY KEY, rank INTEGER NOT NULL, payload BLOB NOT NULL);
            CREATE VIRTUAL TABLE locality_index USING rtree(id, min_lat, max_lat, min_lon, max_lon);
            CREATE TABLE pending_lines(osm_id INTEGER PRIMARY KEY, payload BLOB NOT NULL);
            CREATE TABLE ways_with_area(osm_id INTEGER PRIMARY KEY) WITHOUT ROWID;
            BEGIN;
            """)
        insertCandidate = try database.prepare(
            "INSERT OR REPLACE INTO candidates(kind, osm_id, payload) VALUES (?1, ?2, ?3)")
        var areas: [AreaKind: AreaStatements] = [:]
        for kind in AreaKind.allCases {
            let table = "\(kind.rawValue)_areas", index = "\(kind.rawValue)_index"
            areas[kind] = AreaStatements(
                insert: try database.prepare("INSERT INTO \(table)(rowid, rank, payload) VALUES (?1, ?2, ?3)"),
                insertBox: try database.prepare(
                    "INSERT INTO \(index)(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)"),
                // The R*Tree stores float32 boxes rounded outwards: a superset, which the caller narrows exactly.
                select: try database.prepare("""
                    SELECT a.rowid, a.payload FROM \(index) AS i JOIN \(table) AS a ON a.rowid = i.id
                    WHERE i.min_lat <= ?1 AND i.max_lat >= ?1 AND i.min_lon <= ?2 AND i.max_lon >= ?2
                    ORDER BY a.rank
                    """))
        }
        self.areas = areas
        insertPending = try database.prepare("INSERT OR REPLACE INTO pending_lines(osm_id, payload) VALUES (?1, ?2)")
        insertArea = try database.prepare("INSERT OR IGNORE INTO ways_with_area(osm_id) VALUES (?1)")
    }

    deinit {
        remove()
    }

    /// Closes and deletes the scratch file (also done when the spool goes away); nothing works after it.
    package func remove() {
        database = nil
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Keeps a place candidate; a later one with the same `kind` and `osmID` replaces it.
    /// Candidates come back ordered by `kind`, then `osmID`.
    package func putCandidate(kind: UInt8, osmID: Int64, payload: Data) throws(StoreError) {
        try insertCandidate.bind(1, Int64(kind))
        try insertCandidate.bind(2, osmID)
        try insertCandidate.bind(3, payload)
        try insertCandidate.run()
    }

    /// The number of candidates kept.
    package func candidateCount() throws(StoreError) -> Int {
        Int(try openDatabase().scalarInt("SELECT count(*) FROM candidates") ?? 0)
    }

    /// Calls `body` with the candidates' payloads, at most `batch` at a time,
    /// ordered by kind, then OSM id.
    package func forEachCandidate(batch: Int, _ body: ([Data]) throws -> Void) throws {
        let select = try openDatabase().prepare("SELECT payload FROM candidates ORDER BY kind, osm_id")
        var payloads: [Data] = []
        payloads.reserveCapacity(batch)
        while try select.step() {
            payloads.append(select.data(0) ?? Data())
            if payloads.count == batch {
                try body(payloads)
                payloads.removeAll(keepingCapacity: true)
            }
        }
        if !payloads.isEmpty { try body(payloads) }
    }

    /// Keeps an area of `kind` that can complete addresses; `rank` orders the
    /// areas a point query returns.
    package func putArea(_ kind: AreaKind, box: BoundingBox, rank: Int64, payload: Data) throws(StoreError) {
        guard let statements = areas[kind] else { return }
        let rowID = nextAreaRowID
        nextAreaRowID += 1
        try statements.insert.bind(1, rowID)
        try statements.insert.bind(2, rank)
        try statements.insert.bind(3, payload)
        try statements.insert.run()
        try statements.insertBox.bind(1, rowID)
        try statements.insertBox.bind(box: box, from: 2)
        try statements.insertBox.run()
    }

    /// The areas of `kind` whose boxes may hold `point`, by rank, each with a
    /// row id unique in the spool (for callers that keep decoded areas).
    package func areas(_ kind: AreaKind, containing point: Coordinate) throws(StoreError) -> [(rowID: Int64, payload: Data)] {
        guard let select = areas[kind]?.select else { return [] }
        defer { select.reset() }
        try select.bind(1, point.latitude)
        try select.bind(2, point.longitude)
        var found: [(rowID: Int64, payload: Data)] = []
        while try select.step() {
            if let payload = select.data(1) { found.append((select.int(0), payload)) }
        }
        return found
    }

    /// Keeps closed way `osmID` as a line until the end of the import, in case it never becomes an area.
    package func putPendingLine(osmID: Int64, payload: Data) throws(StoreError) {
        try insertPending.bind(1, osmID)
        try insertPending.bind(2, payload)
        try insertPending.run()
    }

    /// Notes that way `osmID` became an area.
    package func markArea(wayID osmID: Int64) throws(StoreError) {
        try insertArea.bind(1, osmID)
        try insertArea.run()
    }

    /// Calls `body` with the payload of every pending line whose way never became an area, by way id.
    package func forEachLineWithoutArea(_ body: (Data) throws -> Void) throws {
        let select = try openDatabase().prepare("""
            SELECT payload FROM pending_lines WHERE osm_id NOT IN (SELECT osm_id FROM ways_with_area) ORDER BY osm_id
            """)
        while try select.step() {
            if let payload = select.data(0) { try body(payload) }
        }
    }

    private func openDatabase() throws(StoreError) -> SQLiteDatabase {
        guard let database else { throw StoreError(.io, "the import spool is closed", path: path) }
        return database
    }
}
