import AppSupport
import CommandOptions
import Foundation
import Geo
import Places

/// The native app's command line, read once: `current-place-gtk [--db STORE] [--lang CODE] [--ui-lang CODE] [--history FILE |
/// --no-history] [--tiles-url URL] [--approximate] [--location-timeout SECONDS] [--default-location LAT,LON]
/// [--size WIDTHxHEIGHT]`.
struct AppOptions {
    /// The options it takes: the command line's own declarations where they are shared (``CommonOptions``).
    static let specs: [OptionSpec] = [
        CommonOptions.store.spec, CommonOptions.language.spec, CommonOptions.interfaceLanguage.spec, CommonOptions.history.spec,
        CommonOptions.noHistory, tilesURLOption.spec, .flag("approximate"), locationTimeoutOption.spec,
        CommonOptions.defaultLocation.spec, sizeOption.spec, CommonOptions.help,
    ]
    /// `--tiles-url URL`: an http(s) URL with `{z}`, `{x}` and `{y}`.
    static let tilesURLOption = Option(.value("tiles-url", "URL"), form: .tileURL) { url -> String? in
        (url.hasPrefix("http://") || url.hasPrefix("https://")) && url.contains("{z}") && url.contains("{x}") && url.contains("{y}")
            ? url : nil
    }
    /// The range of `--location-timeout`, in seconds.
    static let locationTimeouts = 0.1...600.0
    /// `--location-timeout SECONDS`.
    static let locationTimeoutOption = Option(.value("location-timeout", "SECONDS"),
                                              form: .number(minimum: locationTimeouts.lowerBound, maximum: locationTimeouts.upperBound)) {
        text -> Double? in
        guard let seconds = Double(text), seconds.isFinite, locationTimeouts.contains(seconds) else { return nil }
        return seconds
    }
    /// The range of each side of `--size`, in pixels.
    static let sizes = 200...8000
    /// `--size WIDTHxHEIGHT`.
    static let sizeOption = Option(.value("size", "WIDTHxHEIGHT"), form: .pixelSize(minimum: sizes.lowerBound, maximum: sizes.upperBound)) {
        text -> (width: Int, height: Int)? in
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), sizes.contains(width), sizes.contains(height)
        else { return nil }
        return (width, height)
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
          --location-timeout S seconds to wait for the first position, \(locationTimeouts.lowerBound)–\(Int(locationTimeouts.upperBound)) (default 10)
          --default-location LAT,LON
                               where the map opens without a position (default: the
                               centre of the store)
          --size WxH           the window's size in pixels, \(sizes.lowerBound)–\(sizes.upperBound) each (default 1000x700)
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

    /// The language the app speaks for a command line: `--ui-lang`, else `--lang`, else the locale's (a value
    /// that is not a language is passed over here, and refused by ``init(_:environment:)``).
    static func interfaceLanguage(_ arguments: Arguments, environment: [String: String]) -> LanguageCode? {
        (try? arguments.value(CommonOptions.interfaceLanguage)) ?? (try? arguments.value(CommonOptions.language))
            ?? LanguageCode.locale(environment)
    }

    /// Reads a command line (read against ``specs``), with `environment` for the defaults.
    /// - Throws: ``OptionError`` naming the option and the value.
    init(_ arguments: Arguments, environment: [String: String]) throws(OptionError) {
        if let word = arguments.positionals.first { throw OptionError(.unexpectedArgument, value: word) }
        if arguments.flag(CommonOptions.help.name) {
            showsHelp = true
            return
        }
        if let db = try arguments.value(CommonOptions.store) {
            store = db
        } else if let db = environment["CURRENT_PLACE_DB"] {
            do { store = try StoreLocation(parsing: db) } catch {
                throw OptionError(.invalidValue(.store(detail: error.message)), option: "$CURRENT_PLACE_DB", value: db)
            }
        } else {
            store = .file(path: AppOptions.defaultStore(environment: environment))
        }
        language = try arguments.value(CommonOptions.language) ?? LanguageCode.locale(environment)
        interfaceLanguage = try arguments.value(CommonOptions.interfaceLanguage)
        approximate = arguments.flag("approximate")
        history = try CommonOptions.history(arguments, environment: environment)
        tilesURL = try arguments.value(AppOptions.tilesURLOption)
        locationTimeout = try arguments.value(AppOptions.locationTimeoutOption) ?? locationTimeout
        defaultLocation = try arguments.value(CommonOptions.defaultLocation)
        if let size = try arguments.value(AppOptions.sizeOption) {
            width = size.width
            height = size.height
        }
    }

    /// Reads `arguments` (without the program's name) with `environment` for the defaults.
    /// - Throws: ``OptionError`` for a command line that cannot be read.
    init(_ arguments: [String], environment: [String: String]) throws(OptionError) {
        try self.init(try Arguments(arguments, options: AppOptions.specs), environment: environment)
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
