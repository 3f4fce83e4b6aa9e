import Foundation
import Geo
import Places
import PlacesEngine

/// `current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] …`
struct LikelyCommand: Command {
    static let name = "likely"
    static let usage = """
    usage: current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] [--lang xx]
                                [--limit N] [--fields a,b,…] [--json] [--explain] [--db PATH]
           current-place likely --batch FILE|- [--explain] [--db PATH]
    """

    enum Mode {
        case single(CurrentPlaceQuery, json: Bool)
        case batch(String)
    }

    let mode: Mode
    let explain: Bool
    let database: String
    let words: Localizer

    init(arguments: [String]) throws(UsageError) {
        words = Localizer(arguments: arguments)
        let parsed = try Arguments(arguments, options: ["db", "at", "accuracy", "time", "lang", "limit", "fields", "batch"],
                                   flags: ["json", "explain"])
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        explain = parsed.flag("explain")
        database = databasePath(parsed)
        if let batch = parsed.value("batch") {
            guard parsed.value("at") == nil else { throw UsageError(.atOrBatch) }
            mode = .batch(batch)
            return
        }
        guard let at = parsed.value("at") else { throw UsageError(.likelyNeedsAt) }
        let parts = at.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else {
            throw UsageError(.notAPosition, ["option": "--at", "value": at])
        }
        var parameters = ["lat": parts[0], "lng": parts[1]]
        for (option, parameter) in [("accuracy", "accuracy"), ("time", "time"), ("lang", "lang"), ("limit", "limit"), ("fields", "fields")] {
            if let value = parsed.value(option) { parameters[parameter] = value }
        }
        do {
            mode = .single(try CurrentPlaceQuery.parse(parameters), json: parsed.flag("json"))
        } catch {
            throw LikelyCommand.usageError(error, at: at, parameters: parameters)
        }
    }

    /// The usage error for a query the engine refused, naming the command-line option and its value.
    static func usageError(_ error: LikelihoodError, at: String, parameters: [String: String]) -> UsageError {
        let value = { (name: String) in parameters[name] ?? "" }
        switch error.parameter {
        case "accuracy": return UsageError(.accuracyValue, ["value": value("accuracy")])
        case "time": return UsageError(.timeValue, ["value": value("time")])
        case "lang": return UsageError(.langValue, ["value": value("lang")])
        case "limit": return UsageError(.wholeNumberInRange, ["option": "--limit", "min": "1", "max": "20", "value": value("limit")])
        case "fields": return UsageError(.fieldsValue, ["value": value("fields"), "valid": PlaceFields.validList])
        default: return UsageError(.notAPosition, ["option": "--at", "value": at])
        }
    }

    func run() throws -> ExitStatus {
        let client = try PlacesClient(storePath: database)
        switch mode {
        case .batch(let source):
            return try LikelyBatch(client: client, explain: explain, words: words).run(source: source)
        case .single(let query, let json):
            let answer = try client.currentPlace(for: query)
            if json {
                Console.print(try Console.json(CurrentPlaceJSON(answer, fields: query.fields, language: query.language, explain: explain)))
            } else {
                Console.print(LikelyText.render(answer, query: query, explain: explain, words: words))
            }
            return .success
        }
    }
}
