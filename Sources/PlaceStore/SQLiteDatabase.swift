import CSQLite
import Foundation
import Geo

/// Owns one `sqlite3*` connection and closes it in `deinit`. Not shared
/// between threads: each reader opens its own.
package final class SQLiteDatabase {
    private let handle: OpaquePointer
    /// The file this connection opened.
    package let path: String

    /// Opens `path` read-only, or read-write and created when `create` is true. A store may be updated in
    /// place while it is read (write-ahead log): readers take their snapshot in a transaction
    /// (``PlaceStore/reading(_:)``), and wait up to ``busyTimeoutMilliseconds`` for the moment a writer
    /// needs the file to itself (turning the log on).
    package init(path: String, readOnly: Bool, create: Bool = false) throws(StoreError) {
        SQLiteDatabase.configureOnce()
        var connection: OpaquePointer?
        var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create { flags |= SQLITE_OPEN_CREATE }
        flags |= SQLITE_OPEN_NOMUTEX
        let name = path
        let status = sqlite3_open_v2(name, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(connection)
            throw StoreError(.sqlite, message, path: path)
        }
        self.handle = connection
        self.path = path
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, SQLiteDatabase.busyTimeoutMilliseconds)
    }

    /// How long a statement waits for a lock another connection holds before failing with `SQLITE_BUSY`: an
    /// update holds the store's write lock for its whole transaction, and a reader of a store in rollback mode
    /// holds a shared lock for one request.
    package static let busyTimeoutMilliseconds: Int32 = 10_000

    deinit {
        sqlite3_close_v2(handle)
    }

    /// SQLite's process-wide settings, made before the first connection opens: no memory statistics (we
    /// read none, and keeping them costs a global mutex on every allocation).
    private static let configuration: Void = {
        _ = CSQLite_disableMemoryStatistics()
    }()

    private static func configureOnce() {
        _ = configuration
    }

    /// Runs one or more statements that return no rows.
    package func execute(_ sql: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if status != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? lastMessage
            sqlite3_free(message)
            throw error(status: status, message: text, sql: sql)
        }
    }

    /// Compiles one statement.
    package func prepare(_ sql: String) throws(StoreError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw error(status: status, message: lastMessage, sql: sql)
        }
        return SQLiteStatement(statement, database: self, sql: sql)
    }

    /// The first column of the first row of a query, as text.
    package func scalarText(_ sql: String) throws(StoreError) -> String? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.text(0)
    }

    /// The first column of the first row of a query, as an integer.
    package func scalarInt(_ sql: String) throws(StoreError) -> Int64? {
        let statement = try prepare(sql)
        guard try statement.step() else { return nil }
        return statement.isNull(0) ? nil : statement.int(0)
    }

    package var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// Whether a transaction is open on this connection.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Maps an SQLite result code to a store error with context.
    package func error(status: Int32, message: String, sql: String?) -> StoreError {
        let primary = status & 0xFF
        // Say why a write failed in words a person can act on.
        let systemError = sqlite3_system_errno(handle)
        // A short write (errno 0) is how a full disk or a file-size limit usually shows up.
        let ioErrorWrite: Int32 = 778  // SQLITE_IOERR_WRITE, a macro Swift does not import
        if primary == SQLITE_FULL || status == ioErrorWrite || [ENOSPC, EFBIG, EDQUOT].contains(systemError) {
            let reason = systemError == EFBIG ? "the file grew past the allowed file size (ulimit -f)"
                : systemError == EDQUOT ? "the disk quota is used up"
                : systemError == ENOSPC ? "the disk is full" : "the disk is full or a file-size limit was reached"
            return StoreError(.io, "cannot write: \(reason) (\(message), SQLite \(status))", path: path, sql: sql,
                              sqliteResultCode: status)
        }
        let code: StoreError.Code
        switch primary {
        case SQLITE_NOTADB: code = .notAStore
        case SQLITE_CORRUPT: code = .corrupt
        case SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN: code = .io
        default: code = .sqlite
        }
        return StoreError(code, "\(message) (SQLite \(status))", path: path, sql: sql, sqliteResultCode: status)
    }
}

/// Owns one prepared statement; finalized in `deinit`. Parameters are 1-based,
/// columns 0-based, as in SQLite.
package final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: SQLiteDatabase
    private let sql: String

    fileprivate init(_ handle: OpaquePointer, database: SQLiteDatabase, sql: String) {
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Clears bindings and rewinds for the next run.
    package func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds text up to its first NUL, as C strings end (SQLite copies it; no copy is made on our side).
    package func bind(_ index: Int32, _ value: String?) throws(StoreError) {
        guard var value else { return try check(sqlite3_bind_null(handle, index)) }
        let status = value.withUTF8 { utf8 in
            var length = utf8.count
            if let base = utf8.baseAddress, let nul = memchr(base, 0, utf8.count) {
                length = UnsafeRawPointer(nul) - UnsafeRawPointer(base)
            }
            // A nil pointer would bind NULL: an empty text gets SQLite's own empty string.
            return length == 0 ? sqlite3_bind_text(handle, index, "", 0, CSQLite_transient())
                : sqlite3_bind_text(handle, index, utf8.baseAddress, Int32(clamping: length), CSQLite_transient())
        }
        try check(status)
    }

    package func bind(_ index: Int32, _ value: Int64) throws(StoreError) {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    package func bind(_ index: Int32, _ value: Double?) throws(StoreError) {
        guard let value else { return try check(sqlite3_bind_null(handle, index)) }
        try check(sqlite3_bind_double(handle, index, value))
    }

    package func bind(_ index: Int32, _ value: Data?) throws(StoreError) {
        guard let value else { return try check(sqlite3_bind_null(handle, index)) }
        let status = value.withUnsafeBytes { bytes in
            sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), CSQLite_transient())
        }
        try check(status)
    }

    /// Binds a box as min latitude, max latitude, min longitude, max longitude
    /// at `first`…`first + 3` — the order of our R*Trees' columns.
    package func bind(box: BoundingBox, from first: Int32) throws(StoreError) {
        try bind(first, box.minLatitude)
        try bind(first + 1, box.maxLatitude)
        try bind(first + 2, box.minLongitude)
        try bind(first + 3, box.maxLongitude)
    }

    /// Advances to the next row; false when there is none.
    package func step() throws(StoreError) -> Bool {
        let status = sqlite3_step(handle)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.error(status: status, message: database.lastMessage, sql: sql)
        }
    }

    /// Runs a statement that returns no rows, then resets it.
    package func run() throws(StoreError) {
        defer { reset() }
        _ = try step()
    }

    package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
    package func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
    package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    /// The column's value when it is an integer or a real, else nil (NULL, text, a blob).
    package func number(_ column: Int32) -> Double? {
        let type = sqlite3_column_type(handle, column)
        return type == SQLITE_INTEGER || type == SQLITE_FLOAT ? sqlite3_column_double(handle, column) : nil
    }

    package func text(_ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(handle, column) else { return nil }
        return String(cString: pointer)
    }

    package func data(_ column: Int32) -> Data? {
        guard let pointer = sqlite3_column_blob(handle, column) else { return nil }
        return Data(bytes: pointer, count: Int(sqlite3_column_bytes(handle, column)))
    }

    private func check(_ status: Int32) throws(StoreError) {
        guard status == SQLITE_OK else {
            throw database.error(status: status, message: database.lastMessage, sql: sql)
        }
    }
}
