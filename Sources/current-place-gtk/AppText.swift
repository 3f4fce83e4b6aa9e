import Foundation
import InstalledResources
import Places
import Translations

/// The native app's words, in the six languages the command line speaks: English here, the others from
/// gettext catalogs (`po/LANG.po`, the app's resources; `scripts/update-translations.sh` keeps them in step).
/// Placeholders are `{name}`; a language the app does not know reads English.
struct AppText: Sendable {
    /// One thing the app says; its name is its context in the catalogs.
    enum Key: String, CaseIterable, Sendable {
        case title, getPlace, listTitle, denied, noService, noFix, approximate, noPlaces, noAreas, percent, seeHelp, help
    }

    /// The language the app speaks: one of ``languages``.
    let language: String
    /// Its catalog; nil for English, or when the catalog is missing or broken (then English, with a warning).
    private let catalog: TranslationCatalog?
    /// The folder of the catalogs: `share/current-place/po/gtk` when installed, else the bundle's `po`.
    static let catalogs = ResourceFolder.current.url(installed: "po/gtk", bundled: {
        Bundle.module.url(forResource: "po", withExtension: nil)
    })
    /// The languages the app speaks.
    static let languages = ["en", "fr", "pt", "ru", "tr", "ar"]

    /// The app's words for `code` (its language subtag), English when it speaks none of them.
    init(_ code: LanguageCode?) {
        let wanted = code?.language ?? "en"
        language = AppText.languages.contains(wanted) ? wanted : "en"
        catalog = language == "en" ? nil : TranslationCatalog.installed(language, in: AppText.catalogs, program: "current-place-gtk")
    }

    /// Whether the language is written right to left.
    var isRightToLeft: Bool { language == "ar" }

    /// The text of `key`, its placeholders filled from `values`.
    func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        let english = AppText.english(key)
        return Placeholders.fill(catalog?.text(english, context: key.rawValue) ?? english, values)
    }

    /// The English of every key, the source of the template `po/current-place-gtk.pot`: a switch, so that a key
    /// without its English does not compile.
    static func english(_ key: Key) -> String {
        switch key {
        case .title: "Current place"
        case .getPlace: "Get Place"
        case .listTitle: "Where are you?"
        case .denied: "Location access was denied: the map shows the default location."
        case .noService: "No location service ({reason}): the map shows the default location."
        case .noFix: "No position within {seconds} s: the map shows the default location."
        case .approximate: "Approximate location: areas are listed."
        case .noPlaces: "No places here."
        case .noAreas: "No areas here."
        case .percent: "{value}%"
        case .seeHelp: "Run `{command}` for the options."
        case .help: """
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
              --location-timeout S seconds to wait for the first position, {timeouts} (default 10)
              --default-location LAT,LON
                                   where the map opens without a position (default: the
                                   centre of the store)
              --size WxH           the window's size in pixels, {sizes} each (default 1000x700)
              --help               print this help

            GeoClue knows the app by its desktop id, org.currentplace.CurrentPlace: an
            administrator can refuse it with [org.currentplace.CurrentPlace] allowed=false in
            /etc/geoclue/geoclue.conf.
            Exit status: 0 ok, 1 failure, 2 usage error.
            """
        }
    }
}
