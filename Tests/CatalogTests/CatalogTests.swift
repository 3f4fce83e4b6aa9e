import Foundation
import Testing
import Translations
@testable import current_place

/// The command line's translations: gettext catalogs that cover the template made from English, are
/// current (nothing fuzzy: msgmerge marks a translation fuzzy when its English changes), and are faithful to
/// English in everything that is not prose.
@Suite struct CatalogTests {
    static let translations = Localizer.languages.filter { $0 != "en" }
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/current-place/po").standardized

    /// Option names (`--at`, `--db`, …) in a text.
    private func options(_ text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }

    /// The template in the repository is the one English.swift makes. `CURRENT_PLACE_WRITE_POT=1` writes it
    /// (scripts/update-translations.sh does, then merges it into every catalog).
    @Test func theTemplateIsMadeFromEnglish() throws {
        let path = Self.folder.appendingPathComponent("current-place.pot")
        if ProcessInfo.processInfo.environment["CURRENT_PLACE_WRITE_POT"] == "1" {
            try TranslationTemplate.commandLine.text.write(to: path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: path, encoding: .utf8)
        #expect(stored == TranslationTemplate.commandLine.text, "po/current-place.pot is stale: run scripts/update-translations.sh")
    }

    @Test(arguments: translations)
    func everyMessageIsTranslatedCurrentAndKeepsItsPlaceholdersAndOptions(language: String) throws {
        let catalog = try TranslationCatalog(contentsOf: Self.folder.appendingPathComponent("\(language).po"))
        #expect(catalog.language == language)
        let problems = catalog.problems(against: .commandLine)
        #expect(problems.isEmpty, "\(language).po:\n\(problems.joined(separator: "\n"))")
        for template in TranslationTemplate.commandLine.entries {
            guard let entry = catalog.entries.first(where: { $0.context == template.context }) else { continue }
            for form in entry.translations {
                #expect(options(form) == options(template.english), "\(language) \(template.context): \(form)")
                if template.context.hasPrefix("summary ") || template.context.hasPrefix("help ") {
                    #expect(form != template.english, "\(language) \(template.context) is English")
                }
            }
        }
    }

    /// gettext's own checker agrees on every catalog of the three apps (command line, native, web): headers,
    /// plural forms, formats.
    @Test(arguments: ["current-place", "current-place-gtk", "CommandOptions", "Server/Web"].flatMap { app in translations.map { "\(app)/po/\($0).po" } })
    func msgfmtChecksTheCatalog(path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        process.arguments = ["--check", "--output-file=/dev/null", Self.folder.appendingPathComponent("../../\(path)").standardized.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0 && said.isEmpty, "\(path): \(said)")
    }

    /// The workflow that keeps catalogs current, with gettext's own msgmerge: when an English message changes,
    /// its translation becomes fuzzy, is no longer used (English is shown instead), and the test above names it.
    @Test func aChangedEnglishMessageMakesItsTranslationFuzzy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("fr.po")
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("fr.po"), to: catalog)
        let old = English.text(.stopped).text
        let template = folder.appendingPathComponent("current-place.pot")
        try TranslationTemplate.commandLine.text.replacingOccurrences(of: "msgid \"\(old)\"", with: "msgid \"stopped cleanly\"")
            .write(to: template, atomically: true, encoding: .utf8)
        let merge = Process()
        merge.executableURL = URL(fileURLWithPath: "/usr/bin/msgmerge")
        merge.arguments = ["--quiet", "--update", "--backup=none", "--no-wrap", catalog.path, template.path]
        try merge.run()
        merge.waitUntilExit()
        #expect(merge.terminationStatus == 0)
        let merged = try TranslationCatalog(contentsOf: catalog)
        let entry = try #require(merged.entries.first { $0.context == "stopped" })
        #expect(entry.id == "stopped cleanly" && entry.isFuzzy)
        #expect(merged.text("stopped cleanly", context: "stopped") == nil)
        #expect(merged.entries.filter(\.isFuzzy).count == 1)
    }

    /// Arabic is stored in logical order: no bidi controls or invisible marks in any catalog.
    @Test(arguments: translations)
    func noInvisibleCharacters(language: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(language).po"), encoding: .utf8)
        let invisible = CharacterSet(charactersIn: "\u{200B}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{FEFF}")
        #expect(text.unicodeScalars.allSatisfy { !invisible.contains($0) }, "\(language)")
    }

    @Test func theInstalledCatalogsAreRead() {
        #expect(Localizer(option: "fr")(.stopped) != English.text(.stopped).text)
        #expect(Localizer(option: "ru").help(of: "import").contains("--updatable"))
        #expect(Localizer(option: "ru").help(of: "import") != English.table.help["import"])
    }

    @Test func countsTakeTheirLanguagesPluralForm() {
        let russian = Localizer(option: "ru")
        let forms = [1, 3, 5, 21].map { russian(.polygons, count: $0, ["count": "\($0)", "area": "9"]) }
        #expect(forms == ["1 многоугольник, 9 м²", "3 многоугольника, 9 м²", "5 многоугольников, 9 м²", "21 многоугольник, 9 м²"])
        let english = Localizer(option: "en")
        #expect(english(.historyCount, count: 1, ["count": "1", "path": "h"]) == "1 pick kept in h")
        #expect(english(.historyCount, count: 2, ["count": "2", "path": "h"]) == "2 picks kept in h")
        #expect(Localizer(option: "fr")(.statsMoreTypes, count: 1, ["count": "1"]) == "… et 1 autre type (voir --json)")
    }

    @Test func unknownLanguagesFallBackToEnglish() {
        #expect(Localizer(option: "de").language == "en")
        #expect(Localizer(option: nil, environment: ["LANG": "ja_JP.UTF-8"]).language == "en")
        #expect(Localizer(option: "de")(.oneSource) == English.text(.oneSource).text)
    }
}
