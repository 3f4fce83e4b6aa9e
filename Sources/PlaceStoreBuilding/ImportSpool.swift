import FileReplacement
import Foundation
import PlaceStore
import Geo
import Places

/// Where an import keeps what it derived from each OSM object until the
/// places are built: place candidates, the areas that complete others'
/// addresses (buildings with an address, cities, suburbs, states, countries;
/// each kind with an R*Tree for "which areas hold this point"), localities
/// mapped as points, `addr:country` votes, and closed ways that may still
/// arrive as areas. Every row names the OSM object it came from, so that an
/// update can replace what one object derived.
///
/// Two homes:
/// - ``init(beside:)``: a scratch SQLite file beside the store being
///   imported, so that an import's memory does not grow with the data: no
///   journal, no syncing, one transaction, deleted when the spool goes away.
/// - ``init(keptIn:)``: the `update_` tables inside an updatable store, read
///   and written through its ``PlaceStoreWriter``'s connection by `update`.
///
/// The payloads are opaque bytes (the importer encodes them).
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
        let selectPayload: SQLiteStatement
    }

    /// Where a spool lives, chosen once by its initializer.
    package enum Home: Sendable, Equatable {
        /// A scratch file beside the store being imported, deleted with the spool. `keptAfterwards`: an
        /// updatable import, whose store will keep the spool's tables (so each vote keeps its voter); else the
        /// `addr:country` votes are only counted, since no update will need to take one object's votes back.
        case scratch(keptAfterwards: Bool)
        /// The `update_` tables of an updatable store, written through its update's connection.
        case store

        /// The tables' names start with this.
        var prefix: String { self == .store ? "update_" : "" }

        /// Whether each `addr:country` vote keeps a row naming its voter (else votes are only counted).
        var keepsVoters: Bool { self != .scratch(keptAfterwards: false) }
    }

    /// Where this spool lives.
    package let home: Home
    /// The scratch file (``init(beside:forUpdates:)``), or the store's file.
    package let path: String
    /// The tables' names start with this (``Home/prefix``).
    let prefix: String
    private(set) var database: SQLiteDatabase?
    /// The votes of a spool that does not keep who cast them, by country.
    private var countedVotes: [String: Int] = [:]
    private let insertCandidate: SQLiteStatement
    private let areas: [AreaKind: AreaStatements]
    private let insertPending: SQLiteStatement
    private let insertArea: SQLiteStatement
    private let insertPointLocality: SQLiteStatement
    private let insertVote: SQLiteStatement
    private var nextAreaRowID: Int64 = 1
    /// The locality areas' boxes, in memory from the first point query after the last write to them.
    var localityBoxes: AreaBoxIndex?

    /// The tables, their names starting with `prefix`.
    static func tables(_ prefix: String) -> String {
        """
        CREATE TABLE \(prefix)candidates(kind INTEGER NOT NULL, osm_id INTEGER NOT NULL, payload BLOB NOT NULL,
            PRIMARY KEY(kind, osm_id)) WITHOUT ROWID;
        CREATE TABLE \(prefix)address_areas(rowid INTEGER PRIMARY KEY, rank INTEGER NOT NULL,
            source_kind INTEGER NOT NULL, source_id INTEGER NOT NULL, payload BLOB NOT NULL);
        CREATE VIRTUAL TABLE \(prefix)address_index USING rtree(id, min_lat, max_lat, min_lon, max_lon);
        CREATE TABLE \(prefix)locality_areas(rowid INTEGER PRIMARY KEY, rank INTEGER NOT NULL,
            source_kind INTEGER NOT NULL, source_id INTEGER NOT NULL, payload BLOB NOT NULL);
        CREATE VIRTUAL TABLE \(prefix)locality_index USING rtree(id, min_lat, max_lat, min_lon, max_lon);
        CREATE TABLE \(prefix)point_localities(source_kind INTEGER NOT NULL, source_id INTEGER NOT NULL,
            payload BLOB NOT NULL, PRIMARY KEY(source_kind, source_id)) WITHOUT ROWID;
        CREATE TABLE \(prefix)country_votes(source_kind INTEGER NOT NULL, source_id INTEGER NOT NULL,
            country TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY(source_kind, source_id, country)) WITHOUT ROWID;
        CREATE TABLE \(prefix)pending_lines(osm_id INTEGER PRIMARY KEY, payload BLOB NOT NULL);
        CREATE TABLE \(prefix)ways_with_area(osm_id INTEGER PRIMARY KEY) WITHOUT ROWID;
        """
    }

    /// An updatable store's `addr:country` votes by country, kept by triggers as the votes come and go.
    private static let countryTotals = """
        CREATE TABLE update_country_totals(country TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
        INSERT INTO update_country_totals SELECT country, sum(count) FROM update_country_votes GROUP BY country;
        CREATE TRIGGER update_country_votes_added AFTER INSERT ON update_country_votes BEGIN
            INSERT OR IGNORE INTO update_country_totals(country, count) VALUES (NEW.country, 0);
            UPDATE update_country_totals SET count = count + NEW.count WHERE country = NEW.country;
        END;
        CREATE TRIGGER update_country_votes_changed AFTER UPDATE OF count ON update_country_votes BEGIN
            UPDATE update_country_totals SET count = count + NEW.count - OLD.count WHERE country = NEW.country;
        END;
        CREATE TRIGGER update_country_votes_removed AFTER DELETE ON update_country_votes BEGIN
            UPDATE update_country_totals SET count = count - OLD.count WHERE country = OLD.country;
        END;
        """

    /// The tables that outlive an import in an updatable store (the others are scratch).
    static let keptTables = ["candidates", "address_areas", "address_index", "locality_areas", "locality_index",
                                     "point_localities", "country_votes"]

    /// Starts an empty spool beside `destination` (the store being imported),
    /// removing the leftovers of a killed import first. With `forUpdates` false, the spool cannot be kept
    /// (``PlaceStoreWriter/commit(metadata:keeping:)`` of an updatable store refuses it), and it only counts
    /// `addr:country` votes instead of keeping a row for each voting object.
    /// - Throws: ``StoreError`` when the file cannot be created.
    package convenience init(beside destination: String, forUpdates: Bool = true) throws(StoreError) {
        let name = destination + ".spool"
        ReplacementFile.removeStale(for: name)
        let path = ReplacementFile.temporaryPath(for: name)
        try? FileManager.default.removeItem(atPath: path)
        let database = try SQLiteDatabase(path: path, readOnly: false, create: true)
        try database.execute("""
            PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = FILE;
            PRAGMA cache_size = -8192; PRAGMA page_size = 8192;
            \(Self.tables(""))
            BEGIN;
            """)
        try self.init(database: database, home: .scratch(keptAfterwards: forUpdates))
    }

    /// The spool kept inside the updatable store that `writer` updates (its `update_` tables).
    /// - Throws: ``StoreError`` `.notUpdatable` when the store has no such tables.
    package convenience init(keptIn writer: PlaceStoreWriter) throws(StoreError) {
        let database = try writer.openDatabase()
        guard try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'update_candidates'") == 1 else {
            throw PlaceStoreWriter.notUpdatable(writer.destinationPath)
        }
        try self.init(database: database, home: .store)
        if try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'update_country_totals'") != 1 {
            // Made by the first update of a store, in its transaction: from then on the totals follow the votes.
            try database.execute(Self.countryTotals)
        }
        nextAreaRowID = 1 + max(try database.scalarInt("SELECT max(rowid) FROM update_address_areas") ?? 0,
                                try database.scalarInt("SELECT max(rowid) FROM update_locality_areas") ?? 0)
    }

    private init(database: SQLiteDatabase, home: Home) throws(StoreError) {
        self.database = database
        self.home = home
        prefix = home.prefix
        path = database.path
        insertCandidate = try database.prepare(
            "INSERT OR REPLACE INTO \(prefix)candidates(kind, osm_id, payload) VALUES (?1, ?2, ?3)")
        var areas: [AreaKind: AreaStatements] = [:]
        for kind in AreaKind.allCases {
            let table = "\(prefix)\(kind.rawValue)_areas", index = "\(prefix)\(kind.rawValue)_index"
            areas[kind] = AreaStatements(
                insert: try database.prepare(
                    "INSERT INTO \(table)(rowid, rank, source_kind, source_id, payload) VALUES (?1, ?2, ?3, ?4, ?5)"),
                insertBox: try database.prepare(
                    "INSERT INTO \(index)(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)"),
                // The R*Tree stores float32 boxes rounded outwards: a superset, which the caller narrows exactly.
                // Sorted by rank (unique) here rather than by SQLite, which opens a sorter for every query.
                select: try database.prepare("""
                    SELECT a.rank, a.payload FROM \(index) AS i JOIN \(table) AS a ON a.rowid = i.id
                    WHERE i.min_lat <= ?1 AND i.max_lat >= ?1 AND i.min_lon <= ?2 AND i.max_lon >= ?2
                    """),
                selectPayload: try database.prepare("SELECT payload FROM \(table) WHERE rowid = ?1"))
        }
        self.areas = areas
        insertPending = try database.prepare("INSERT OR REPLACE INTO \(prefix)pending_lines(osm_id, payload) VALUES (?1, ?2)")
        insertArea = try database.prepare("INSERT OR IGNORE INTO \(prefix)ways_with_area(osm_id) VALUES (?1)")
        insertPointLocality = try database.prepare(
            "INSERT OR REPLACE INTO \(prefix)point_localities(source_kind, source_id, payload) VALUES (?1, ?2, ?3)")
        insertVote = try database.prepare("""
            INSERT INTO \(prefix)country_votes(source_kind, source_id, country, count) VALUES (?1, ?2, ?3, 1)
            ON CONFLICT DO UPDATE SET count = count + 1
            """)
    }

    deinit {
        remove()
    }

    /// Closes the spool; a scratch file is deleted (also done when the spool goes away). Nothing works after it.
    package func remove() {
        database = nil
        if case .scratch = home { try? FileManager.default.removeItem(atPath: path) }
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
        Int(try openDatabase().scalarInt("SELECT count(*) FROM \(prefix)candidates") ?? 0)
    }

    /// Calls `body` with the candidates' payloads, at most `batch` at a time,
    /// ordered by kind, then OSM id.
    package func forEachCandidate(batch: Int, _ body: ([Data]) throws -> Void) throws {
        let select = try openDatabase().prepare("SELECT payload FROM \(prefix)candidates ORDER BY kind, osm_id")
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

    /// The payloads of the candidates among `keys` (kind letter and OSM id), ordered by kind, then OSM id.
    package func candidates(_ keys: some Sequence<(kind: UInt8, osmID: Int64)>) throws(StoreError) -> [Data] {
        let select = try openDatabase().prepare("SELECT payload FROM \(prefix)candidates WHERE kind = ?1 AND osm_id = ?2")
        var found: [(UInt8, Int64, Data)] = []
        for key in keys {
            defer { select.reset() }
            try select.bind(1, Int64(key.kind))
            try select.bind(2, key.osmID)
            if try select.step(), let payload = select.data(0) { found.append((key.kind, key.osmID, payload)) }
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// Keeps an area of `kind` that can complete addresses, derived from OSM object `source`; `rank`
    /// orders the areas a point query returns.
    package func putArea(_ kind: AreaKind, box: BoundingBox, rank: Int64, source: OSMObject.Key,
                         payload: Data) throws(StoreError) {
        guard let statements = areas[kind] else { return }
        if kind == .locality { localityBoxes = nil }
        let rowID = nextAreaRowID
        nextAreaRowID += 1
        try statements.insert.bind(1, rowID)
        try statements.insert.bind(2, rank)
        try statements.insert.bind(3, Self.kindCode(source))
        try statements.insert.bind(4, source.id)
        try statements.insert.bind(5, payload)
        try statements.insert.run()
        try statements.insertBox.bind(1, rowID)
        try statements.insertBox.bind(box: box, from: 2)
        try statements.insertBox.run()
    }

    /// The payloads of the areas of `kind` whose boxes may hold `point`, by rank.
    package func areas(_ kind: AreaKind, containing point: Coordinate) throws(StoreError) -> [Data] {
        guard let select = areas[kind]?.select else { return [] }
        defer { select.reset() }
        try select.bind(1, point.latitude)
        try select.bind(2, point.longitude)
        var found: [(rank: Int64, payload: Data)] = []
        while try select.step() {
            if let payload = select.data(1) { found.append((select.int(0), payload)) }
        }
        return found.count < 2 ? found.map(\.payload) : found.sorted { $0.rank < $1.rank }.map(\.payload)
    }

    /// The row ids of the locality areas whose boxes may hold `point`, by rank, without their payloads:
    /// for callers that keep decoded areas (a country's outline can be megabytes) and read the payload
    /// (``areaPayload(_:rowID:)``) only of one they do not hold. Localities are few: their boxes are read
    /// into memory (``AreaBoxIndex``) at the first query after the last write to them.
    package func localityRowIDs(containing point: Coordinate) throws(StoreError) -> [Int64] {
        if localityBoxes == nil { localityBoxes = try loadBoxes(.locality) }
        return localityBoxes?.rowIDs(containing: point) ?? []
    }

    /// Every area of `kind` with its box as the R*Tree stores it, in memory.
    private func loadBoxes(_ kind: AreaKind) throws(StoreError) -> AreaBoxIndex {
        let select = try openDatabase().prepare("""
            SELECT i.id, a.rank, i.min_lat, i.max_lat, i.min_lon, i.max_lon FROM \(prefix)\(kind.rawValue)_index AS i
            JOIN \(prefix)\(kind.rawValue)_areas AS a ON a.rowid = i.id
            """)
        var found: [AreaBoxIndex.Area] = []
        while try select.step() {
            found.append(AreaBoxIndex.Area(rank: select.int(1), cell: RTreeCell(
                id: select.int(0), minLatitude: Float(select.double(2)), maxLatitude: Float(select.double(3)),
                minLongitude: Float(select.double(4)), maxLongitude: Float(select.double(5)))))
        }
        return AreaBoxIndex(found)
    }

    /// The payload of area `rowID` of `kind` (from ``localityRowIDs(containing:)``), nil if there is none.
    package func areaPayload(_ kind: AreaKind, rowID: Int64) throws(StoreError) -> Data? {
        guard let select = areas[kind]?.selectPayload else { return nil }
        defer { select.reset() }
        try select.bind(1, rowID)
        return try select.step() ? select.data(0) : nil
    }

    /// Keeps a locality mapped as a point (or a line), derived from OSM object `source`.
    package func putPointLocality(source: OSMObject.Key, payload: Data) throws(StoreError) {
        try insertPointLocality.bind(1, Self.kindCode(source))
        try insertPointLocality.bind(2, source.id)
        try insertPointLocality.bind(3, payload)
        try insertPointLocality.run()
    }

    /// The point localities' payloads, ordered by the object they came from.
    package func pointLocalities() throws(StoreError) -> [Data] {
        try pointLocalitiesBySource().map(\.payload)
    }

    /// Counts one `addr:country` vote of OSM object `source`.
    package func putVote(source: OSMObject.Key, country: String) throws(StoreError) {
        guard home.keepsVoters else {
            countedVotes[country, default: 0] += 1
            return
        }
        try insertVote.bind(1, Self.kindCode(source))
        try insertVote.bind(2, source.id)
        try insertVote.bind(3, country)
        try insertVote.run()
    }

    /// The votes by country.
    package func countryVotes() throws(StoreError) -> [String: Int] {
        // A kept spool has its totals (a sum over every voter would cost an update what the store costs).
        let select = try openDatabase().prepare(home == .store
            ? "SELECT country, count FROM update_country_totals WHERE count != 0"
            : "SELECT country, sum(count) FROM \(prefix)country_votes GROUP BY country")
        var votes = countedVotes
        while try select.step() {
            if let country = select.text(0) { votes[country, default: 0] += Int(select.int(1)) }
        }
        return votes
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
            SELECT payload FROM \(prefix)pending_lines WHERE osm_id NOT IN (SELECT osm_id FROM \(prefix)ways_with_area)
            ORDER BY osm_id
            """)
        while try select.step() {
            if let payload = select.data(0) { try body(payload) }
        }
    }

    /// Empties the pending lines and the ways that became areas (an update's scratch).
    package func clearPendingLines() throws(StoreError) {
        try openDatabase().execute("DELETE FROM \(prefix)pending_lines; DELETE FROM \(prefix)ways_with_area;")
    }

    /// The object a kind column's value and an id name.
    static func key(kindCode: Int64, id: Int64) -> OSMObject.Key {
        let letter = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: kindCode)))
        return OSMObject.Key(kind: letter == "r" ? .relation : letter == "w" ? .way : .node, id: id)
    }

    /// The kind column's value for `source`: its letter, as the candidates' kind column has it.
    static func kindCode(_ source: OSMObject.Key) -> Int64 {
        Int64(source.kind.letter.asciiValue ?? 0)
    }

    func openDatabase() throws(StoreError) -> SQLiteDatabase {
        guard let database else { throw StoreError(.io, "the import spool is closed", path: path) }
        return database
    }
}
