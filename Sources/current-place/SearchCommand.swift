import CommandOptions
import Foundation
import Geo
import Places
import PlacesAPI
import PlacesEngine

/// `current-place search TEXT [--near LAT,LON] [--limit N] [--json]`
struct SearchCommand: Command {
    static let name = "search"
    static let usage = """
    usage: current-place search TEXT [--near LAT,LON] [--limit N] [--lang xx] [--json] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .value("near", "LAT,LON"), .value("limit", "N"), CommonOptions.language.spec, .flag("json"),
    ]

    let text: String
    let near: Coordinate?
    let limit: Int
    let language: LanguageCode?
    let json: Bool
    let database: String
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard !parsed.positionals.isEmpty else { throw UsageError(.searchNeedsText) }
        text = parsed.positionals.joined(separator: " ")
        do {
            near = try parsed.value("near").map { text throws(CoordinateError) in try Coordinate.parse(text) }
        } catch {
            throw UsageError(.notAPosition, ["option": "--near", "value": parsed.value("near") ?? ""])
        }
        limit = try parsed.integer("limit", default: 10, in: PlaceSearch.limits)
        language = try parsed.value(CommonOptions.language)
        json = parsed.flag("json")
        database = databasePath(parsed)
        self.words = words
    }

    /// One result in JSON.
    struct ResultJSON: Encodable {
        let place: PlaceJSON
        let distanceMeters: Double?
    }

    func run() throws -> ExitStatus {
        let places = try PlacesService(storePath: database)
        let results = try places.search(PlaceSearch(text: text, near: near, limit: limit))
        if json {
            let body = results.map { ResultJSON(place: PlaceJSON($0.place, language: language, week: (Date(), places.defaultTimeZone())),
                                                distanceMeters: $0.distance.map { $0.rounded() }) }
            Console.print(try Console.json(body))
            return .success
        }
        if results.isEmpty { Console.print(words(.searchNoMatch, ["text": text])) }
        for (rank, result) in results.enumerated() {
            let distance = result.distance.map { String(format: " %.0f m", $0) } ?? ""
            Console.print("\(rank + 1). \(PlaceText.line(result.place, language: language))\(distance)")
        }
        return .success
    }
}
