import AppSupport
import Foundation
import Geo
import Places
import PlacesAPI
import PlacesEngine

/// `current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] …`
struct LikelyCommand: Command {
    static let name = "likely"
    static let usage = """
    usage: current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] [--lang xx]
                                [--limit N] [--fields a,b,…] [--json] [--explain]
                                [--history FILE | --no-history] [--db PATH]
           current-place likely --batch FILE|- [--explain] [--history FILE | --no-history] [--db PATH]
    """

    enum Mode {
        case single(CurrentPlaceRequest, json: Bool)
        case batch(String)
    }

    let mode: Mode
    let explain: Bool
    let database: String
    /// Where the person's picks are read from; nil for `--no-history`.
    let history: PickHistory?
    let words: Localizer

    init(arguments: [String], words: Localizer) throws(UsageError) {
        self.words = words
        let parsed = try Arguments(arguments, options: HistoryOption.options.union(["db", "at", "accuracy", "time", "lang", "limit",
                                                                                    "fields", "batch"]),
                                   flags: HistoryOption.flags.union(["json", "explain"]))
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        explain = parsed.flag("explain")
        database = databasePath(parsed)
        history = try HistoryOption.parse(parsed)
        if let batch = parsed.value("batch") {
            guard parsed.value("at") == nil else { throw UsageError(.atOrBatch) }
            mode = .batch(batch)
            return
        }
        guard let at = parsed.value("at") else { throw UsageError(.likelyNeedsAt) }
        // The one parser of a current-place question (the API's and --batch's), its errors said as option errors.
        let parts = at.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw UsageError(.notAPosition, ["option": "--at", "value": at]) }
        var parameters = ["lat": String(parts[0]), "lng": String(parts[1])]
        for name in ["accuracy", "time", "fields", "limit", "lang"] {
            if let value = parsed.value(name) { parameters[name] = value }
        }
        let request: CurrentPlaceRequest
        do {
            request = try CurrentPlaceQuery.parse(parameters).request
        } catch {
            let value = parsed.value(error.parameter ?? "") ?? ""
            switch error.parameter {
            case "accuracy": throw UsageError(.accuracyValue, ["value": value])
            case "time": throw UsageError(.timeValue, ["value": value])
            case "fields": throw UsageError(.fieldsValue, ["value": value, "valid": PlaceFields.validList])
            case "lang": throw UsageError(.langValue, ["value": value])
            case "limit":
                throw UsageError(.wholeNumberInRange, ["option": "--limit", "min": "\(CurrentPlaceRequest.limits.lowerBound)",
                                                       "max": "\(CurrentPlaceRequest.limits.upperBound)", "value": value])
            default: throw UsageError(.notAPosition, ["option": "--at", "value": at])
            }
        }
        mode = .single(request, json: parsed.flag("json"))
    }

    func run() throws -> ExitStatus {
        // The history first: a file that is not one stops the command before anything else is read.
        try history?.check()
        let visits = try history?.recent() ?? .empty
        let places = try PlacesService(storePath: database)
        switch mode {
        case .batch(let source):
            return try LikelyBatch(places: places, explain: explain, history: visits, words: words).run(source: source)
        case .single(var request, let json):
            request.history = visits
            let answer = try places.currentPlace(request)
            if json {
                let week = request.time.map { ($0.date, $0.timeZone) } ?? (Date(), places.defaultTimeZone())
                Console.print(try Console.json(CurrentPlaceJSON(answer, fields: request.fields, language: request.language,
                                                                explain: explain, week: week)))
            } else {
                Console.print(LikelyText.render(answer, request: request, explain: explain, words: words))
            }
            return .success
        }
    }
}
