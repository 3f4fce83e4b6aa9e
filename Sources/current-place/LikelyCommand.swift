import AppSupport
import CommandOptions
import Foundation
import Geo
import Places
import PlacesAPI
import PlacesEngine

/// `current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] …`
struct LikelyCommand: Command {
    static let name = "likely"
    static let usage = """
    usage: current-place likely --at LAT,LON[,ACCURACY] [--accuracy M] [--time ISO8601] [--lang xx]
                                [--limit N] [--fields a,b,…] [--json] [--explain]
                                [--history FILE | --no-history] [--crowd FILE] [--db PATH]
           current-place likely --batch FILE|- [--explain] [--history FILE | --no-history] [--crowd FILE] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.history.spec, CommonOptions.store.spec, CommonOptions.position.spec, CommonOptions.accuracy.spec,
        .value("time", "ISO8601"), CommonOptions.language.spec, .value("limit", "N"), .value("fields", "a,b,…"), .value("batch", "FILE"),
        CommonOptions.noHistory, .flag("json"), .flag("explain"), CommonOptions.crowd.spec,
    ]

    enum Mode {
        case single(CurrentPlaceRequest, json: Bool)
        case batch(String)
    }

    let mode: Mode
    let explain: Bool
    let database: String
    /// Where the person's picks are read from; nil for `--no-history`.
    let history: PickHistory?
    /// A crowd file to rank with, read only (`--crowd`), or nil.
    let crowdPath: String?
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        self.words = words
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        explain = parsed.flag("explain")
        database = databasePath(parsed)
        history = try CommonOptions.history(parsed, environment: ProcessInfo.processInfo.environment)
        crowdPath = try parsed.value(CommonOptions.crowd)
        if let batch = parsed.value("batch") {
            guard parsed.value("at") == nil else { throw UsageError(.atOrBatch) }
            mode = .batch(batch)
            return
        }
        // The position as `pick --at` reads it (one parser, one default accuracy); its accuracy or `--accuracy`, not both.
        guard let at = try parsed.value(CommonOptions.position) else { throw UsageError(.likelyNeedsAt) }
        let accuracy = try parsed.value(CommonOptions.accuracy)
        if at.accuracy != nil, accuracy != nil { throw OptionError(.conflict, option: "--at LAT,LON,ACCURACY", other: "--accuracy") }
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
        let fix = LocationFix(coordinate: at.coordinate, horizontalAccuracy: at.accuracy ?? accuracy ?? LocationFix.defaultAccuracy,
                              timestamp: time?.date)
        let request = try CurrentPlaceRequest(fix: fix, limit: try parsed.integer("limit", default: CurrentPlaceRequest.defaultLimit,
                                                                               in: CurrentPlaceRequest.limits),
                                          fields: fields, language: try parsed.value(CommonOptions.language), time: time)
        mode = .single(request, json: parsed.flag("json"))
    }

    func run() throws -> ExitStatus {
        // The history first: a file that is not one stops the command before anything else is read.
        try history?.check()
        let visits = try history?.recent() ?? .empty
        let crowd = try crowdPath.map { path throws(PlacesError) in try CrowdStore(path, writable: false).counts }
        let places = try PlacesService(storePath: database, crowd: crowd)
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
