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

    /// `--help` in the app's language: the usage, then what the app does and each option (``AppText/Key/help``).
    static func help(_ words: AppText) -> String {
        let timeouts = "\(locationTimeouts.lowerBound)–\(Int(locationTimeouts.upperBound))"
        return usage + "\n\n" + words(.help, ["timeouts": timeouts, "sizes": "\(sizes.lowerBound)–\(sizes.upperBound)"])
    }

    /// Whether `--help` was given: then nothing else is read, and the app prints ``help(_:)`` and exits.
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

    /// The language the app speaks for a command line without `--ui-lang`: `--lang`, else the locale's (a value
    /// that is not a language is passed over here, and refused by ``init(_:interface:environment:)``).
    static func interfaceLanguage(_ arguments: Arguments, environment: [String: String]) -> LanguageCode? {
        (try? arguments.value(CommonOptions.language)) ?? LanguageCode.locale(environment)
    }

    /// Reads a command line (read against ``specs``, `--ui-lang` taken out first by
    /// ``InterfaceLanguageOption/extract(_:)`` and given as `interface`), with `environment` for the defaults.
    /// - Throws: ``OptionError`` naming the option and the value.
    init(_ arguments: Arguments, interface: LanguageCode?, environment: [String: String]) throws(OptionError) {
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
        interfaceLanguage = interface
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
        let (rest, interface) = try InterfaceLanguageOption.extract(arguments)
        try self.init(try Arguments(rest, options: AppOptions.specs), interface: interface, environment: environment)
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
