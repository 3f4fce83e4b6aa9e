import FileReplacement
import Foundation
import InstalledResources
import Places
import Translations

/// The words of ``OptionError``: English here, in exhaustive switches (a new code or form does not compile
/// without its sentence), the other languages from this module's gettext catalogs (`po/LANG.po`;
/// `scripts/update-translations.sh` keeps them in step). Both front ends show their command lines' errors
/// with it, so a refused option reads the same in the command line and the native app.
public struct OptionText: Sendable {
    /// One sentence, by its context in the catalogs.
    public enum Key: String, CaseIterable, Sendable {
        case unknownOption, missingValue, givenTwice, flagWithValue, unexpectedArgument, conflict, invalidValue
        case formPosition, formCoordinate, formMetres, formNumber, formWholeNumber, formLanguage, formFile, formStore
        case formTileURL, formPixelSize
    }

    /// The languages with a catalog, and English.
    public static let languages = ["en", "fr", "pt", "ru", "tr", "ar"]
    /// The language spoken: one of ``languages``.
    public let language: String
    private let catalog: TranslationCatalog?
    /// The folder of the catalogs: `share/current-place/po/options` when installed, else the bundle's `po`.
    static let catalogs = ResourceFolder.current.url(installed: "po/options", bundled: {
        Bundle.module.url(forResource: "po", withExtension: nil)
    })

    /// The words in `language` (its language subtag), English when there is no catalog for it.
    public init(language code: LanguageCode?) {
        let wanted = code?.language ?? "en"
        language = OptionText.languages.contains(wanted) ? wanted : "en"
        catalog = language == "en" ? nil : TranslationCatalog.installed(language, in: OptionText.catalogs, program: "current-place")
    }

    /// The English of `key`: the source of the template `po/command-options.pot`.
    public static func english(_ key: Key) -> String {
        switch key {
        case .unknownOption: "unknown option {option}"
        case .missingValue: "{option} needs a value"
        case .givenTwice: "{option} is given twice"
        case .flagWithValue: "{option} takes no value (given \"{value}\")"
        case .unexpectedArgument: "unexpected argument \"{value}\""
        case .conflict: "{option} and {other} cannot both be given"
        case .invalidValue: "{option} \"{value}\" must be {form}"
        case .formPosition: "LAT,LON or LAT,LON,ACCURACY: degrees, and metres from 0 to {max} (e.g. 60.1699,24.9384,20)"
        case .formCoordinate: "LAT,LON in degrees (e.g. 60.1699,24.9384)"
        case .formMetres: "a number of metres from 0 to {max}"
        case .formNumber: "a number from {min} to {max}"
        case .formWholeNumber: "a whole number from {min} to {max}"
        case .formLanguage: "a language code (e.g. en, fr, pt-BR)"
        case .formFile: "the path of a file (not empty, not -, not a folder, its name at most {bytes} bytes)"
        case .formStore: "a store file or a postgresql:// URL ({detail})"
        case .formTileURL: "an http:// or https:// URL with {z}, {x} and {y}"
        case .formPixelSize: "WIDTHxHEIGHT in pixels, each from {min} to {max}"
        }
    }

    /// The sentence for `error`.
    public func describe(_ error: OptionError) -> String {
        // What the person typed is shown to 40 characters: an option or a value may be anything.
        var values = ["option": String((error.option ?? "").prefix(40)), "other": error.other ?? "",
                      "value": String((error.value ?? "").prefix(40))]
        let key: Key
        switch error.code {
        case .unknownOption: key = .unknownOption
        case .missingValue: key = .missingValue
        case .givenTwice: key = .givenTwice
        case .flagWithValue: key = .flagWithValue
        case .unexpectedArgument: key = .unexpectedArgument
        case .conflict: key = .conflict
        case .invalidValue(let form):
            key = .invalidValue
            values["form"] = describe(form)
        }
        return self(key, values)
    }

    /// What a value of `form` looks like.
    public func describe(_ form: ValueForm) -> String {
        switch form {
        case .position(let maximum): self(.formPosition, ["max": Self.number(maximum)])
        case .coordinate: self(.formCoordinate)
        case .metres(let maximum): self(.formMetres, ["max": Self.number(maximum)])
        case .number(let minimum, let maximum): self(.formNumber, ["min": Self.number(minimum), "max": Self.number(maximum)])
        case .wholeNumber(let minimum, let maximum): self(.formWholeNumber, ["min": "\(minimum)", "max": "\(maximum)"])
        case .language: self(.formLanguage)
        case .file: self(.formFile, ["bytes": "\(ReplacementFile.maximumNameBytes)"])
        case .store(let detail): self(.formStore, ["detail": detail])
        case .tileURL: self(.formTileURL)
        case .pixelSize(let minimum, let maximum): self(.formPixelSize, ["min": "\(minimum)", "max": "\(maximum)"])
        }
    }

    /// The sentence of `key` in this language, its `{name}` placeholders filled from `values`.
    public func callAsFunction(_ key: Key, _ values: [String: String] = [:]) -> String {
        let english = Self.english(key)
        return Placeholders.fill(catalog?.text(english, context: key.rawValue) ?? english, values)
    }

    /// A bound as a command line writes it: `100000`, `0.1`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
