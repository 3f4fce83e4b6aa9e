import Foundation
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
            #expect(error.code == (text.components(separatedBy: "msgid \"a\"").count > 2 ? .duplicate : .syntax), "\(error)")
        }
    }

    @Test func aPluralEntryNeedsEveryFormOfTheLanguage() {
        let text = "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3; plural=0;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n"
        #expect(throws: TranslationError(.pluralForms, line: 4, "2 plural forms where the language has 3")) { try TranslationCatalog(po: text) }
    }

    @Test func anEmptyFileIsAnEmptyCatalogInEnglish() throws {
        let catalog = try TranslationCatalog(po: "")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.text(one: "a", other: "as", count: 1, context: nil) == "a")
    }
}

/// A catalog measured against its template: what a translator still has to do.
@Suite struct CatalogProblemsTests {
    @Test func everyKindOfProblemIsNamed() throws {
        let template = TranslationTemplate(project: "t", title: "t", entries: [
            .init(context: "a", english: "one {x}"), .init(context: "b", english: "two"), .init(context: "c", english: "three"),
            .init(context: "d", english: "four"), .init(context: "e", english: "five"), .init(context: "f", english: "six"),
        ])
        let catalog = try TranslationCatalog(po: """
            msgctxt "a"
            msgid "one {x}"
            msgstr "un {y}"

            #, fuzzy
            msgctxt "b"
            msgid "two"
            msgstr "deux"

            msgctxt "c"
            msgid "three"
            msgstr ""

            msgctxt "d"
            msgid "quatre?"
            msgstr "quatre"

            msgctxt "f"
            msgid "six"
            msgstr "six"

            msgctxt "z"
            msgid "gone"
            msgstr "parti"
            """)
        #expect(catalog.problems(against: template) == [
            "a: placeholders differ from English in \"un {y}\"", "b: fuzzy (its English changed): check the translation",
            "c: not translated", "d: translated from other English", "e: missing", "z: not in the template (run msgmerge)",
        ])
    }

    @Test func theTemplatesTextIsWhatGettextWrites() throws {
        let template = TranslationTemplate(project: "p", title: "a title", entries: [
            .init(context: "k", english: "line \"one\"\nline two\n"), .init(context: "n", english: "{count} file", plural: "{count} files"),
        ])
        let text = template.text
        #expect(text.contains("msgctxt \"k\"\nmsgid \"\"\n\"line \\\"one\\\"\\n\"\n\"line two\\n\"\nmsgstr \"\"\n"))
        #expect(text.contains("msgid \"{count} file\"\nmsgid_plural \"{count} files\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n"))
        // Read back, it is the same messages, untranslated.
        let catalog = try TranslationCatalog(po: text)
        #expect(catalog.entries.map(\.id) == ["line \"one\"\nline two\n", "{count} file"])
        #expect(catalog.problems(against: template) == ["k: not translated", "n: not translated"])
    }
}

/// A seventh language is one catalog beside the others (and its code in the program's list of languages).
@Suite struct InstalledCatalogTests {
    @Test func aNewLanguagesCatalogIsFoundAmongTheResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("po"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            msgid ""
            msgstr ""
            "Language: de\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgctxt "stopped"
            msgid "stopped"
            msgstr "angehalten"

            msgctxt "polygons"
            msgid "{count} polygon, {area} m²"
            msgid_plural "{count} polygons, {area} m²"
            msgstr[0] "{count} Polygon, {area} m²"
            msgstr[1] "{count} Polygone, {area} m²"
            """.write(to: folder.appendingPathComponent("po/de.po"), atomically: true, encoding: .utf8)
        let catalogs = folder.appendingPathComponent("po")
        let german = try #require(TranslationCatalog.installed("de", in: catalogs, program: "test"))
        #expect(german.language == "de")
        #expect(german.text("stopped", context: "stopped") == "angehalten")
        #expect(german.text(one: "{count} polygon, {area} m²", other: "{count} polygons, {area} m²", count: 3, context: "polygons")
            == "{count} Polygone, {area} m²")
        #expect(TranslationCatalog.installed("xx", in: catalogs, program: "test") == nil)
        #expect(TranslationCatalog.installed("de", in: nil, program: "test") == nil)
    }
}
