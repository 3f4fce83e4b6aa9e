import Places
import Testing

struct LanguageCodeTests {
    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("pt-br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("sr-Latn", "sr-Latn"),
        ("es-419", "es-419"), ("be-tarask", "be-tarask"), ("de-1996", "de-1996"), ("fil", "fil"),
        ("sl-rozaj-biske", "sl-rozaj-biske"),
    ])
    func readsTagsOfTheSubset(text: String, canonical: String) throws {
        let code = try #require(LanguageCode(text))
        #expect(code.description == canonical)
        #expect(LanguageCode(code.description) == code)
    }

    @Test(arguments: [
        "", "-", "--", ";", "*", "e", "english", "en_US", "en-", "-en", "en--US", "en-U", "en-12", "en-USA-x",
        "1en", "en us", "en-US-", "x-private", "en-a-ext", "ру", "en\u{0}", String(repeating: "a", count: 36),
        "en-" + String(repeating: "abcdefgh-", count: 5),
    ])
    func refusesEverythingElse(text: String) {
        #expect(LanguageCode(text) == nil)
    }

    @Test func fallsBackFromTheWholeTagToTheLanguage() throws {
        #expect(try #require(LanguageCode("zh-Hant-TW")).fallbacks == ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"])
        #expect(try #require(LanguageCode("be-tarask")).fallbacks == ["be-tarask", "be"])
        #expect(try #require(LanguageCode("en")).fallbacks == ["en"])
    }

    @Test(arguments: [
        ("ru", "ru"), ("fr-CH, fr;q=0.9, en;q=0.8", "fr-CH"), ("en;q=0.5, ru;q=0.9", "ru"), ("-, ;, de", "de"),
        ("*, sv;q=0.2", "sv"), ("en;q=0, fi;q=0.1", "fi"), ("en;q=x, fi;q=0.1", "fi"), (" pt-BR ;q=1", "pt-BR"),
    ])
    func acceptLanguageGivesTheReadableTagOfHighestWeight(header: String, expected: String) {
        #expect(LanguageCode.preferred(acceptLanguage: header)?.description == expected)
    }

    @Test(arguments: ["", ";", "-", ",", ",;", "*", "en;q=0", "en;q=2", "en;q=nan", "xx-yyyyyyyyy"])
    func anUnreadableAcceptLanguageIsNoPreference(header: String) {
        #expect(LanguageCode.preferred(acceptLanguage: header) == nil)
    }

    @Test func displayNamesUseTheMostSpecificNameThere() throws {
        let place = Place(id: try #require(PlaceID("n1")), category: .pointOfInterest, name: "Rautatieasema",
                          localizedNames: ["sv": "Järnvägsstationen", "zh-Hant": "火車站", "zh": "火车站"],
                          primaryType: "train_station", types: ["train_station"],
                          location: .init(latitude: 60.17, longitude: 24.94), plusCode: "9GG65WC7+22")
        let cases: [(String?, String, String?)] = [
            ("zh-Hant-TW", "火車站", "zh-Hant"), ("zh-CN", "火车站", "zh"), ("SV-fi", "Järnvägsstationen", "sv"),
            ("ru", "Rautatieasema", nil), (nil, "Rautatieasema", nil),
        ]
        for (tag, text, languageCode) in cases {
            let shown = place.displayName(language: tag.flatMap(LanguageCode.init))
            #expect(shown.text == text, "\(tag ?? "nil")")
            #expect(shown.languageCode == languageCode, "\(tag ?? "nil")")
        }
    }

    /// The locale's language, in POSIX's order: the first of LC_ALL, LC_MESSAGES and LANG that is set counts.
    @Test(arguments: [
        (["LANG": "pt_BR.UTF-8"], "pt-BR"), (["LANG": "sr_RS@latin"], "sr-RS"), (["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "fr_FR"], "ru-RU"),
        (["LC_ALL": "ar_EG.UTF-8", "LC_MESSAGES": "ru_RU"], "ar-EG"), (["LC_ALL": "", "LANG": "tr_TR"], "tr-TR"),
        (["LC_ALL": "C.UTF-8", "LANG": "fr_FR"], nil), (["LANG": "POSIX"], nil), (["LANG": "-"], nil), ([:], nil),
        (["LANG": String(repeating: "x", count: 5_000)], nil),
    ] as [([String: String], String?)])
    func theLocalesLanguage(environment: [String: String], expected: String?) {
        #expect(LanguageCode.locale(environment)?.description == expected, "\(environment)")
    }
}
