import AppSupport
import CommandOptions
import Foundation
import PlacesAPI

/// `current-place history [--history FILE] [--forget]`: how many picks are kept, and where; or forget them all.
struct HistoryCommand: Command {
    static let name = "history"
    static let usage = """
    usage: current-place history [--history FILE] [--forget] [--lang xx]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.history.spec, CommonOptions.language.spec, .flag("forget"),
    ]

    let history: PickHistory
    let forget: Bool
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        self.words = words
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        _ = try parsed.value(CommonOptions.language)
        guard let history = try CommonOptions.history(parsed, environment: ProcessInfo.processInfo.environment) else { throw UsageError(.historyNoFile) }
        self.history = history
        forget = parsed.flag("forget")
    }

    func run() throws -> ExitStatus {
        if forget {
            let count = try history.forget()
            Console.print(words(.historyForgot, count: count, ["count": words.number(Double(count)), "path": history.path]))
        } else {
            let count = try history.count()
            Console.print(words(.historyCount, count: count, ["count": words.number(Double(count)), "path": history.path]))
        }
        return .success
    }
}
