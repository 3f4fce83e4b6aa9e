import AppSupport
import CommandOptions
import Location
import OSMImport
import Places
import PlacesAPI
import Server

/// How a failure is told to the user: the store's common failures in the user's language,
/// anything else as its own description after a translated lead; and the one map from
/// errors to exit statuses.
enum FailureText {
    /// The exit status of a failure: 2 when the command line asked for something
    /// out of range (the engine's `invalidArgument`), else 1.
    static func exitStatus(of error: any Error) -> ExitStatus {
        switch error {
        case is UsageError, is OptionError: return .usage
        case let error as PickHistoryError: return error.isUsage ? .usage : .failure
        case let error as PlacesError where error.code == .invalidArgument: return .usage
        default: return .failure
        }
    }

    static func describe(_ error: any Error, _ words: Localizer) -> String {
        if let error = error as? OptionError { return words.describe(error) }
        if let error = error as? ServerError {
            // The server names its setting; the command line names the flag that gives it.
            let flag = error.parameter.flatMap { ServeCommand.settingFlags[$0] }
            return words(.failed, ["detail": flag.map { "\(error.message) (\($0))" } ?? error.message])
        }
        if let error = error as? PickHistoryError {
            let values = ["path": error.path, "detail": error.message]
            switch error.code {
            case .folder: return words(.historyFolder, values)
            case .noFolder: return words(.historyNoFolder, values)
            case .notAHistory: return words(.historyNotAHistory, values)
            case .badLine: return words(.historyBadLine, values.merging(["line": error.line.map(String.init) ?? "?"]) { $1 })
            case .unreadable: return words(.historyUnreadable, values)
            case .cannotWrite: return words(.historyCannotWrite, values)
            }
        }
        if let error = error as? PlacesError, let path = error.path {
            switch error.code {
            case .storeMissing: return words(.storeMissing, ["path": path])
            case .notAStore: return words(.storeNotAStore, ["path": path])
            case .unsupportedSchema: return words(.storeSchema, ["path": path])
            case .storeCorrupt: return words(.storeCorrupt, ["path": path])
            default: break
            }
        }
        if let error = error as? ImportError, let path = error.path {
            switch error.code {
            case .noFile: return words(.importNoFile, ["path": path])
            case .folder: return words(.importFolder, ["path": path])
            case .unreadable: return words(.importUnreadable, ["path": path])
            case .unknownType: return words(.importUnknownType, ["path": path, "types": error.detail])
            case .notOSM: return words(.importNotOSM, ["path": path, "detail": error.detail])
            case .notUpdatable: return words(.storeNotUpdatable, ["path": path])
            case .busy: return words(.storeBusy, ["path": path])
            case .other: break
            }
        }
        return words(.failed, ["detail": "\(error)"])
    }

    /// Why a position source gave no position, in `words`' language.
    static func reason(_ error: (any Error)?, waited seconds: Int, _ words: Localizer) -> String {
        guard let error else { return words(.reasonNoFix, ["seconds": "\(seconds)"]) }
        guard let error = error as? LocationError else { return "\(error)" }
        let message: Message
        switch error.code {
        case .badInput: return error.message
        case .noFile: message = .reasonNoFile
        case .unreadable: message = .reasonUnreadable
        case .notATrack: message = .reasonNotATrack
        case .noPosition: message = .reasonNoPosition
        case .unreachable: message = .reasonUnreachable
        case .timedOut: message = .reasonTimedOut
        case .closed: message = .reasonClosed
        }
        return words(message, ["subject": error.path ?? ""])
    }
}
