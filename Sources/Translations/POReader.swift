import Foundation

/// Reads the entries of a `.po` file: comments and flags, `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and
/// `msgstr[N]`, each a run of quoted strings with C escapes. Obsolete entries (`#~`) are skipped.
enum POReader {
    private enum Field: Equatable {
        case context, id, idPlural, translation(Int)
    }

    /// The entries of `text`, in order; the header (the entry with an empty `msgid`) included.
    /// - Throws: ``TranslationError`` at the first line that is not PO.
    static func entries(_ text: String) throws(TranslationError) -> [POEntry] {
        var entries: [POEntry] = []
        var current: POEntry?
        var field: Field?
        var fuzzyNext = false

        func finish() {
            if let done = current { entries.append(done) }
            current = nil
            field = nil
        }

        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.trimmingCharacters(in: [" ", "\t", "\r"])
            if line.isEmpty {
                finish()
                continue
            }
            if line.hasPrefix("#") {
                if line.hasPrefix("#,") && line.contains("fuzzy") { fuzzyNext = true }
                continue
            }
            if line.hasPrefix("\"") {
                guard field != nil else { throw TranslationError(.syntax, line: number, "a string with no keyword before it") }
                try append(unquote(line, line: number), to: &current, field: field!)
                continue
            }
            let keyword = String(line.prefix { $0 != " " && $0 != "\t" })
            let value = try unquote(String(line.dropFirst(keyword.count)).trimmingCharacters(in: [" ", "\t"]), line: number)
            let next: Field
            switch keyword {
            case "msgctxt": next = .context
            case "msgid": next = .id
            case "msgid_plural": next = .idPlural
            case "msgstr": next = .translation(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                      let index = Int(keyword.dropFirst("msgstr[".count).dropLast()), (0..<100).contains(index)
                else { throw TranslationError(.syntax, line: number, "unknown keyword \"\(keyword)\"") }
                next = .translation(index)
            }
            // A new msgctxt, or a msgid not after a msgctxt, starts a new entry.
            if next == .context || (next == .id && field != .context) { finish() }
            if current == nil {
                guard next == .context || next == .id else { throw TranslationError(.syntax, line: number, "\(keyword) before msgid") }
                current = POEntry(context: nil, id: "", idPlural: nil, translations: [], isFuzzy: fuzzyNext, line: number)
                fuzzyNext = false
            }
            if next == .id { current?.line = number }
            if case .translation(let index) = next, index != current?.translations.count {
                throw TranslationError(.syntax, line: number, "\(keyword) out of order")
            }
            field = next
            if case .translation = next { current?.translations.append("") }
            if next == .context { current?.context = "" }
            if next == .idPlural { current?.idPlural = "" }
            try append(value, to: &current, field: next)
        }
        finish()
        return entries
    }

    private static func append(_ text: String, to entry: inout POEntry?, field: Field) throws(TranslationError) {
        switch field {
        case .context: entry?.context? += text
        case .id: entry?.id += text
        case .idPlural: entry?.idPlural? += text
        case .translation(let index): entry?.translations[index] += text
        }
    }

    /// The text of one quoted PO string, its escapes resolved.
    private static func unquote(_ quoted: String, line: Int) throws(TranslationError) -> String {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
            throw TranslationError(.syntax, line: line, "expected a quoted string")
        }
        var text = ""
        var escaped = false
        for character in quoted.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "\\", "\"": text.append(character)
                default: throw TranslationError(.syntax, line: line, "unknown escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw TranslationError(.syntax, line: line, "a quote inside a string must be written \\\"")
            } else {
                text.append(character)
            }
        }
        guard !escaped else { throw TranslationError(.syntax, line: line, "a string ends in a lone backslash") }
        return text
    }
}
