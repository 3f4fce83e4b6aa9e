import Foundation
import Geo
import Places
import PlacesEngine

/// `current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] …`
struct LikelyCommand: Command {
    static let name = "likely"
    static let summary = "the places a person at a position is most likely at"
    static let help = """
    usage: current-place likely --at LAT,LON [--accuracy M] [--time ISO8601] [--lang xx]
                                [--limit N] [--fields a,b,…] [--json] [--explain] [--db PATH]
           current-place likely --batch FILE|- [--explain] [--db PATH]

    Lists the places the person is most likely at, with their likelihood.
    Fixes of 1000 m accuracy or more are approximate: the answer is areas
    (neighbourhood, suburb, city) and the map should zoom to 10, not 15.

      --at LAT,LON     the position, in degrees
      --accuracy M     radius of 68 % confidence in metres (default 20)
      --time ISO8601   when the person is there, e.g. 2026-11-30T12:00:00+02:00;
                       places closed then become much less likely
      --lang xx        names in this language when the data has them
      --limit N        how many places, 1–20 (default 5)
      --fields a,b     fields of each place in JSON (default: id, displayName,
                       formattedAddress, location, primaryType, types; * = all)
      --json           print JSON (see docs/API.md)
      --explain        say why: distance, footprint, opening hours, prior
      --batch FILE|-   JSON lines of fixes in ({"lat":…,"lng":…,"accuracy":…,
                       "time":…,"limit":…,"lang":…,"fields":…}), one JSON answer
                       per line out, in order; a bad line gets an error object
    \(databaseHelp)
    """

    enum Mode {
        case single(CurrentPlaceQuery, json: Bool)
        case batch(String)
    }

    let mode: Mode
    let explain: Bool
    let database: String

    init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, options: ["db", "at", "accuracy", "time", "lang", "limit", "fields", "batch"],
                                   flags: ["json", "explain"])
        guard parsed.positionals.isEmpty else { throw UsageError("likely takes no positional arguments; use --at LAT,LON") }
        explain = parsed.flag("explain")
        database = databasePath(parsed)
        if let batch = parsed.value("batch") {
            guard parsed.value("at") == nil else { throw UsageError("use either --at or --batch, not both") }
            mode = .batch(batch)
            return
        }
        guard let at = parsed.value("at") else { throw UsageError("likely needs --at LAT,LON (or --batch FILE)") }
        let parts = at.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else {
            throw UsageError("--at \"\(at)\" is not a position; write LAT,LON in degrees, e.g. 60.1699,24.9384")
        }
        var parameters = ["lat": parts[0], "lng": parts[1]]
        for (option, parameter) in [("accuracy", "accuracy"), ("time", "time"), ("lang", "lang"), ("limit", "limit"), ("fields", "fields")] {
            if let value = parsed.value(option) { parameters[parameter] = value }
        }
        do {
            mode = .single(try CurrentPlaceQuery.parse(parameters), json: parsed.flag("json"))
        } catch {
            throw UsageError(LikelyCommand.optionMessage(error))
        }
    }

    /// An error message that names the command-line option rather than the API parameter.
    static func optionMessage(_ error: LikelihoodError) -> String {
        let option = ["lat": "--at", "lng": "--at", "accuracy": "--accuracy", "time": "--time", "lang": "--lang",
                      "limit": "--limit", "fields": "--fields"][error.parameter ?? ""] ?? "input"
        return "\(option): \(error.message)"
    }

    func run() throws -> ExitStatus {
        let client = try PlacesClient(storePath: database)
        switch mode {
        case .batch(let source):
            return try LikelyBatch(client: client, explain: explain).run(source: source)
        case .single(let query, let json):
            let answer = try client.currentPlace(for: query)
            if json {
                Console.print(try Console.json(CurrentPlaceJSON(answer, fields: query.fields, language: query.language, explain: explain)))
            } else {
                Console.print(LikelyText.render(answer, query: query, explain: explain, words: Localizer(option: query.language)))
            }
            return .success
        }
    }
}
