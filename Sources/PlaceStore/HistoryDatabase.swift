import Foundation

/// The terminal app's history file: the places the person picked and when,
/// one row each, in an SQLite file of its own (`application_id` "CPHI"),
/// kept on the person's computer only. Rows hold the wire's text (an id like
/// `n123` and an ISO 8601 time with its offset); the engine parses them.
///
/// Opened for one read or one write at a time, by one thread.
public final class HistoryDatabase {
    /// `PRAGMA application_id`: "CPHI" — marks the file as a current-place history.
    public static let applicationID: Int32 = 0x4350_4849
    /// `PRAGMA user_version` of the history files this build reads and writes.
    public static let version: Int32 = 1

    private let database: SQLiteDatabase
    /// The file.
    public let path: String

    /// Opens the history file at `path`: an existing one, or with `create` a
    /// new one (readable and writable by its owner only, mode 0600).
    /// - Throws: ``StoreError`` `.notAStore` when the file is not a history
    ///   (a place store, a text file, another application's database), `.missing`
    ///   when there is no file and `create` is false, `.io` when it cannot be made.
    public init(path: String, create: Bool) throws(StoreError) {
        self.path = path
        if !FileManager.default.fileExists(atPath: path) {
            guard create else { throw StoreError(.missing, "no history file", path: path) }
            // Made here, not by SQLite, so that it is private from its first byte.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                close(descriptor)
            } else if errno != EEXIST {  // EEXIST: another pick made it a moment ago
                throw StoreError(.io, "cannot create the history file: \(String(cString: strerror(errno)))", path: path)
            }
        }
        database = try SQLiteDatabase(path: path, readOnly: !create)
        let application: Int64
        let tables: Int64
        do {
            application = try database.scalarInt("PRAGMA application_id") ?? 0
            tables = try database.scalarInt("SELECT count(*) FROM sqlite_master") ?? 0
        } catch {
            throw StoreError(.notAStore, error.message, path: path)
        }
        if application == Int64(HistoryDatabase.applicationID) {
            let version = try database.scalarInt("PRAGMA user_version") ?? 0
            guard version == Int64(HistoryDatabase.version) else {
                throw StoreError(.unsupportedSchema, "a history file of version \(version); this build reads version \(HistoryDatabase.version)",
                                 path: path)
            }
        } else if application == Int64(Schema.applicationID) {
            throw StoreError(.notAStore, "it is a place store", path: path)
        } else if application != 0 || tables != 0 {
            throw StoreError(.notAStore, "it is another program's SQLite file", path: path)
        } else if create {
            try database.execute("""
                PRAGMA busy_timeout = 5000;
                BEGIN IMMEDIATE;
                PRAGMA application_id = \(HistoryDatabase.applicationID);
                PRAGMA user_version = \(HistoryDatabase.version);
                CREATE TABLE pick (place_id TEXT NOT NULL, time TEXT NOT NULL, unix_time REAL NOT NULL);
                CREATE INDEX pick_by_time ON pick (unix_time);
                COMMIT;
                """)
        }
        try database.execute("PRAGMA busy_timeout = 5000")
    }

    /// Whether the file has its table (an empty SQLite file opened to read has none).
    private var hasTable: Bool {
        get throws(StoreError) {
            try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'pick'") == 1
        }
    }

    /// Adds one pick: the place's id and the time as text, and the moment in seconds since 1970 for ordering.
    public func append(placeID: String, time: String, unixTime: Double) throws(StoreError) {
        let insert = try database.prepare("INSERT INTO pick (place_id, time, unix_time) VALUES (?1, ?2, ?3)")
        try insert.bind(1, placeID)
        try insert.bind(2, time)
        try insert.bind(3, unixTime)
        try insert.run()
    }

    /// The `limit` most recent picks, newest first, as their text.
    public func recent(limit: Int) throws(StoreError) -> [(placeID: String, time: String)] {
        guard try hasTable else { return [] }
        let select = try database.prepare("SELECT place_id, time FROM pick ORDER BY unix_time DESC, rowid DESC LIMIT ?1")
        try select.bind(1, Int64(limit))
        var rows: [(placeID: String, time: String)] = []
        while try select.step() {
            rows.append((select.text(0) ?? "", select.text(1) ?? ""))
        }
        return rows
    }

    /// How many picks the file holds.
    public func count() throws(StoreError) -> Int {
        guard try hasTable else { return 0 }
        return Int(try database.scalarInt("SELECT count(*) FROM pick") ?? 0)
    }
}
