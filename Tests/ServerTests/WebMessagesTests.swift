import Foundation
import Testing
import Translations

@testable import Server

/// The web app's words: gettext catalogs beside the page (Sources/Server/Web/po), current against their
/// template, and made into the `/static/messages.js` module the page imports.
@Suite struct WebMessagesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Server/Web/po").standardized
    static let languages = ["ar", "fr", "pt", "ru", "tr"]

    /// The module's `MESSAGES` object.
    private func messages(_ module: Data) throws -> [String: [String: String]] {
        let text = String(decoding: module, as: UTF8.self)
        let start = try #require(text.range(of: "export const MESSAGES = "))
        let json = text[start.upperBound...].dropLast(2)  // ";\n"
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: String]])
    }

    @Test(arguments: languages)
    func everyCatalogIsCurrentAgainstTheTemplate(language: String) throws {
        let template = try TranslationCatalog(contentsOf: Self.folder.appendingPathComponent("web.pot"))
        let entries = template.entries.map { TranslationTemplate.Entry(context: $0.context ?? "", english: $0.id) }
        let catalog = try TranslationCatalog(contentsOf: Self.folder.appendingPathComponent("\(language).po"))
        let problems = catalog.problems(against: TranslationTemplate(project: "current-place-web", title: "", entries: entries))
        #expect(problems.isEmpty, "\(language).po:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theModuleHasEveryMessageInEveryLanguage() throws {
        let all = try messages(try WebMessages.module(catalogs: Self.folder))
        #expect(Set(all.keys) == Set(Self.languages + ["en"]))
        let english = try #require(all["en"])
        #expect(english["getPlace"] == "Get Place")
        #expect(english.count >= 20)
        for language in Self.languages {
            #expect(Set(all[language]?.keys ?? [:].keys) == Set(english.keys), "\(language)")
        }
        #expect(all["ru"]?["getPlace"] == "Определить место")
    }

    @Test func aFuzzyMessageIsLeftOutAndABrokenCatalogNamesItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-po-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "msgctxt \"a\"\nmsgid \"One\"\nmsgstr \"\"\n\nmsgctxt \"b\"\nmsgid \"Two\"\nmsgstr \"\"\n"
            .write(to: folder.appendingPathComponent("web.pot"), atomically: true, encoding: .utf8)
        try "msgctxt \"a\"\nmsgid \"One\"\nmsgstr \"Un\"\n\n#, fuzzy\nmsgctxt \"b\"\nmsgid \"Two\"\nmsgstr \"Deux\"\n"
            .write(to: folder.appendingPathComponent("fr.po"), atomically: true, encoding: .utf8)
        let all = try messages(try WebMessages.module(catalogs: folder))
        #expect(all["fr"] == ["a": "Un"])
        #expect(all["en"] == ["a": "One", "b": "Two"])
        try "msgctxt \"a\"\nmsgid \"One\"\nmsgstr \"Un\n".write(to: folder.appendingPathComponent("fr.po"), atomically: true, encoding: .utf8)
        #expect { try WebMessages.module(catalogs: folder) } throws: { error in
            "\(error)".contains("fr.po: line 3")
        }
    }
}
