import Foundation

/// One subcommand: `init` parses and validates (no I/O), `run` does the work.
protocol Command: Sendable {
    /// The word that selects it, e.g. "import".
    static var name: String { get }
    /// One line for the overview.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Parses the arguments after the command word.
    init(arguments: [String]) throws(UsageError)
    /// Does the work.
    func run() throws -> ExitStatus
}

/// The store path: `--db`, else `$CURRENT_PLACE_DB`, else `places.sqlite`.
func databasePath(_ arguments: Arguments) -> String {
    arguments.value("db") ?? ProcessInfo.processInfo.environment["CURRENT_PLACE_DB"] ?? "places.sqlite"
}

let databaseHelp = "  --db PATH        the place store (default: $CURRENT_PLACE_DB, else places.sqlite)"

/// A subcommand as the top level sees it: its words and how to run it.
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    let help: String
    let execute: @Sendable ([String]) throws -> ExitStatus

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        help = C.help
        execute = { arguments in try C(arguments: arguments).run() }
    }
}
