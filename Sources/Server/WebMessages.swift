import Foundation
import Translations

/// The web app's words in every language it speaks, made at start from the gettext catalogs in `Web/po`:
/// the template (`web.pot`) holds the English, each `LANG.po` a language's translations. Served as
/// `/static/messages.js`, the ES module `i18n.js` imports (`MESSAGES`: `{ en: { key: text }, ru: … }`);
/// a message a catalog lacks or marks fuzzy is left out, and the page shows its English.
enum WebMessages {
    /// The module's text for the catalogs in `folder`.
    /// - Throws: ``ServerError`` naming the catalog and line that cannot be read.
    static func module(catalogs folder: URL) throws -> Data {
        let template = try catalog(folder.appendingPathComponent("web.pot"))
        var messages: [String: [String: String]] = ["en": [:]]
        for entry in template.entries {
            guard let key = entry.context else { continue }
            messages["en"]?[key] = entry.id
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".po") {
            let language = String(name.dropLast(".po".count))
            let translations = try catalog(folder.appendingPathComponent(name))
            var table: [String: String] = [:]
            for entry in template.entries {
                guard let key = entry.context, let text = translations.text(entry.id, context: key) else { continue }
                table[key] = text
            }
            messages[language] = table
        }
        let json = try JSONSerialization.data(withJSONObject: messages, options: [.sortedKeys, .withoutEscapingSlashes])
        return Data("// Made by current-place serve at start from the gettext catalogs in Web/po: edit those.\nexport const MESSAGES = ".utf8)
            + json + Data(";\n".utf8)
    }

    private static func catalog(_ url: URL) throws -> TranslationCatalog {
        do {
            return try TranslationCatalog(contentsOf: url)
        } catch {
            throw ServerError(.missingFile, "the web app's translations: \(error)")
        }
    }
}
