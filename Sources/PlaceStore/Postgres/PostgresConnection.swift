import CLibPQ
import Foundation
import Places

/// Owns one libpq connection (`PGconn*`) and finishes it in `deinit`. Not
/// shared between threads: each reader opens its own.
///
/// Queries send text parameters and read binary results (``PostgresResult``),
/// so numbers arrive exactly as stored.
package final class PostgresConnection {
    private let handle: OpaquePointer
    /// Where this connection goes; its description has no password.
    package let url: PostgresURL
    /// Names of the statements prepared on this connection, by SQL.
    private var prepared: [String: String] = [:]

    /// Connects to `url`; with `statementTimeout`, a statement that runs longer is cancelled by the server
    /// (SQLSTATE 57014), unless the URL sets libpq's `options` itself.
    /// - Throws: ``StoreError`` `.unreachable` naming host and port (never the password) when the
    ///   server cannot be reached or refuses the login.
    package init(url: PostgresURL, statementTimeout: Duration? = nil) throws(StoreError) {
        self.url = url
        // A connection that waits forever for a dead host is worse than an error.
        var options = "connect_timeout=10"
        if let statementTimeout, !url.connectionString.contains("options=") {
            let milliseconds = statementTimeout.components.seconds * 1000 + statementTimeout.components.attoseconds / 1_000_000_000_000_000
            options += "&options=-c%20statement_timeout%3D\(milliseconds)"
        }
        let conninfo = url.connectionString.contains("?")
            ? "\(url.connectionString)&\(options)" : "\(url.connectionString)?\(options)"
        guard let connection = PQconnectdb(conninfo) else {
            throw StoreError(.unreachable, "cannot connect to PostgreSQL at \(url.endpoint): out of memory",
                             path: url.description)
        }
        guard PQstatus(connection) == CONNECTION_OK else {
            let detail = PostgresConnection.clean(String(cString: PQerrorMessage(connection)), url: url)
            PQfinish(connection)
            throw StoreError(.unreachable, "cannot connect to PostgreSQL at \(url.endpoint): \(detail)", path: url.description)
        }
        handle = connection
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
    }

    deinit {
        PQfinish(handle)
    }

    /// Runs one or more statements that return no rows (no parameters). Never reconnects: the importer's
    /// transaction runs through here, and a COMMIT on a fresh connection would claim what was lost.
    package func execute(_ sql: String) throws(StoreError) {
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result, sql: sql)
    }

    /// Runs one statement with text parameters (`$1`, `$2`, …; nil is NULL) and returns its rows in binary form.
    /// The statement is prepared on first use and kept for the connection's life. Outside a transaction, a
    /// connection lost (a server restart) is made again once and the statement retried: reads are idempotent.
    package func query(_ sql: String, _ parameters: [String?] = []) throws(StoreError) -> PostgresResult {
        reconnectIfLost()
        let idle = PQtransactionStatus(handle) == PQTRANS_IDLE
        do {
            return try runPrepared(sql, parameters)
        } catch where error.code == .unreachable && idle {
            PQreset(handle)
            prepared.removeAll()
            guard PQstatus(handle) == CONNECTION_OK else { throw error }
            return try runPrepared(sql, parameters)
        }
    }

    private func runPrepared(_ sql: String, _ parameters: [String?]) throws(StoreError) -> PostgresResult {
        let name: String
        if let known = prepared[sql] {
            name = known
        } else {
            name = "current_place_\(prepared.count)"
            let result = PQprepare(handle, name, sql, Int32(parameters.count), nil)
            defer { PQclear(result) }
            try check(result, sql: sql)
            prepared[sql] = name
        }
        let copies = parameters.map { $0.flatMap { strdup($0) } }
        defer { copies.forEach { free($0) } }
        let values = copies.map { $0.map { UnsafePointer($0) } }
        let result = values.withUnsafeBufferPointer { values in
            PQexecPrepared(handle, name, Int32(values.count), values.baseAddress, nil, nil, 1)
        }
        guard let result else { throw error(sql: sql) }
        do {
            try check(result, sql: sql)
        } catch {
            PQclear(result)
            throw error
        }
        return PostgresResult(result)
    }

    /// Sends `COPY … FROM STDIN` (text format) with the rows `write` produces, in one round of the copy protocol.
    /// - Parameters:
    ///   - sql: the `COPY table(columns) FROM STDIN` statement.
    ///   - write: called once with a sink; each call of the sink sends one chunk of COPY text.
    package func copy(_ sql: String, _ write: ((String) throws(StoreError) -> Void) throws(StoreError) -> Void) throws(StoreError) {
        let start = PQexec(handle, sql)
        let status = PQresultStatus(start)
        PQclear(start)
        guard status == PGRES_COPY_IN else {
            throw error(sql: sql)
        }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        func flush() throws(StoreError) {
            guard !buffer.isEmpty else { return }
            let sent = buffer.withUnsafeBytes { bytes in
                PQputCopyData(handle, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
            }
            buffer.removeAll(keepingCapacity: true)
            guard sent == 1 else { throw error(sql: sql) }
        }
        do throws(StoreError) {
            try write { (text: String) throws(StoreError) in
                buffer.append(contentsOf: text.utf8)
                if buffer.count >= 1 << 20 { try flush() }
            }
            try flush()
        } catch {
            _ = PQputCopyEnd(handle, "aborted by current-place")
            while let result = PQgetResult(handle) { PQclear(result) }
            throw error
        }
        guard PQputCopyEnd(handle, nil) == 1 else { throw error(sql: sql) }
        var failure: StoreError?
        while let result = PQgetResult(handle) {
            if failure == nil, PQresultStatus(result) != PGRES_COMMAND_OK { failure = error(result, sql: sql) }
            PQclear(result)
        }
        if let failure { throw failure }
    }

    /// A server restart or a dropped connection leaves the connection bad: try once to connect again, so that
    /// a long-running server recovers by itself (the statement then fails or succeeds on its own).
    private func reconnectIfLost() {
        if PQstatus(handle) == CONNECTION_BAD {
            PQreset(handle)
            prepared.removeAll()
        }
    }

    /// Throws the result's error unless it finished well.
    private func check(_ result: OpaquePointer?, sql: String) throws(StoreError) {
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return
        default: throw error(result, sql: sql)
        }
    }

    /// The store error for a failed result: SQLSTATE, PostgreSQL's message, the SQL; a lost connection is
    /// `.unreachable` naming the server.
    private func error(_ result: OpaquePointer? = nil, sql: String) -> StoreError {
        let message = result.flatMap { PQresultErrorMessage($0) }.map { String(cString: $0) }
            ?? String(cString: PQerrorMessage(handle))
        let text = PostgresConnection.clean(message.isEmpty ? String(cString: PQerrorMessage(handle)) : message, url: url)
        if PQstatus(handle) != CONNECTION_OK {
            return StoreError(.unreachable, "lost the connection to PostgreSQL at \(url.endpoint): \(text)",
                              path: url.description, sql: sql)
        }
        let state = result.flatMap { PQresultErrorField($0, CLibPQ_diagSQLState()) }.map { String(cString: $0) }
        return StoreError(.postgres, state.map { "\(text) (SQLSTATE \($0))" } ?? text, path: url.description, sql: sql,
                          sqlState: state)
    }

    /// libpq's message on one line, with the password (if libpq ever echoed it) taken out.
    private static func clean(_ message: String, url: PostgresURL) -> String {
        var text = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        if let password = URLComponents(string: url.connectionString)?.password, !password.isEmpty {
            text = text.replacingOccurrences(of: password, with: "***")
        }
        return text
    }
}
