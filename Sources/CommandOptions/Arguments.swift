/// A command line read against its options (``OptionSpec``): `--name value`, `--name=value`, `-o value`,
/// `--flag`, and positionals (everything after `--` is one). The values are kept as written until a typed
/// ``Option`` reads them, once, in the front end's edge.
///
/// The same words get the same answer in every program: an unknown option, a missing value, an option
/// given twice (unless it repeats) and a flag given a value are each an ``OptionError``.
public struct Arguments: Sendable {
    /// The words as given, for a record of the command line (a fit's provenance).
    public let words: [String]
    /// The words that are not options, in order.
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Reads `arguments` (without the program's name) against `options`.
    /// - Throws: ``OptionError`` for the first word that cannot be read.
    public init(_ arguments: [String], options: [OptionSpec]) throws(OptionError) {
        var specs: [String: OptionSpec] = [:]
        for spec in options { specs[spec.name] = spec }
        words = arguments
        let shorts = Dictionary(options.compactMap { spec in spec.short.map { ("-\($0)", spec) } }, uniquingKeysWith: { first, _ in first })
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positionals += arguments[index...]
                break
            }
            let spec: OptionSpec
            var inline: String?
            if let short = shorts[word] {
                spec = short
            } else if word.hasPrefix("--"), word.count > 2 {
                var name = String(word.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let known = specs[name] else { throw OptionError(.unknownOption, option: "--" + name) }
                spec = known
            } else if word.hasPrefix("-"), word.count > 1, Double(word) == nil {
                throw OptionError(.unknownOption, option: word)
            } else {
                positionals.append(word)
                continue
            }
            switch spec.arity {
            case .flag:
                guard inline == nil else { throw OptionError(.flagWithValue, option: spec.spelled, value: inline) }
                guard flags.insert(spec.name).inserted else { throw OptionError(.givenTwice, option: spec.spelled) }
            case .optionalValue:
                guard flags.insert(spec.name).inserted else { throw OptionError(.givenTwice, option: spec.spelled) }
                if let inline {
                    values[spec.name] = [inline]
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    values[spec.name] = [arguments[index]]
                    index += 1
                }
            case .value, .repeatable:
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw OptionError(.missingValue, option: spec.spelled) }
                    value = arguments[index]
                    index += 1
                }
                guard spec.arity == .repeatable || values[spec.name] == nil else { throw OptionError(.givenTwice, option: spec.spelled) }
                values[spec.name, default: []].append(value)
            }
        }
    }

    /// The value given to the option `name`; nil when it was not given (or, for an optional value, given alone).
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Every value given to a repeatable option, in order.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }
    /// Whether the flag `name` was given (or an optional-value option given alone).
    public func flag(_ name: String) -> Bool { flags.contains(name) }
    /// Whether the option `name` was given at all, with or without a value.
    public func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

    /// The option's value read by its parser; nil when it was not given.
    /// - Throws: ``OptionError`` for a value not of the option's form.
    public func value<Value>(_ option: Option<Value>) throws(OptionError) -> Value? {
        guard let text = value(option.spec.name) else { return nil }
        return try option.read(text)
    }

    /// A whole-number option within `range`, or `defaultValue` when it was not given.
    /// - Throws: ``OptionError`` for anything but a whole number in `range`.
    public func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(OptionError) -> Int {
        guard let text = value(name) else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw OptionError(.invalidValue(.wholeNumber(minimum: range.lowerBound, maximum: range.upperBound)), option: "--" + name, value: text)
        }
        return number
    }

    /// Refuses the second of two options given together.
    /// - Throws: ``OptionError`` (`conflict`) when both `first` and `second` were given.
    public func exclude(_ first: String, _ second: String) throws(OptionError) {
        if has(first), has(second) { throw OptionError(.conflict, option: "--" + first, other: "--" + second) }
    }
}
