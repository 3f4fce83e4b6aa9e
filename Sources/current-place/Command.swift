import CommandOptions
import Foundation
import Places

/// One subcommand: its options, declared once; `init` reads their values into typed ones (no I/O), `run` does the work.
protocol Command: Sendable {
    /// The word that selects it, e.g. "import".
    static var name: String { get }
    /// Its usage lines, the same in every language (its summary and `--help` text are in the message tables).
    static var usage: String { get }
    /// The options it takes, which the top level reads the words after the command against (with `--help`).
    static var options: [OptionSpec] { get }
    /// Reads the command line's values; `words` is the language of the whole command line (from `--ui-lang`,
    /// else `--lang`, else the environment).
    /// - Throws: ``UsageError`` or ``OptionError`` (exit 2), and nothing else.
    init(arguments: Arguments, words: Localizer) throws
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
