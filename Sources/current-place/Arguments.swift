import Places

/// A parsed command line: `--name value`, `--name=value`, `--flag`, and positionals.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` against the options that take a value and the flags;
    /// anything else starting with `--` is an error naming it.
    init(_ arguments: [String], options: Set<String>, flags knownFlags: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
                    throw UsageError(.unknownOption, ["option": argument])
                }
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if options.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError(.needsValue, ["option": "--\(name)"]) }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else if knownFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError(.unknownOption, ["option": "--\(name)"])
            }
        }
    }

    /// The option's value; the last one when it was given more than once.
    func value(_ name: String) -> String? { values[name]?.last }
    /// Every value the option was given, in order (for repeatable options such as `--draw`).
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// A language option (`--lang pt-BR`), or nil when absent.
    func language(_ name: String = "lang") throws(UsageError) -> LanguageCode? {
        guard let text = value(name) else { return nil }
        guard let code = LanguageCode(text) else { throw UsageError(.langValue, ["value": text]) }
        return code
    }

    /// An integer option within `range`, or `defaultValue` when absent.
    func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let text = value(name) else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(.wholeNumberInRange, ["option": "--\(name)", "min": "\(range.lowerBound)", "max": "\(range.upperBound)", "value": text])
        }
        return number
    }
}
