import CommandOptions
import Foundation
import InstalledResources
import Places
import Translations

/// Picks the language and formats words and numbers for it: English from the code, the other languages
/// from their gettext catalogs (`po/LANG.po`, this program's resources; `scripts/update-translations.sh`
/// keeps them in step with English).
struct Localizer: Sendable {
    /// The languages with a catalog, and English; anything else gets English.
    static let languages = ["en", "ru", "pt", "tr", "fr", "ar"]
    let language: String
    let locale: Locale
    /// The folder of the catalogs: `share/current-place/po/cli` when installed, else the bundle's `po`.
    static let catalogs = ResourceFolder.current.url(installed: "po/cli", bundled: {
        Bundle.module.url(forResource: "po", withExtension: nil)
    })
    /// The language's catalog; nil for English (or a catalog that cannot be read: then English, with a warning).
    private let catalog: TranslationCatalog?

    /// The language of `--lang`, else of `LC_ALL`, `LC_MESSAGES`, `LANG` (`ru_RU.UTF-8` → ru), else English.
    init(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let code = option.flatMap { $0.isEmpty ? nil : String($0.split(whereSeparator: { "_-.@".contains($0) }).first ?? "").lowercased() }
            ?? LanguageCode.locale(environment)?.language ?? "en"
        language = Localizer.languages.contains(code) ? code : "en"
        locale = Locale(identifier: language)
        catalog = language == "en" ? nil : TranslationCatalog.installed(language, in: Localizer.catalogs, program: "current-place")
    }

    /// An option that could not be read (``OptionError``), in this language.
    func describe(_ error: OptionError) -> String {
        OptionText(language: LanguageCode(language)).describe(error)
    }

    /// The text of `message` with its placeholders filled (English when this language lacks it); a message with a
    /// count in the form for any other count.
    func callAsFunction(_ message: Message, _ values: [String: String] = [:]) -> String {
        switch English.text(message) {
        case .sentence(let english):
            return Localizer.fill(catalog?.text(english, context: message.rawValue) ?? english, values)
        case .counted:
            return callAsFunction(message, count: 2, values)
        }
    }

    /// The text of a message with a count in the form the language gives `count` (a sentence without a count as it is).
    func callAsFunction(_ message: Message, count: Int, _ values: [String: String] = [:]) -> String {
        switch English.text(message) {
        case .sentence:
            return callAsFunction(message, values)
        case .counted(let one, let other):
            let text = catalog?.text(one: one, other: other, count: count, context: message.rawValue) ?? (count == 1 ? one : other)
            return Localizer.fill(text, values)
        }
    }

    private static func fill(_ text: String, _ values: [String: String]) -> String {
        Placeholders.fill(text, values)
    }

    /// A command's one-line summary for the overview.
    func summary(of command: String) -> String {
        let english = English.table.summaries[command] ?? ""
        return catalog?.text(english, context: "summary \(command)") ?? english
    }

    /// A command's `--help` text below its usage lines.
    func help(of command: String) -> String {
        let english = English.table.help[command] ?? ""
        return catalog?.text(english, context: "help \(command)") ?? english
    }

    /// A share as the language writes percentages ("42%", "42 %", "%42", "٤٢٪").
    func percent(_ value: Double) -> String {
        if value > 0 && value < 0.005 { return "<" + percent(0.01) }
        let formatter = formatter(.percent)
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: value)) ?? "\(Int((value * 100).rounded()))%"
    }

    /// A number to `digits` significant digits ("0.00067", "1.1") in the language's digits and separators.
    /// Past a million, or under a millionth, in the language's scientific notation (7.4E18): a place only the
    /// person's own fixes put in the list has a history factor of up to 10³⁰⁸, and its density as many zeros.
    func significant(_ value: Double, digits: Int = 2) -> String {
        let magnitude = abs(value)
        let formatter = formatter(magnitude >= 1e6 || (magnitude > 0 && magnitude < 1e-6) ? .scientific : .decimal)
        formatter.usesSignificantDigits = true
        formatter.maximumSignificantDigits = digits
        return formatter.string(from: NSNumber(value: value)) ?? String(format: "%.\(digits)g", value)
    }

    /// A number with `digits` decimals in the language's digits and separators.
    func number(_ value: Double, digits: Int = 0) -> String {
        let formatter = formatter(.decimal)
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        formatter.usesGroupingSeparator = digits == 0
        // Rounded here: Foundation's formatter on Linux was seen to print 0.007 with two fraction digits.
        let scale = pow(10, Double(digits))
        let rounded = (value * scale).rounded() / scale
        return formatter.string(from: NSNumber(value: rounded)) ?? String(format: "%.\(digits)f", value)
    }

    /// A number formatter of `style` for this language.
    private func formatter(_ style: NumberFormatter.Style) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = style
        return formatter
    }
}
