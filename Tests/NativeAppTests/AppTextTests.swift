import Foundation
import Places
import Testing
import Translations

@testable import current_place_gtk

/// The native app's words: English in the code, the other five languages in current gettext catalogs.
@Suite struct AppTextTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/current-place-gtk/po").standardized
    static let template = TranslationTemplate(
        project: "current-place-gtk",
        title: "current-place-gtk, the native app: the template (made from AppText.swift; see scripts/update-translations.sh).",
        entries: AppText.Key.allCases.map { TranslationTemplate.Entry(context: $0.rawValue, english: AppText.english($0)) })

    /// `CURRENT_PLACE_WRITE_POT=1` writes the template (scripts/update-translations.sh does).
    @Test func theTemplateIsMadeFromEnglish() throws {
        let path = Self.folder.appendingPathComponent("current-place-gtk.pot")
        if ProcessInfo.processInfo.environment["CURRENT_PLACE_WRITE_POT"] == "1" {
            try Self.template.text.write(to: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: path, encoding: .utf8) == Self.template.text, "run scripts/update-translations.sh")
    }

    @Test(arguments: AppText.languages.filter { $0 != "en" })
    func everyKeyIsTranslatedCurrentWithEnglishsPlaceholders(language: String) throws {
        let catalog = try TranslationCatalog(contentsOf: Self.folder.appendingPathComponent("\(language).po"))
        let problems = catalog.problems(against: Self.template)
        #expect(problems.isEmpty, "\(language).po:\n\(problems.joined(separator: "\n"))")
        let words = AppText(LanguageCode(language))
        #expect(words.language == language)
        for key in AppText.Key.allCases where key != .percent {
            #expect(words(key) != AppText.english(key), "\(language) \(key) is English in the app")
        }
    }

    @Test func placeholdersAreFilled() {
        let words = AppText(LanguageCode("fr"))
        #expect(words(.noFix, ["seconds": "10"]) == "Aucune position en 10 s : la carte montre le lieu par défaut.")
        #expect(words(.percent, ["value": "42"]) == "42 %")
        #expect(AppText(LanguageCode("tr"))(.percent, ["value": "42"]) == "%42")
    }

    @Test func anUnknownLanguageReadsEnglishAndOnlyArabicIsRightToLeft() {
        #expect(AppText(LanguageCode("fi")).language == "en")
        #expect(AppText(LanguageCode("fi"))(.getPlace) == "Get Place")
        #expect(AppText(nil).language == "en")
        #expect(AppText(LanguageCode("pt-BR")).language == "pt")
        #expect(AppText.languages.filter { AppText(LanguageCode($0)).isRightToLeft } == ["ar"])
    }
}
