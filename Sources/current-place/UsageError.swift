import Places

/// A command line that could not be understood: exit code 2. Its code is its sentence's key in the message
/// tables, so it is shown in the user's language; `values` fill the sentence's placeholders (the option, the
/// value typed). What every command refuses alike (an unknown option, a missing value, a value not of its
/// option's form) is an `OptionError` instead.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong: the key of its sentence.
    let code: Message
    /// The sentence's placeholders.
    let values: [String: String]

    init(_ code: Message, _ values: [String: String] = [:]) {
        self.code = code
        self.values = values
    }

    /// The sentence in `words`' language.
    func text(_ words: Localizer) -> String { words(code, values) }
    var description: String { text(Localizer(option: "en")) }
}
