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
        let parts = at.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else {
            throw UsageError(.notAPosition, ["option": "--at", "value": at])
        }
        var accuracy = CurrentPlaceQuery.defaultAccuracy
        if let text = parsed.value("accuracy") {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { throw UsageError(.accuracyValue, ["value": text]) }
            accuracy = value
        }
        let time: QueryTime?
        do {
            time = try parsed.value("time").map { text throws(PlacesError) in try QueryTime.parse(text) }
        } catch {
            throw UsageError(.timeValue, ["value": parsed.value("time") ?? ""])
        }
        let fields: PlaceFields
        do {
            fields = try parsed.value("fields").map { text throws(PlacesError) in try PlaceFields.parse(text) } ?? .defaults
        } catch {
            throw UsageError(.fieldsValue, ["value": parsed.value("fields") ?? "", "valid": PlaceFields.validList])
        }
        let fix: LocationFix
        do {
            fix = try LocationFix.validated(latitude: latitude, longitude: longitude, horizontalAccuracy: accuracy,
                                            timestamp: time?.date)
        } catch {
            throw error.parameter == "accuracy" ? UsageError(.accuracyValue, ["value": parsed.value("accuracy") ?? ""])
                                                : UsageError(.notAPosition, ["option": "--at", "value": at])
        }
        let request = CurrentPlaceRequest(
            fix: fix, limit: try parsed.integer("limit", default: CurrentPlaceRequest.defaultLimit, in: CurrentPlaceRequest.limits),
            fields: fields, language: try parsed.language(), time: time)
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
