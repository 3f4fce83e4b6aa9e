import Places

/// `--ui-lang xx`, anywhere on the command line: the language the command line speaks, apart from the
/// language `--lang` asks of the names. Read once, by the top level of both front ends (`current-place` and
/// `current-place-gtk`), and taken out of the arguments before the rest is read, so that a rest that cannot be
/// read is refused in its language.
public enum InterfaceLanguageOption {
    /// The arguments without `--ui-lang` and its value, and that value.
    /// - Throws: ``OptionError`` for a missing value, one that is not a language code (`""`, `-`, `1x`), or the
    ///   option given twice.
    public static func extract(_ arguments: [String]) throws(OptionError) -> (rest: [String], language: LanguageCode?) {
        let option = CommonOptions.interfaceLanguage
        var rest: [String] = []
        var language: LanguageCode?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            let value: String
            if argument == option.spec.spelled {
                guard index < arguments.count else { throw OptionError(.missingValue, option: option.spec.spelled) }
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix(option.spec.spelled + "=") {
                value = String(argument.dropFirst(option.spec.spelled.count + 1))
            } else {
                rest.append(argument)
                continue
            }
            guard language == nil else { throw OptionError(.givenTwice, option: option.spec.spelled) }
            language = try option.read(value)
        }
        return (rest, language)
    }
}
