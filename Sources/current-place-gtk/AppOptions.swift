import AppSupport
import Foundation
import Geo
import Places

/// The native app's command line, read once: `current-place-gtk [--db STORE] [--lang CODE] [--ui-lang CODE] [--history FILE |
/// --no-history] [--tiles-url URL] [--approximate] [--location-timeout SECONDS] [--default-location LAT,LON]
/// [--size WIDTHxHEIGHT]`.
struct AppOptions {
    /// What is wrong with a command line (exit 2).
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        usage: current-place-gtk [--db STORE] [--lang CODE] [--ui-lang CODE] [--history FILE | --no-history] [--tiles-url URL]
                                 [--approximate] [--location-timeout SECONDS] [--default-location LAT,LON]
                                 [--size WIDTHxHEIGHT]
        """

    /// `--help`: the options, on standard output (``help``).
    static let help = usage + """


        The tutorial's app on Linux desktops and phones: your position from GeoClue, the
        system's location service; "Get Place" lists the five places you are most likely
        at, and a pick puts a marker with the place's name and address on the map. With
        no position (GeoClue refuses the app, is missing, or gives no fix in time) the map
        opens at the default location, with a notice.

          --db STORE           the place store, a file or postgresql://… (default:
                               $CURRENT_PLACE_DB, else the first store that exists of
                               $XDG_DATA_HOME/current-place/places.sqlite and
                               /var/lib/current-place/places.sqlite, else places.sqlite)
          --lang CODE          names in this language when the data has them (default:
                               the locale's, from LC_ALL, LC_MESSAGES or LANG)
          --ui-lang CODE       the app's own language, when it differs from the names'
          --history FILE       where your picks are kept (default: the terminal app's,
                               $XDG_DATA_HOME/current-place/history.sqlite; FILE.jsonl:
                               JSON lines)
          --no-history         keep no picks and rank without them
          --tiles-url URL      draw the map from a `current-place serve` instead, e.g.
                               http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png
          --approximate        ask GeoClue for city-level accuracy only: areas, zoom 10
          --location-timeout S seconds to wait for the first position, 0.1–600 (default 10)
          --default-location LAT,LON
                               where the map opens without a position (default: the
                               centre of the store)
          --size WxH           the window's size in pixels, 200–8000 each (default 1000x700)
          --help               print this help

        GeoClue knows the app by its desktop id, org.currentplace.CurrentPlace: an
        administrator can refuse it with [org.currentplace.CurrentPlace] allowed=false in
        /etc/geoclue/geoclue.conf.
        Exit status: 0 ok, 1 failure, 2 usage error.
        """

    /// Whether `--help` was given: then nothing else is read, and the app prints ``help`` and exits.
    var showsHelp = false
    /// The store: a file or a PostgreSQL URL (``defaultStore(environment:)`` unless `--db` names one).
    var store = StoreLocation.file(path: "places.sqlite")
    /// The language of place names (and of the app, without `--ui-lang`); nil: the locale's (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`).
    var language: LanguageCode?
    /// The app's own language when it differs from the names' (`--ui-lang`); nil: ``language``.
    var interfaceLanguage: LanguageCode?
    /// Where picks are kept (the terminal app's file by default); nil: nowhere.
    var history: PickHistory?
    /// Tiles from a `current-place serve` instead of drawing them in-process.
    var tilesURL: String?
    /// Whether to ask GeoClue for city-level accuracy only.
    var approximate = false
    /// How long to wait for the first position before showing the default location.
    var locationTimeout: Double = 10
    /// Where the map opens without a position; nil: the store's centre.
    var defaultLocation: Coordinate?
    /// The window's size at start.
    var width = 1000
    var height = 700

    /// Reads `arguments` (without the program's name) with `environment` for the defaults.
    /// - Throws: ``Problem`` naming the option and the value.
    init(_ arguments: [String], environment: [String: String]) throws(Problem) {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("--"), word.count > 2 else { throw Problem(description: "unexpected argument '\(word)'") }
            let name = String(word.dropFirst(2))
            switch name {
            case "approximate", "no-history", "help":
                guard flags.insert(name).inserted else { throw Problem(description: "--\(name) is given twice") }
            case "db", "lang", "ui-lang", "history", "tiles-url", "location-timeout", "default-location", "size":
                guard let value = rest.popFirst() else { throw Problem(description: "--\(name) needs a value") }
                guard values.updateValue(value, forKey: name) == nil else { throw Problem(description: "--\(name) is given twice") }
            default:
                throw Problem(description: "unknown option --\(name)")
            }
        }
        if flags.contains("help") {
            showsHelp = true
            return
        }
        if let db = values["db"] ?? environment["CURRENT_PLACE_DB"] {
            let option = values["db"] == nil ? "$CURRENT_PLACE_DB" : "--db"
            do { store = try StoreLocation(parsing: db) } catch { throw Problem(description: "\(option): \(error.message)") }
        } else {
            store = .file(path: AppOptions.defaultStore(environment: environment))
        }
        if let lang = values["lang"] {
            guard let code = LanguageCode(lang) else { throw Problem(description: "--lang '\(lang)' is not a language code (e.g. en, fr, ar)") }
            language = code
        } else {
            language = LanguageCode.locale(environment)
        }
        if let lang = values["ui-lang"] {
            guard let code = LanguageCode(lang) else { throw Problem(description: "--ui-lang '\(lang)' is not a language code (e.g. en, fr, ar)") }
            interfaceLanguage = code
        }
        approximate = flags.contains("approximate")
        if flags.contains("no-history") {
            guard values["history"] == nil else { throw Problem(description: "--history and --no-history cannot both be given") }
        } else if let file = values["history"] {
            guard let named = PickHistory(option: file) else { throw Problem(description: "--history '\(file)' names no file") }
            history = named
        } else {
            history = PickHistory.defaultFile(environment: environment)
        }
        if let url = values["tiles-url"] {
            guard url.hasPrefix("http://") || url.hasPrefix("https://"), url.contains("{z}"), url.contains("{x}"), url.contains("{y}")
            else { throw Problem(description: "--tiles-url '\(url)' must be an http(s) URL with {z}, {x} and {y}") }
            tilesURL = url
        }
        if let text = values["location-timeout"] {
            guard let seconds = Double(text), seconds.isFinite, (0.1...600).contains(seconds)
            else { throw Problem(description: "--location-timeout '\(text)' must be a number of seconds from 0.1 to 600") }
            locationTimeout = seconds
        }
        if let text = values["default-location"] {
            do {
                defaultLocation = try Coordinate.parse(text)
            } catch {
                throw Problem(description: "--default-location '\(text.prefix(40))' must be LAT,LON in degrees, e.g. 60.1699,24.9384")
            }
        }
        if let text = values["size"] {
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  (200...8000).contains(width), (200...8000).contains(height)
            else { throw Problem(description: "--size '\(text)' must be WIDTHxHEIGHT in pixels, each from 200 to 8000") }
            self.width = width
            self.height = height
        }
    }

    /// The store an app opened from a desktop's launcher reads: the person's own
    /// (`$XDG_DATA_HOME/current-place/places.sqlite`, else `~/.local/share/…`), else the system's (the
    /// server's, `/var/lib/current-place/places.sqlite`), the first that exists; else `places.sqlite`.
    static func defaultStore(environment: [String: String], exists: (String) -> Bool = FileManager.default.fileExists)
        -> String {
        var candidates: [String] = []
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            candidates.append(data + "/current-place/places.sqlite")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            candidates.append(home + "/.local/share/current-place/places.sqlite")
        }
        candidates.append("/var/lib/current-place/places.sqlite")
        return candidates.first(where: exists) ?? "places.sqlite"
    }
}
