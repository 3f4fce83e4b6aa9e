import PlaceStore
import Places

/// `current-place place ID [--lang xx] [--json]`
struct PlaceCommand: Command {
    static let name = "place"
    static let summary = "show one place by its id (n123, w456, r789)"
    static let help = """
    usage: current-place place ID [--lang xx] [--json] [--db PATH]

    Shows every stored detail of a place. IDs are the OSM object's type
    letter and number: n123 (node), w456 (way), r789 (relation).

      --lang xx        show the name in this language when the data has it
      --json           print JSON
    \(databaseHelp)
    """

    let id: PlaceID
    let language: String?
    let json: Bool
    let database: String

    init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, options: ["db", "lang"], flags: ["json"])
        guard parsed.positionals.count == 1, let text = parsed.positionals.first else {
            throw UsageError("place needs exactly one id, e.g. w123456")
        }
        guard let id = PlaceID(text) else {
            throw UsageError("\"\(text)\" is not a place id; ids look like n123, w456 or r789")
        }
        self.id = id
        language = parsed.value("lang")
        json = parsed.flag("json")
        database = databasePath(parsed)
    }

    func run() throws -> ExitStatus {
        let store = try PlaceStore(path: database)
        guard let place = try store.place(id: id) else {
            Console.error("no place with id \(id) in \(database)")
            return .failure
        }
        Console.print(json ? try Console.json(PlaceJSON(place, language: language))
                           : PlaceText.details(place, language: language, words: Localizer(option: language)))
        return .success
    }
}
