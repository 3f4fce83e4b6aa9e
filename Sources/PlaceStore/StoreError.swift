import Places

/// Why a place store could not be opened, read or written.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure; new kinds may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String { case missing, notAStore, unsupportedSchema, corrupt, sqlite, notFound, invalidQuery, io, postgres, unreachable, notUpdatable, busy, changed, timedOut }
        private let kind: Kind
        /// No file at the path.
        public static let missing = Code(kind: .missing)
        /// The file is not a current-place store (not SQLite, or another application's).
        public static let notAStore = Code(kind: .notAStore)
        /// The store was written by an older or newer version with another schema.
        public static let unsupportedSchema = Code(kind: .unsupportedSchema)
        /// The file is damaged.
        public static let corrupt = Code(kind: .corrupt)
        /// SQLite reported an error.
        public static let sqlite = Code(kind: .sqlite)
        /// No such place.
        public static let notFound = Code(kind: .notFound)
        /// The query cannot be answered as given.
        public static let invalidQuery = Code(kind: .invalidQuery)
        /// A file operation failed.
        public static let io = Code(kind: .io)
        /// PostgreSQL reported an error (the message carries its SQLSTATE).
        public static let postgres = Code(kind: .postgres)
        /// The database server could not be reached or refused the login.
        public static let unreachable = Code(kind: .unreachable)
        /// The store keeps no OSM data to apply changes to (imported without `--updatable`).
        public static let notUpdatable = Code(kind: .notUpdatable)
        /// Another import or update of the same store is running.
        public static let busy = Code(kind: .busy)
        /// An update committed since the connection opened: its snapshot is out of date, open a new one.
        public static let changed = Code(kind: .changed)
        /// Every connection stayed busy past the wait allowed (``ConnectionPool``'s), so the query was not run.
        public static let timedOut = Code(kind: .timedOut)
        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public let code: Code
    /// What went wrong, for a person.
    public let message: String
    /// The database file involved, or a PostgreSQL URL without its password, when there is one.
    public let path: String?
    /// The SQL being run, when there is one.
    public let sql: String?
    /// PostgreSQL's SQLSTATE (`42P01`: no such table), for its errors.
    public let sqlState: String?
    /// SQLite's extended result code (`778`: SQLITE_IOERR_WRITE), for its errors.
    public let sqliteResultCode: Int32?

    /// Creates an error.
    public init(_ code: Code, _ message: String, path: String? = nil, sql: String? = nil, sqlState: String? = nil,
                sqliteResultCode: Int32? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.sql = sql
        self.sqlState = sqlState
        self.sqliteResultCode = sqliteResultCode
    }

    public var description: String {
        path.map { "\($0): \(message)" } ?? message
    }
}

extension StoreError {
    /// Whether PostgreSQL's SQLSTATE `state` says the database cannot answer for now, not that the query or
    /// the store is wrong: a connection exception (class 08), insufficient resources (53: too many
    /// connections, out of memory or disk), a statement or lock timeout (57014, 55P03), the server shutting
    /// down or starting (57P01–57P05), a serialization failure or deadlock (40001, 40P01).
    /// <https://www.postgresql.org/docs/15/errcodes-appendix.html>
    public static func isTransient(sqlState state: String) -> Bool {
        state.hasPrefix("08") || state.hasPrefix("53") || state.hasPrefix("57P")
            || ["57014", "55P03", "40001", "40P01"].contains(state)
    }

    /// A file replacement that failed (``ReplacementFile``), as a store I/O error naming the file.
    package init(replacing error: PlacesError) {
        self.init(.io, error.message, path: error.path)
    }
}
