import AppSupport
import Foundation
import PlacesAPI

/// `current-place history [--history FILE] [--forget]`: how many picks are kept, and where; or forget them all.
struct HistoryCommand: Command {
    static let name = "history"
    static let usage = """
    usage: current-place history [--history FILE] [--forget]
    """

    let history: PickHistory
    let forget: Bool
    let words: Localizer

    init(arguments: [String], words: Localizer) throws(UsageError) {
        self.words = words
        let parsed = try Arguments(arguments, options: HistoryOption.options.union(["lang"]), flags: ["forget"])
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        _ = try parsed.language()
        guard let history = try HistoryOption.parse(parsed) else { throw UsageError(.historyNoFile) }
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
