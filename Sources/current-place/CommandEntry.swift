import CommandOptions
import Foundation

/// A subcommand as the top level sees it: its words and how to run it.
struct CommandEntry: Sendable {
    let name: String
    let usage: String
    /// Its options and `--help`.
    let options: [OptionSpec]
    let execute: @Sendable (Arguments, Localizer) throws -> ExitStatus

    init<C: Command>(_ type: C.Type) {
        name = C.name
        usage = C.usage
        options = C.options + [CommonOptions.help]
        execute = { arguments, words in try C(arguments: arguments, words: words).run() }
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
