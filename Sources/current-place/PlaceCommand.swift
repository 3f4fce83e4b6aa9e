import CommandOptions
import Foundation
import Places
import PlacesAPI
import PlacesEngine

/// `current-place place ID [--lang xx] [--json]`
struct PlaceCommand: Command {
    static let name = "place"
    static let usage = """
    usage: current-place place ID [--lang xx] [--json] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, CommonOptions.language.spec, .flag("json"),
    ]

    let id: PlaceID
    let language: LanguageCode?
    let json: Bool
    let database: String
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard parsed.positionals.count == 1, let text = parsed.positionals.first else {
            throw UsageError(.placeNeedsOneID)
        }
        guard let id = PlaceID(text) else {
            throw UsageError(.notAPlaceID, ["value": text])
        }
        self.id = id
        language = try parsed.value(CommonOptions.language)
        json = parsed.flag("json")
        database = databasePath(parsed)
        self.words = words
    }

    func run() throws -> ExitStatus {
        let places = try PlacesService(storePath: database)
        guard let place = try places.place(id: id) else {
            Console.error(words(.noSuchPlace, ["id": "\(id)", "path": shownStore(database)]))
            return .failure
        }
        guard !json else {
            Console.print(try Console.json(PlaceJSON(place, language: language, week: (Date(), places.defaultTimeZone()))))
            return .success
        }
        var named: [PlaceID: Place] = [:]
        for other in place.containingPlaces + place.subDestinations where named[other] == nil {
            named[other] = try places.place(id: other)
        }
        Console.print(PlaceText.details(place, language: language, words: words, named: named))
        return .success
    }
}
