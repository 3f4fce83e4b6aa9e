import Foundation
import Geo

/// The top level: picks the subcommand and maps errors to exit statuses.
enum CLI {
    /// Every subcommand, in the order `--help` lists them.
    static let commands = [
        CommandEntry(ImportCommand.self), CommandEntry(PlaceCommand.self),
        CommandEntry(SearchCommand.self), CommandEntry(StatsCommand.self),
        CommandEntry(LikelyCommand.self), CommandEntry(EvaluateCommand.self), CommandEntry(MapCommand.self),
        CommandEntry(TilesCommand.self), CommandEntry(ServeCommand.self), CommandEntry(PickCommand.self),
    ]

    static var overview: String {
        """
        current-place — where am I right now? Offline, on OpenStreetMap data.

        usage: current-place [COMMAND] [OPTIONS]   (no command: the terminal app, `pick`)

        commands:
        \(commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        Run `current-place COMMAND --help` for a command's options.
        Exit status: 0 ok, 1 failure, 2 usage error.
        """
    }

    static func run(_ arguments: [String]) -> ExitStatus {
        // No command, or options only: the terminal app.
        if arguments.first.map({ $0.hasPrefix("--") && !["--help", "-h"].contains($0) }) ?? true {
            return run(["pick"] + arguments)
        }
        guard let word = arguments.first, !["--help", "-h", "help"].contains(word) else {
            Console.print(overview)
            return .success
        }
        guard let command = commands.first(where: { $0.name == word }) else {
            Console.error("unknown command \"\(word)\"; commands: \(commands.map(\.name).joined(separator: ", "))")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Console.print(command.help)
            return .success
        }
        do {
            return try command.execute(rest)
        } catch let error as UsageError {
            Console.error("\(error.message)\nRun `current-place \(word) --help` for usage.")
            return .usage
        } catch {
            Console.error("\(error)")
            return .failure
        }
    }
}

// A file-size limit (ulimit -f) must fail a write with an error we can report, not kill the process.
signal(SIGXFSZ, SIG_IGN)
exit(CLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
