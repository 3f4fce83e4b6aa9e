import Foundation
import Geo

/// The top level: picks the subcommand and maps errors to exit statuses.
enum CLI {
    /// Every subcommand, in the order `--help` lists them.
    static let commands = [
        CommandEntry(ImportCommand.self), CommandEntry(UpdateCommand.self), CommandEntry(PlaceCommand.self),
        CommandEntry(SearchCommand.self), CommandEntry(StatsCommand.self),
        CommandEntry(LikelyCommand.self), CommandEntry(EvaluateCommand.self), CommandEntry(MapCommand.self),
        CommandEntry(TilesCommand.self), CommandEntry(ServeCommand.self), CommandEntry(PickCommand.self),
        CommandEntry(HistoryCommand.self),
    ]

    /// `current-place --help` in `words`' language.
    static func overview(_ words: Localizer) -> String {
        let list = commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(words.summary(of: $0.name))" }
        let lines: [String] = [words(.tagline), "", words(.overviewUsage), "", words(.commandsHeading)] + list
            + ["", words(.overviewFooter)]
        return lines.joined(separator: "\n")
    }

    static func run(_ arguments: [String]) -> ExitStatus {
        // `--ui-lang` belongs to no command: read it first, wherever it is.
        let interface: String?
        var arguments = arguments
        do {
            (arguments, interface) = try InterfaceLanguageOption.extract(arguments)
        } catch {
            Console.error(error.text(Localizer(arguments: arguments)))
            return .usage
        }
        // No command, or options only: the terminal app.
        if arguments.first.map({ $0.hasPrefix("--") && !["--help", "-h"].contains($0) }) ?? true {
            arguments = ["pick"] + arguments
        }
        let words = Localizer(arguments: arguments, interface: interface)
        guard let word = arguments.first, !["--help", "-h", "help"].contains(word) else {
            Console.print(overview(words))
            return .success
        }
        guard let command = commands.first(where: { $0.name == word }) else {
            Console.error(words(.unknownCommand, ["word": word, "commands": commands.map(\.name).joined(separator: ", ")]))
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Console.print(command.help(words))
            return .success
        }
        do {
            return try command.execute(rest, words)
        } catch let error as UsageError {
            Console.error(error.text(words) + "\n" + words(.seeCommandHelp, ["command": word]))
            return FailureText.exitStatus(of: error)
        } catch {
            Console.error(FailureText.describe(error, words))
            return FailureText.exitStatus(of: error)
        }
    }
}

// A file-size limit (ulimit -f) must fail a write with an error we can report, not kill the process.
signal(SIGXFSZ, SIG_IGN)
exit(CLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
