import CommandOptions
import Foundation
import Places
import Testing
import Translations

/// The option errors' words: English in exhaustive switches, five current catalogs, placeholders kept.
@Suite struct OptionTextTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/CommandOptions/po").standardized
    static let template = TranslationTemplate(
        project: "command-options",
        title: "current-place's command-line options: the template (made from OptionText.swift; see scripts/update-translations.sh).",
        entries: OptionText.Key.allCases.map { TranslationTemplate.Entry(context: $0.rawValue, english: OptionText.english($0)) })

    /// `CURRENT_PLACE_WRITE_POT=1` writes the template (scripts/update-translations.sh does).
    @Test func theTemplateIsMadeFromEnglish() throws {
        let path = Self.folder.appendingPathComponent("command-options.pot")
        if ProcessInfo.processInfo.environment["CURRENT_PLACE_WRITE_POT"] == "1" {
            try Self.template.text.write(to: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == Self.template.text, "run scripts/update-translations.sh")
    }

    @Test(arguments: OptionText.languages.filter { $0 != "en" })
    func everyKeyIsTranslatedCurrentWithEnglishsPlaceholders(language: String) throws {
        let catalog = try TranslationCatalog(contentsOf: Self.folder.appendingPathComponent("\(language).po"))
        let problems = catalog.problems(against: Self.template)
        #expect(problems.isEmpty, "\(language).po:\n\(problems.joined(separator: "\n"))")
        let words = OptionText(language: LanguageCode(language))
        #expect(words.language == language)
        for key in OptionText.Key.allCases {
            #expect(words(key) != OptionText.english(key), "\(language) \(key) is English")
        }
    }

    @Test func errorsAreSaidWithTheirOptionValueAndForm() {
        let english = OptionText(language: nil)
        #expect(english.describe(OptionError(.invalidValue(.position(maximumAccuracy: 100_000)), option: "--at", value: "59.0,,20.0"))
            == "--at \"59.0,,20.0\" must be LAT,LON or LAT,LON,ACCURACY: degrees, and metres from 0 to 100000 (e.g. 60.1699,24.9384,20)")
        #expect(english.describe(OptionError(.conflict, option: "--history", other: "--no-history"))
            == "--history and --no-history cannot both be given")
        #expect(english.describe(OptionError(.invalidValue(.number(minimum: 0.1, maximum: 600)), option: "--location-timeout", value: "0"))
            == "--location-timeout \"0\" must be a number from 0.1 to 600")
        let french = OptionText(language: LanguageCode("fr-CA"))
        #expect(french.describe(OptionError(.unknownOption, option: "--nope")) == "option inconnue --nope")
        #expect(OptionText(language: LanguageCode("fi")).language == "en")
        // A value is shown to 40 characters.
        let long = String(repeating: "x", count: 100)
        #expect(english.describe(OptionError(.unexpectedArgument, value: long)) == "unexpected argument \"\(long.prefix(40))\"")
        #expect(english.describe(OptionError(.unknownOption, option: "--" + long)) == "unknown option --\(long.prefix(38))")
        // A value holding a placeholder's name is shown as typed.
        #expect(english.describe(OptionError(.invalidValue(.language), option: "--lang", value: "{form}{option}"))
            == "--lang \"{form}{option}\" must be a language code (e.g. en, fr, pt-BR)")
        #expect(english.describe(OptionError(.invalidValue(.tileURL), option: "--tiles-url", value: "x"))
            == "--tiles-url \"x\" must be an http:// or https:// URL with {z}, {x} and {y}")
    }
}
