import Foundation
import Geo
import Places

/// A place store opened read-only: one SQLite file with places, their names,
/// an R*Tree over their boxes and a full-text index over every name.
///
/// One instance owns one connection and is not for sharing between threads;
/// open one per thread (opening is cheap, the connection only reads).
///
/// An update changes the store in place, in one transaction. Each instance
/// reads the store as it was when it opened: every request runs in
/// ``reading(_:)``, one read transaction, and fails with ``StoreError/Code/changed``
/// once an update has committed since, so that the caller opens the new
/// state (with its metadata) instead of mixing the two.
public final class PlaceStore {
    /// The file this store reads.
    public let path: String
    /// What the store says about itself.
    public let metadata: StoreMetadata
    /// The connection (the PostgreSQL loader reads the whole store through it, in one transaction).
    package let database: SQLiteDatabase
    /// SQLite's count of the commits this connection has seen, when it opened: another one means an update.
    private var dataVersion: Int64
    /// The file this connection opened.
    private let file: StoreFileIdentity?
    /// Whether ``reading(_:)`` is running: a nested call joins its transaction.
    private var isReading = false
    /// Prepared statements by SQL, compiled once per connection.
    private var statements: [String: SQLiteStatement] = [:]
    /// The categories' R*Trees as read so far (see ``SpatialIndexMirror``).
    var spatialIndexMirrors: [PlaceCategory: SpatialIndexMirror] = [:]
    /// Categories whose R*Tree could not be mirrored: searched with SQL.
    var unmirroredCategories: Set<PlaceCategory> = []

