import Foundation

/// The terminal app's history file: the places the person picked and when,
/// one row each, in an SQLite file of its own (`application_id` "CPHI"),
/// kept on the person's computer only. Rows hold the wire's text (an id like
/// `n123` and an ISO 8601 time with its offset) and, since version 2, the fix
/// the pick was made at (latitude, longitude and accuracy, or NULL); the
/// engine parses them. A version 1 file is read as it is, and gains the fix's
/// columns when it is next written.
///
/// Opened for one read or one write at a time, by one thread.
public final class HistoryDatabase {
    /// `PRAGMA application_id`: "CPHI" — marks the file as a current-place history.
    public static let applicationID: Int32 = 0x4350_4849
    /// `PRAGMA user_version` of the history files this build reads and writes.
    public static let version: Int32 = 2
    /// The earliest version this build reads (version 1: picks without their fixes).
    public static let oldestReadVersion: Int32 = 1

    /// One pick as the file holds it.
    public struct Row: Sendable, Equatable {
        /// The place's id, e.g. `n123`.
        public var placeID: String
        /// The time, ISO 8601 with its offset.
        public var time: String
        /// Where the device was, and its accuracy in metres; nil for a pick without its fix.
        public var fix: (latitude: Double, longitude: Double, accuracy: Double)?

        /// A row.
        public init(placeID: String, time: String, fix: (latitude: Double, longitude: Double, accuracy: Double)? = nil) {
            self.placeID = placeID
            self.time = time
            self.fix = fix
        }

        /// Equal ids, times and fixes (a tuple is not `Equatable` of itself).
        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.placeID == rhs.placeID && lhs.time == rhs.time && lhs.fix?.latitude == rhs.fix?.latitude
                && lhs.fix?.longitude == rhs.fix?.longitude && lhs.fix?.accuracy == rhs.fix?.accuracy
        }
    }

    private let database: SQLiteDatabase
    /// Whether the table has the fix's columns (version 2; a version 1 file opened to read has not).
    private var hasFixes = true
    /// The file.
    public let path: String

    /// Opens the history file at `path`: an existing one, or with `create` a
    /// new one (readable and writable by its owner only, mode 0600).
    /// - Throws: ``StoreError`` `.notAStore` when the file is not a history
    ///   (a place store, a text file, another application's database), `.missing`
    ///   when there is no file and `create` is false, `.io` when it cannot be made.
    public init(path: String, create: Bool) throws(StoreError) {
        self.path = path
        database = try SQLiteDatabase.openOwnFile(path, create: create, what: "history file")
        let (application, tables) = try database.applicationHeader()
        if application == Int64(HistoryDatabase.applicationID) {
            let version = try database.scalarInt("PRAGMA user_version") ?? 0
            guard (Int64(HistoryDatabase.oldestReadVersion)...Int64(HistoryDatabase.version)).contains(version) else {
                throw StoreError(.unsupportedSchema, "a history file of version \(version); this build reads versions "
                                 + "\(HistoryDatabase.oldestReadVersion) to \(HistoryDatabase.version)", path: path)
            }
            if create && version < Int64(HistoryDatabase.version) {
                try makeWritable()
            }
            hasFixes = create || version >= 2
        } else if application == Int64(Schema.applicationID) {
            throw StoreError(.notAStore, "it is a place store", path: path)
        } else if application != 0 || tables != 0 {
            throw StoreError(.notAStore, "it is another program's SQLite file", path: path)
        } else if create {
            try makeWritable()
        }
        try database.execute("PRAGMA busy_timeout = 5000")
    }

    /// Makes the file one this build writes: a new, empty file gets the table, a version 1 file the fix's columns,
    /// in one transaction with the mark and the version. The file is read again under the write lock: the
    /// terminal's and the native app share it, and may both find it empty, or of version 1, and change it at once.
    /// The second to take the lock finds the change made and adds its pick, instead of failing on `CREATE TABLE`
    /// or `ALTER TABLE`.
    /// - Throws: ``StoreError`` `.unsupportedSchema` when another app made it a version this build cannot write.
    package func makeWritable() throws(StoreError) {
        try database.execute("PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE")
        do throws(StoreError) {
            if try database.scalarInt("PRAGMA application_id") ?? 0 != Int64(HistoryDatabase.applicationID) {
                try database.execute("""
                    PRAGMA application_id = \(HistoryDatabase.applicationID);
                    PRAGMA user_version = \(HistoryDatabase.version);
                    CREATE TABLE pick (place_id TEXT NOT NULL, time TEXT NOT NULL, unix_time REAL NOT NULL,
                                       lat REAL, lng REAL, accuracy REAL);
                    CREATE INDEX pick_by_time ON pick (unix_time);
                    """)
            } else {
                let version = try database.scalarInt("PRAGMA user_version") ?? 0
                guard version <= Int64(HistoryDatabase.version) else {
                    throw StoreError(.unsupportedSchema, "another app made it a history file of version \(version); this "
                                     + "build writes version \(HistoryDatabase.version)", path: path)
                }
                if version < 2 {
                    try database.execute("""
                        ALTER TABLE pick ADD COLUMN lat REAL;
                        ALTER TABLE pick ADD COLUMN lng REAL;
                        ALTER TABLE pick ADD COLUMN accuracy REAL;
                        PRAGMA user_version = 2;
                        """)
                }
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// Whether the file has its table (an empty SQLite file opened to read has none).
    private var hasTable: Bool {
        get throws(StoreError) {
            try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'pick'") == 1
        }
    }

    /// Adds one pick: the row, and the moment in seconds since 1970 for ordering.
    public func append(_ row: Row, unixTime: Double) throws(StoreError) {
        let insert = try database.prepare("INSERT INTO pick (place_id, time, unix_time, lat, lng, accuracy) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        try insert.bind(1, row.placeID)
        try insert.bind(2, row.time)
        try insert.bind(3, unixTime)
        try insert.bind(4, row.fix?.latitude)
        try insert.bind(5, row.fix?.longitude)
        try insert.bind(6, row.fix?.accuracy)
        try insert.run()
    }

    /// The `limit` most recent picks, newest first.
    /// - Throws: ``StoreError`` `.corrupt` for a row whose fix is neither three numbers nor three NULLs.
    public func recent(limit: Int) throws(StoreError) -> [Row] {
        guard try hasTable else { return [] }
        let columns = hasFixes ? "place_id, time, lat, lng, accuracy" : "place_id, time, NULL, NULL, NULL"
        let select = try database.prepare("SELECT \(columns) FROM pick ORDER BY unix_time DESC, rowid DESC LIMIT ?1")
        try select.bind(1, Int64(limit))
        var rows: [Row] = []
        while try select.step() {
            let placeID = select.text(0) ?? ""
            var fix: (latitude: Double, longitude: Double, accuracy: Double)?
            if let latitude = select.number(2), let longitude = select.number(3), let accuracy = select.number(4) {
                fix = (latitude, longitude, accuracy)
            } else if !(select.isNull(2) && select.isNull(3) && select.isNull(4)) {
                throw StoreError(.corrupt, "the pick of \(placeID.prefix(40)) has a fix that is not three numbers", path: path)
            }
            rows.append(Row(placeID: placeID, time: select.text(1) ?? "", fix: fix))
        }
        return rows
    }

    /// How many picks the file holds.
    public func count() throws(StoreError) -> Int {
        guard try hasTable else { return 0 }
        return Int(try database.scalarInt("SELECT count(*) FROM pick") ?? 0)
    }
}
