import CommandOptions
import Places

/// `--middle FILE.sqlite`: for a PostgreSQL store, the updatable SQLite store that `import --updatable`
/// keeps and `update` applies changes to before the whole store is copied into PostgreSQL.
enum MiddleOption {
    /// The middle file of `command`'s arguments: needed with a PostgreSQL `--db` when `needed`
    /// (`update`; `import --updatable`), refused anywhere else.
    static func parse(_ arguments: Arguments, database: String, command: String, needed: Bool) throws(UsageError) -> String? {
        var onPostgres = false
        if case .postgres = try? StoreLocation(parsing: database) { onPostgres = true }
        guard let value = arguments.value("middle") else {
            if onPostgres && needed { throw UsageError(.middleNeeded, ["command": command]) }
            return nil
        }
        var isFile = !value.isEmpty && value != "-" && !value.hasSuffix("/")
        if case .postgres = try? StoreLocation(parsing: value) { isFile = false }
        guard isFile else { throw UsageError(.middleValue, ["value": value]) }
        guard onPostgres && needed else { throw UsageError(.middleOnlyPostgres) }
        return value
    }
}
