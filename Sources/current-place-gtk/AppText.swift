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
        case title, getPlace, listTitle, denied, noService, noFix, approximate, noPlaces, noAreas, percent, seeHelp
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
        }
    }
}
