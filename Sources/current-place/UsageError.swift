import Places

/// A command line that could not be understood: exit code 2. It names its sentence in the
/// message tables, so it is shown in the user's language.
struct UsageError: Error, CustomStringConvertible {
    let message: Message
    let values: [String: String]
    init(_ message: Message, _ values: [String: String] = [:]) {
        self.message = message
        self.values = values
    }
    /// The sentence in `words`' language.
    func text(_ words: Localizer) -> String { words(message, values) }
    var description: String { text(Localizer(option: "en")) }
}
