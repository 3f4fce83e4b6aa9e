import Foundation
import Testing
@testable import current_place

/// The command line's translation tables: complete, and faithful to English in everything that is not prose.
@Suite struct CatalogTests {
    static let translations = Localizer.languages.filter { $0 != "en" }

    /// `{name}` placeholders in a text.
    private func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{[a-z]+\}/).map { String($0.output) })
    }

    /// Option names (`--at`, `--db`, …) in a text.
    private func options(_ text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }

    @Test(arguments: translations)
    func everyMessageIsTranslatedWithItsPlaceholders(language: String) throws {
        let table = try #require(Catalog.tables[language])
        for message in Message.allCases {
            let english = try #require(English.table.messages[message], "English lacks \(message)")
            let text = try #require(table.messages[message], "\(language) lacks \(message)")
            #expect(placeholders(text) == placeholders(english), "\(language) \(message): \(text)")
            #expect(options(text) == options(english), "\(language) \(message): \(text)")
        }
    }

    @Test(arguments: translations)
    func everyCommandHasItsSummaryAndHelpWithTheSameOptions(language: String) throws {
        let table = try #require(Catalog.tables[language])
        for command in CLI.commands.map(\.name) {
            let summary = try #require(table.summaries[command], "\(language) lacks the summary of \(command)")
            #expect(summary != English.table.summaries[command], "\(language) summary of \(command) is English")
            let help = try #require(table.help[command], "\(language) lacks the help of \(command)")
            let english = try #require(English.table.help[command])
            #expect(help != english, "\(language) help of \(command) is English")
            #expect(options(help) == options(english), "\(language) help of \(command): options differ")
        }
    }

    /// Arabic is stored in logical order: no bidi controls or invisible marks in any table.
    @Test(arguments: Localizer.languages)
    func noInvisibleCharacters(language: String) throws {
        let table = try #require(Catalog.tables[language])
        let texts = Array(table.messages.values) + Array(table.summaries.values) + Array(table.help.values)
        let invisible = CharacterSet(charactersIn: "\u{200B}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{FEFF}")
        for text in texts {
            #expect(text.unicodeScalars.allSatisfy { !invisible.contains($0) }, "\(language): \(text.prefix(40))")
        }
    }

    @Test func unknownLanguagesFallBackToEnglish() {
        #expect(Localizer(option: "de").language == "en")
        #expect(Localizer(option: nil, environment: ["LANG": "ja_JP.UTF-8"]).language == "en")
        #expect(Localizer(arguments: ["likely", "--lang=ar"], environment: [:]).language == "ar")
        #expect(Localizer(arguments: ["likely", "--lang", "tr"], environment: ["LANG": "fr_FR.UTF-8"]).language == "tr")
        #expect(Localizer(option: "de")(.oneSource) == English.table.messages[.oneSource])
    }
}
