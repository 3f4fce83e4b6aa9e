/// One message of a gettext catalog: its context, its English text (and plural), and its translations.
public struct POEntry: Sendable, Equatable {
    /// `msgctxt`: which message of the program this is (its key in the code).
    public var context: String?
    /// `msgid`: the English text.
    public var id: String
    /// `msgid_plural`: the English plural, for a message with plural forms.
    public var idPlural: String?
    /// `msgstr`, or `msgstr[0…]` for plural forms; empty strings are untranslated.
    public var translations: [String]
    /// Marked `#, fuzzy` (by msgmerge, when the English changed): not to be used until a translator checks it.
    public var isFuzzy: Bool
    /// The line of its `msgid`.
    public var line: Int

    /// Whether every form is translated and none is fuzzy.
    public var isUsable: Bool { !isFuzzy && !translations.isEmpty && translations.allSatisfy { !$0.isEmpty } }
}
