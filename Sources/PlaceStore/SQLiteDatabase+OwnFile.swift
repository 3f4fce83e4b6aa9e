import Foundation

extension SQLiteDatabase {
    /// Opens a file of the apps' own (a pick history, a crowd): with `create`, read-write and made when missing,
    /// readable and writable by its owner only (mode 0600) from its first byte; else read-only.
    /// - Parameter what: the file's name in messages, e.g. "history file".
    /// - Throws: ``StoreError`` `.missing` when there is no file and `create` is false, `.io` when it cannot be made,
    ///   or SQLite's error when it cannot be opened.
    package static func openOwnFile(_ path: String, create: Bool, what: String) throws(StoreError) -> SQLiteDatabase {
        if !FileManager.default.fileExists(atPath: path) {
            guard create else { throw StoreError(.missing, "no \(what)", path: path) }
            // Made here, not by SQLite, so that it is private from its first byte.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                close(descriptor)
            } else if errno != EEXIST {  // EEXIST: another process made it a moment ago
                throw StoreError(.io, "cannot create the \(what): \(String(cString: strerror(errno)))", path: path)
            }
        }
        return try SQLiteDatabase(path: path, readOnly: !create)
    }

    /// The file's `application_id` and how many schema objects it has, read in one statement and so one
    /// snapshot (another process making the file between two reads would show its tables without its mark).
    /// - Throws: ``StoreError`` `.notAStore` when the file is not an SQLite database.
    package func applicationHeader() throws(StoreError) -> (application: Int64, tables: Int64) {
        do throws(StoreError) {
            let header = try prepare("SELECT application_id, (SELECT count(*) FROM sqlite_master) FROM pragma_application_id")
            guard try header.step() else { throw StoreError(.notAStore, "no application id", path: path) }
            return (header.int(0), header.int(1))
        } catch {
            throw StoreError(.notAStore, error.message, path: path)
        }
    }
}
