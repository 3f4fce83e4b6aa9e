import Foundation

/// One subcommand: `init` parses and validates (no I/O), `run` does the work.
protocol Command: Sendable {
    /// The word that selects it, e.g. "import".
    static var name: String { get }
    /// Its usage lines, the same in every language (its summary and `--help` text are in the message tables).
    static var usage: String { get }
    /// Parses the arguments after the command word.
    init(arguments: [String]) throws(UsageError)
    /// Does the work.
    func run() throws -> ExitStatus
}

/// The store path: `--db`, else `$CURRENT_PLACE_DB`, else `places.sqlite`.
func databasePath(_ arguments: Arguments) -> String {
    arguments.value("db") ?? ProcessInfo.processInfo.environment["CURRENT_PLACE_DB"] ?? "places.sqlite"
}

/// A subcommand as the top level sees it: its words and how to run it.
struct CommandEntry: Sendable {
    let name: String
    let usage: String
    let execute: @Sendable ([String]) throws -> ExitStatus

    init<C: Command>(_ type: C.Type) {
        name = C.name
        usage = C.usage
        execute = { arguments in try C(arguments: arguments).run() }
    }

    /// The full `--help` text in `words`' language: the translated "usage:" heading, the usage lines
    /// (the same in every language) under it, then the translated text.
    func help(_ words: Localizer) -> String {
        let prefix = "usage: "
        let lines = usage.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix(prefix) { return "  " + line.dropFirst(prefix.count) }
            // A continuation line was aligned under the text after "usage: "; keep it aligned under the indent.
            let spaces = line.prefix { $0 == " " }.count
            return "  " + line.dropFirst(min(prefix.count, spaces))
        }
        return ([words(.usageHeading)] + lines + ["", words.help(of: name)]).joined(separator: "\n")
    }
}