    /// Opens the store at `path`.
    /// - Throws: ``StoreError`` with code `.missing`, `.notAStore`, `.unsupportedSchema` or `.corrupt`
    ///   and a message saying what to do.
    public init(path: String) throws(StoreError) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError(.missing, "no place store here; create one with `current-place import FILE.osm.pbf --db \(path)`", path: path)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw StoreError(.io, "the place store is not readable (permissions)", path: path)
        }
        self.path = path
        let database = try SQLiteDatabase(path: path, readOnly: true)
        self.database = database
        file = StoreFileIdentity(path: path)
        // Memory-map the file: reads become page-cache lookups instead of copies.
        try? database.execute("PRAGMA mmap_size = 4294967296")
        do throws(StoreError) {
            // The header, the metadata and the version this connection starts from: one snapshot.
            try database.execute("BEGIN")
            defer { try? database.execute("COMMIT") }
            let application = try database.scalarInt("PRAGMA application_id") ?? 0
            let version = try database.scalarInt("PRAGMA user_version") ?? 0
            guard application == Schema.applicationID else {
                throw StoreError(.notAStore, "this SQLite file is not a current-place store", path: path)
            }
            guard version == Schema.version else {
                let relation = version > Schema.version ? "newer" : "older"
                throw StoreError(.unsupportedSchema,
                                 "the store has schema version \(version), \(relation) than this program's \(Schema.version); re-import it with this version",
                                 path: path)
            }
            dataVersion = try database.scalarInt("PRAGMA data_version") ?? 0
            metadata = StoreMetadata(keyValues: try PlaceStore.readMeta(database))
        } catch {
            if PlaceStore.hasWriteAheadLog(path), error.code == .sqlite || error.code == .io,
               !FileManager.default.isWritableFile(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) {
                throw StoreError(.io, "cannot read the store: an update changed it in place, and its readers must be able to "
                                 + "write the log's index (\(path)-shm) beside it; let this user write to the folder, or run "
                                 + "as the store's owner (SQLite: \(error.message))", path: path)
            }
            switch error.code {
            case .notAStore where error.sql != nil:
                throw StoreError(.notAStore, "this file is not a current-place store (not an SQLite database)", path: path)
            case .sqlite, .io, .corrupt:
                throw StoreError(.corrupt, "the place store is damaged and cannot be read: \(error.message)", path: path)
            default:
                throw error
            }
        }
    }

    /// Whether the file's header says it is in write-ahead-log mode (bytes 18 and 19 are 2).
    static func hasWriteAheadLog(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 20), header.count == 20 else { return false }
        return header[18] == 2 && header[19] == 2
    }

    private static func readMeta(_ database: SQLiteDatabase) throws(StoreError) -> [String: String] {
        let statement = try database.prepare("SELECT key, value FROM meta")
        var values: [String: String] = [:]
        while try statement.step() {
            if let key = statement.text(0) { values[key] = statement.text(1) }
        }
        return values
    }

    /// Runs `body` in one read transaction: every query it makes sees the same committed state, the one
    /// this connection opened on.
    /// - Throws: ``StoreError`` `.changed` when an update has committed since the connection opened (open a
    ///   new one), or what `body` throws.
    public func reading<T>(_ body: () throws -> T) throws -> T {
        if isReading { return try body() }
        // A transaction a failed COMMIT left open would pin this connection to an old state for good.
        if database.isInTransaction { try database.execute("ROLLBACK") }
        try cachedStatement("BEGIN").run()
        isReading = true
        defer {
            isReading = false
            try? cachedStatement("COMMIT").run()
        }
        // The first read takes the snapshot; SQLite's data version then says whether another connection committed.
        let check = try cachedStatement("PRAGMA data_version")
        defer { check.reset() }
        guard try check.step() else { throw StoreError(.io, "SQLite gave no data version", path: path) }
        let version = check.int(0)
        if version != dataVersion {
            // A file an import renamed another over changes no more (the import held its lock); what moved is
            // its log, which the import emptied into it. The connection keeps reading it: which file to serve is
            // the caller's choice (the server's reload).
            guard let file, let now = StoreFileIdentity(path: path), now != file else {
                throw StoreError(.changed, "the store was updated since this connection opened", path: path)
            }
            dataVersion = version
        }
        return try body()
    }

    public func changedBoxes(after revision: Int64) throws(StoreError) -> [BoundingBox]? {
        try StoreChangeLog.changedBoxes(after: revision, upTo: metadata.revision, in: database)
    }

    /// The place with this id, or nil.
    public func place(id: PlaceID) throws(StoreError) -> Place? {
        let statement = try cachedStatement("SELECT \(PlaceRowCodec.columns) FROM places p WHERE p.id = ?1")
        defer { statement.reset() }
        try statement.bind(1, id.description)
        guard try statement.step() else { return nil }
        return try PlaceRowCodec.decode(statement, names: names(ofRow: statement.int(0)))
    }

    /// What conflation says of the place `id` (nothing for an id the store does not know).
    public func relations(of id: PlaceID) throws(StoreError) -> PlaceRelations {
        let sql = PlaceRelations.queries(tables: "")
        func rows(_ query: String) throws(StoreError) -> [(String?, Int64)] {
            let statement = try cachedStatement(query.replacingOccurrences(of: "$1", with: "?1"))
            defer { statement.reset() }
            try statement.bind(1, id.description)
            var rows: [(String?, Int64)] = []
            while try statement.step() { rows.append((statement.text(0), statement.int(1))) }
            return rows
        }
        return PlaceRelations(link: try rows(sql.link).first, members: try rows(sql.members),
                              container: try rows(sql.container).first?.0, contents: try rows(sql.contents).map(\.0))
    }

    /// The links of those of `ids` that are not listed on their own.
    public func links(of ids: [PlaceID]) throws(StoreError) -> [PlaceID: PlaceLink] {
        let statement = try cachedStatement(PlaceRelations.queries(tables: "").link.replacingOccurrences(of: "$1", with: "?1"))
        var links: [PlaceID: PlaceLink] = [:]
        for id in Set(ids) {
            defer { statement.reset() }
            try statement.bind(1, id.description)
            if try statement.step(), let place = statement.text(0).flatMap(PlaceID.init),
               let role = PlaceLink.Role(rawValue: statement.int(1)) {
                links[id] = PlaceLink(place: place, role: role)
            }
        }
        return links
    }

    /// Places whose bounding box meets `box` (R*Tree pre-filter; the R*Tree
    /// stores 32-bit floats, so callers needing exact distances compute them).
    public func places(intersecting box: BoundingBox, categories: Set<PlaceCategory> = Set(PlaceCategory.allCases),
                       limit: Int = 10_000) throws(StoreError) -> [Place] {
        try places(rowIDs: Array(rowIDs(intersecting: box, categories: categories).prefix(limit)))
    }

    package func names(ofRow rowID: Int64) throws(StoreError) -> [String: String] {
        let statement = try cachedStatement("SELECT language, name FROM place_names WHERE place = ?1")
        defer { statement.reset() }
        try statement.bind(1, rowID)
        var names: [String: String] = [:]
        while try statement.step() {
            if let language = statement.text(0), let name = statement.text(1) { names[language] = name }
        }
        return names
    }

    func prepare(_ sql: String) throws(StoreError) -> SQLiteStatement {
        try database.prepare(sql)
    }

    /// A statement compiled on first use and kept for the connection's life.
    func cachedStatement(_ sql: String) throws(StoreError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try database.prepare(sql)
        statements[sql] = statement
        return statement
    }
}
