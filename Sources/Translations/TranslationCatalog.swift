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
                throw TranslationError(.pluralForms, line: entry.line, "\(entry.translations.count) plural forms where the language has \(pluralRule.count)")
            }
            guard usable[key] == nil else { throw TranslationError(.duplicate, line: entry.line, "\"\(entry.id.prefix(40))\" is given twice") }
            if entry.isUsable { usable[key] = entry.translations }
        }
        self.usable = usable
    }

    /// Reads the catalog file at `url`.
    /// - Throws: ``TranslationError`` (with no line when the file cannot be read).
    public init(contentsOf url: URL) throws(TranslationError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw TranslationError(.unreadable, path: url.path, "cannot be read as UTF-8 text")
        }
        do {
            try self.init(po: text)
        } catch {
            throw TranslationError(error.code, path: url.lastPathComponent, line: error.line, error.message)
        }
    }

    /// What keeps this catalog from being a current translation of `template`, one line each: messages it
    /// lacks, leaves untranslated or fuzzy, translates from other English, translates with other `{name}`
    /// placeholders, or that the template no longer has. Empty for a current catalog.
    public func problems(against template: TranslationTemplate) -> [String] {
        var problems: [String] = []
        let byContext = Dictionary(entries.map { ($0.context ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        for wanted in template.entries {
            guard let entry = byContext[wanted.context] else {
                problems.append("\(wanted.context): missing")
                continue
            }
            if entry.id != wanted.english || entry.idPlural != wanted.plural {
                problems.append("\(wanted.context): translated from other English")
            }
            if entry.isFuzzy { problems.append("\(wanted.context): fuzzy (its English changed): check the translation") }
            if !entry.isFuzzy && !entry.isUsable { problems.append("\(wanted.context): not translated") }
            for form in entry.translations where !form.isEmpty
                && Self.placeholders(form) != Self.placeholders(wanted.english) {
                problems.append("\(wanted.context): placeholders differ from English in \"\(form.prefix(60))\"")
            }
        }
        let known = Set(template.entries.map(\.context))
        for entry in entries where !known.contains(entry.context ?? "") {
            problems.append("\(entry.context ?? entry.id): not in the template (run msgmerge)")
        }
        return problems
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(_ text: String) -> Set<Substring> {
        var found: Set<Substring> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter }) { found.insert(rest[open...close]) }
            rest = rest[rest.index(after: open)...]
        }
        return found
    }

    /// The catalog `LANGUAGE.po` in `folder` (the program's installed or bundled `po`); nil, after a warning on
    /// standard error that names `program`, when it is not installed or cannot be read (the program then speaks English).
    public static func installed(_ language: String, in folder: URL?, program: String) -> TranslationCatalog? {
        guard let url = folder?.appendingPathComponent("\(language).po"), FileManager.default.fileExists(atPath: url.path) else {
            warn("\(program): warning: no \(language) translations (\(folder?.path ?? "po")/\(language).po is not installed); using English")
            return nil
        }
        do {
            return try TranslationCatalog(contentsOf: url)
        } catch {
            warn("\(program): warning: \(error); using English")
            return nil
        }
    }

    private static func warn(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
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
