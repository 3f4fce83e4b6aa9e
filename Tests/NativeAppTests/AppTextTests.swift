import Places
import Testing

@testable import current_place_gtk

/// The native app's words: every one in the six languages, with English's placeholders.
@Suite struct AppTextTests {
    private func placeholders(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    @Test(arguments: AppText.languages)
    func everyKeyIsTranslatedWithEnglishsPlaceholders(language: String) {
        let words = AppText(LanguageCode(language))
        let english = AppText(LanguageCode("en"))
        #expect(words.language == language)
        for key in AppText.Key.allCases {
            let text = words(key)
            #expect(!text.isEmpty, "\(language) \(key)")
            #expect(placeholders(text) == placeholders(english(key)), "\(language) \(key): \(text)")
            if language != "en" && key != .percent {
                #expect(text != english(key), "\(language) \(key) is still English")
            }
        }
    }

    @Test func placeholdersAreFilled() {
        let words = AppText(LanguageCode("fr"))
        #expect(words(.noFix, ["seconds": "10"]) == "Aucune position en 10 s : la carte montre le lieu par défaut.")
        #expect(words(.percent, ["value": "42"]) == "42 %")
    }

    @Test func anUnknownLanguageReadsEnglishAndOnlyArabicIsRightToLeft() {
        #expect(AppText(LanguageCode("fi")).language == "en")
        #expect(AppText(nil).language == "en")
        #expect(AppText(LanguageCode("pt-BR")).language == "pt")
        #expect(AppText.languages.filter { AppText(LanguageCode($0)).isRightToLeft } == ["ar"])
    }
}
