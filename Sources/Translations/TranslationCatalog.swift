import Foundation

/// One language's translations, read from a gettext catalog (`.po`): the
/// program's English text (with its context, the message's key in the code)
/// in, the translation out. Untranslated and fuzzy entries are not used: the
/// caller keeps its English, as gettext does. Catalogs are kept with their
/// program; `msgmerge` marks a translation fuzzy when its English changes.
public struct TranslationCatalog: Sendable {
    private struct Key: Hashable {
        let context: String?
        let id: String
    }

    /// The catalog's language (its `Language` header), if it says.
    public let language: String?
    /// How the language chooses among plural forms.
    public let pluralRule: PluralRule
    /// Every entry of the file except the header, in order (fuzzy and untranslated ones too).
    public let entries: [POEntry]
    private let usable: [Key: [String]]

    /// Reads a catalog's text.
    /// - Throws: ``TranslationError`` for text that is not a PO file, a bad `Plural-Forms`, a plural entry with
    ///   another number of forms than the language has, or one message given twice.
    public init(po text: String) throws(TranslationError) {
        let all = try POReader.entries(text)
        let header = all.first { $0.id.isEmpty && $0.context == nil }
        var fields: [String: String] = [:]
        for line in (header?.translations.first ?? "").split(separator: "\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2 { fields[pair[0].trimmingCharacters(in: .whitespaces)] = pair[1].trimmingCharacters(in: .whitespaces) }
        }
        language = fields["Language"]
        pluralRule = try fields["Plural-Forms"].map { (header: String) throws(TranslationError) in try PluralRule(header: header) }
            ?? .english
        entries = all.filter { !($0.id.isEmpty && $0.context == nil) }
        var usable: [Key: [String]] = [:]
        for entry in entries {
            let key = Key(context: entry.context, id: entry.id)
            if entry.idPlural != nil, entry.translations.count != pluralRule.count {
                throw TranslationError(line: entry.line, "\(entry.translations.count) plural forms where the language has \(pluralRule.count)")
            }
            guard usable[key] == nil else { throw TranslationError(line: entry.line, "\"\(entry.id.prefix(40))\" is given twice") }
            if entry.isUsable { usable[key] = entry.translations }
        }
        self.usable = usable
    }

    /// Reads the catalog file at `url`.
    /// - Throws: ``TranslationError`` (line 0 when the file cannot be read).
    public init(contentsOf url: URL) throws(TranslationError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw TranslationError(line: 0, "\(url.path): cannot be read as UTF-8 text")
        }
        do {
            try self.init(po: text)
        } catch {
            throw TranslationError(line: error.line, "\(url.lastPathComponent): \(error.message)")
        }
    }

    /// The translation of `english` in `context`; nil when there is none (or it is fuzzy).
    public func text(_ english: String, context: String?) -> String? {
        usable[Key(context: context, id: english)]?.first
    }

    /// The form of a plural message for `count`: the translation's, else English's (`one` for 1, `other` else).
    public func text(one: String, other: String, count: Int, context: String?) -> String {
        guard let forms = usable[Key(context: context, id: one)] else { return count == 1 ? one : other }
        return forms[pluralRule.form(for: count)]
    }
}
