import CommandOptions
import Foundation
import Geo
import Places

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

    static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> ExitStatus {
        // `--ui-lang` belongs to no command: read it first, wherever it is. Until it is read, errors are in the
        // environment's language.
        let interface: LanguageCode?
        var arguments = arguments
        do {
            (arguments, interface) = try InterfaceLanguageOption.extract(arguments)
        } catch {
            Console.error(Localizer(option: nil, environment: environment).describe(error))
            return .usage
        }
        // The option tables as JSON, for the man pages and shell completion (packaging/help-docs.py).
        if arguments == ["--dump-options"] {
            Console.print(OptionTableDump.json(program: "current-place", global: [CommonOptions.interfaceLanguage.spec],
                                               commands: commands.map { ($0.name, $0.options) }))
            return .success
        }
        // No command, or options only: the terminal app.
        if arguments.first.map({ $0.hasPrefix("--") && !["--help", "-h"].contains($0) }) ?? true {
            arguments = ["pick"] + arguments
        }
        var words = Localizer(option: interface?.description, environment: environment)
        guard let word = arguments.first, !["--help", "-h", "help"].contains(word) else {
            Console.print(overview(words))
            return .success
        }
        guard let command = commands.first(where: { $0.name == word }) else {
            Console.error(words(.unknownCommand, ["word": word, "commands": commands.map(\.name).joined(separator: ", ")]))
            return .usage
        }
        // The line under a usage error, in the language the error is said in.
        let see = { (words: Localizer) in "\n" + words(.seeCommandHelp, ["command": word]) }
        let parsed: Arguments
        do {
            parsed = try Arguments(Array(arguments.dropFirst()), options: command.options)
        } catch {
            Console.error(words.describe(error) + see(words))
            return .usage
        }
        // The command line's language: `--ui-lang`, else the names' `--lang` (a value that is not a language is
        // refused by the command, in the environment's language).
        if interface == nil, let names = parsed.value(CommonOptions.language.spec.name), LanguageCode(names) != nil {
            words = Localizer(option: names, environment: environment)
        }
        if parsed.flag(CommonOptions.help.name) {
            Console.print(command.help(words))
            return .success
        }
        do {
            return try command.execute(parsed, words)
        } catch let error as UsageError {
            Console.error(error.text(words) + see(words))
            return .usage
        } catch let error as OptionError {
            Console.error(words.describe(error) + see(words))
            return .usage
        } catch {
            Console.error(FailureText.describe(error, words))
            return FailureText.exitStatus(of: error)
        }
    }
}

// A file-size limit (ulimit -f) must fail a write with an error we can report, not kill the process.
signal(SIGXFSZ, SIG_IGN)
exit(CLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
