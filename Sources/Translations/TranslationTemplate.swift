/// A gettext template (`.pot`) written from a program's English: one entry per message, its key as the
/// context, in the layout gettext's tools keep (`msgmerge --no-wrap` leaves it as it is). The programs'
/// tests compare their template file with this text, and write it when asked.
public struct TranslationTemplate: Sendable {
    /// One message of the template.
    public struct Entry: Sendable, Equatable {
        /// The message's key in the code.
        public let context: String
        /// Its English (for a message with a count: the form for 1).
        public let english: String
        /// The English for any other count, for a message with a count.
        public let plural: String?

        /// Creates an entry.
        public init(context: String, english: String, plural: String? = nil) {
            self.context = context
            self.english = english
            self.plural = plural
        }
    }

    /// The program, as the catalogs' headers name it.
    public let project: String
    /// The first comment line: what the template is and where it comes from.
    public let title: String
    /// The messages, in the program's order.
    public let entries: [Entry]

    /// Creates a template.
    public init(project: String, title: String, entries: [Entry]) {
        self.project = project
        self.title = title
        self.entries = entries
    }

    /// The template's text.
    public var text: String {
        var lines = [
            "# \(title)", "# Each message's context is its key in the code; {name} is a placeholder.",
            "msgid \"\"", "msgstr \"\"",
            "\"Project-Id-Version: \(project)\\n\"", "\"PO-Revision-Date: 2026-12-02 00:00+0000\\n\"",
            "\"Last-Translator: current-place developers\\n\"", "\"Language-Team: current-place developers\\n\"",
            "\"MIME-Version: 1.0\\n\"", "\"Content-Type: text/plain; charset=UTF-8\\n\"", "\"Content-Transfer-Encoding: 8bit\\n\"",
            "\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"",
        ]
        for entry in entries {
            lines += ["", "msgctxt \(Self.quote(entry.context))", "msgid \(Self.quote(entry.english))"]
            if let plural = entry.plural {
                lines += ["msgid_plural \(Self.quote(plural))", "msgstr[0] \"\"", "msgstr[1] \"\""]
            } else {
                lines.append("msgstr \"\"")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A PO string: escaped, and split after each line break as gettext's tools do.
    static func quote(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        let parts = escaped.split(separator: "\n", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return "\"\(escaped)\"" }
        var lines = parts.dropLast().map { "\"\($0)\\n\"" }
        if let last = parts.last, !last.isEmpty { lines.append("\"\(last)\"") }
        return "\"\"\n" + lines.joined(separator: "\n")
    }
}
