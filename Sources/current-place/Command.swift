import Foundation
import Places

/// One subcommand: `init` parses and validates (no I/O), `run` does the work.
protocol Command: Sendable {
    /// The word that selects it, e.g. "import".
    static var name: String { get }
    /// Its usage lines, the same in every language (its summary and `--help` text are in the message tables).
    static var usage: String { get }
    /// Parses the arguments after the command word; `words` is the language of the whole command line
    /// (read once, from `--lang` or the environment).
    init(arguments: [String], words: Localizer) throws(UsageError)
    /// Does the work.
    func run() throws -> ExitStatus
}

/// The store path: `--db`, else `$CURRENT_PLACE_DB`, else `places.sqlite`.
func databasePath(_ arguments: Arguments) -> String {
    arguments.value("db") ?? ProcessInfo.processInfo.environment["CURRENT_PLACE_DB"] ?? "places.sqlite"
}

/// The store as messages show it: the path, or a PostgreSQL URL without its password.
func shownStore(_ database: String) -> String {
    (try? StoreLocation(parsing: database))?.description ?? database
}
