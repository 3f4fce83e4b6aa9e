import Places

/// `--ui-lang xx`, anywhere on the command line: the language the command line speaks, apart from the
/// language `--lang` asks of the names. Read once, by the top level, and taken out of the arguments before
/// a command sees them.
enum InterfaceLanguageOption {
    /// The arguments without `--ui-lang` and its value, and that value (the last one given; nil when none).
    /// - Throws: ``UsageError`` for a missing value or one that is not a language code (`""`, `-`, `1x`).
    static func extract(_ arguments: [String]) throws(UsageError) -> (rest: [String], language: String?) {
        var rest: [String] = []
        var language: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let value: String
            if argument == "--ui-lang" {
                guard index < arguments.count else { throw UsageError(.needsValue, ["option": "--ui-lang"]) }
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix("--ui-lang=") {
                value = String(argument.dropFirst("--ui-lang=".count))
            } else {
                rest.append(argument)
                continue
            }
            guard LanguageCode(value) != nil else { throw UsageError(.uiLangValue, ["value": value]) }
            language = value
        }
        return (rest, language)
    }
}
