import Testing
import Translations

/// Reading gettext catalogs: entries, escapes, contexts, plurals, fuzzy and untranslated entries, and odd files.
@Suite struct TranslationCatalogTests {
    static let russian = #"""
        # A test catalog.
        msgid ""
        msgstr ""
        "Language: ru\n"
        "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

        msgctxt "stopped"
        msgid "stopped"
        msgstr "остановлен"

        msgctxt "summary stats"
        msgid ""
        "what a store holds:\n"
        "counts, \"dates\""
        msgstr "что хранит база:\n\tсчётчики, «даты»"

        msgctxt "polygons"
        msgid "{count} polygon"
        msgid_plural "{count} polygons"
        msgstr[0] "{count} многоугольник"
        msgstr[1] "{count} многоугольника"
        msgstr[2] "{count} многоугольников"

        #, fuzzy
        msgctxt "serving"
        msgid "serving {path} on {url}"
        msgstr "старый перевод"

        msgctxt "empty"
        msgid "not yet"
        msgstr ""

        #~ msgctxt "gone"
        #~ msgid "an old message"
        #~ msgstr "старое"
        """#

    @Test func translationsAreFoundByContextAndEnglish() throws {
        let catalog = try TranslationCatalog(po: Self.russian)
        #expect(catalog.language == "ru")
        #expect(catalog.text("stopped", context: "stopped") == "остановлен")
        #expect(catalog.text("stopped", context: nil) == nil)
        #expect(catalog.text("what a store holds:\ncounts, \"dates\"", context: "summary stats") == "что хранит база:\n\tсчётчики, «даты»")
    }

    @Test func pluralsFollowTheLanguagesRule() throws {
        let catalog = try TranslationCatalog(po: Self.russian)
        let forms = [1, 3, 5, 21].map { catalog.text(one: "{count} polygon", other: "{count} polygons", count: $0, context: "polygons") }
        #expect(forms == ["{count} многоугольник", "{count} многоугольника", "{count} многоугольников", "{count} многоугольник"])
        #expect(catalog.text(one: "a", other: "as", count: 2, context: "missing") == "as")
    }

    @Test func fuzzyUntranslatedAndObsoleteEntriesAreNotUsed() throws {
        let catalog = try TranslationCatalog(po: Self.russian)
        #expect(catalog.text("serving {path} on {url}", context: "serving") == nil)
        #expect(catalog.text("not yet", context: "empty") == nil)
        #expect(catalog.text("an old message", context: "gone") == nil)
        #expect(catalog.entries.filter(\.isFuzzy).map(\.context) == ["serving"])
        #expect(catalog.entries.count == 5)
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b", 2), ("msgid \"a\"\nmsgstr \"b\\q\"", 2), ("\"orphan\"", 1), ("msgstr \"x\"", 1),
        ("msgid \"a\"\nmsgfoo \"b\"", 2), ("msgid \"a\"\nmsgstr[1] \"b\"", 2), ("msgid a\nmsgstr \"b\"", 1),
        ("msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"", 4), ("msgid \"a\" \"b\"\nmsgstr \"c\"", 1),
        ("msgid \"a\\\"\nmsgstr \"c\"", 1),
    ])
    func malformedCatalogsNameTheLine(text: String, line: Int) {
        #expect(throws: TranslationError.self) { try TranslationCatalog(po: text) }
        do {
            _ = try TranslationCatalog(po: text)
        } catch {
            #expect(error.line == line, "\(error)")
        }
    }

    @Test func aPluralEntryNeedsEveryFormOfTheLanguage() {
        let text = "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3; plural=0;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n"
        #expect(throws: TranslationError(line: 4, "2 plural forms where the language has 3")) { try TranslationCatalog(po: text) }
    }

    @Test func anEmptyFileIsAnEmptyCatalogInEnglish() throws {
        let catalog = try TranslationCatalog(po: "")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.text(one: "a", other: "as", count: 1, context: nil) == "a")
    }
}
