import AppSupport
import Foundation
import PlacesAPI

/// `--history FILE` and `--no-history`: where the person's picks are kept, read once from the command line.
enum HistoryOption {
    /// The option that takes a value.
    static let options: Set<String> = ["history"]
    /// The flag.
    static let flags: Set<String> = ["no-history"]

    /// The history file of a command line: `--history FILE`, else the default
    /// file; nil for `--no-history`, or when neither `XDG_DATA_HOME` nor `HOME` names a folder.
    /// - Throws: ``UsageError`` for both options at once, or a `FILE` that names no file (`""`, `-`, `dir/`).
    static func parse(_ arguments: Arguments,
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) -> PickHistory? {
        let file = arguments.value("history")
        if arguments.flag("no-history") {
            guard file == nil else { throw UsageError(.historyOrNoHistory) }
            return nil
        }
        if let file {
            guard let history = PickHistory(option: file) else { throw UsageError(.historyValue, ["value": file]) }
            return history
        }
        return PickHistory.defaultFile(environment: environment)
    }
}
