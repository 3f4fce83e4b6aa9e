/// One option of a command line, declared once: its name, whether it takes a value and how, and the
/// value's placeholder for usage lines. Both front ends (the command line and the native app) read their
/// command lines against lists of these; the typed reading of a value is an ``Option``.
public struct OptionSpec: Sendable, Hashable {
    /// How an option takes its value.
    public enum Arity: Sendable, Hashable {
        /// No value: `--json`.
        case flag
        /// One value, given once: `--db PATH` or `--db=PATH`.
        case value
        /// A value that may be left off: `--gpsd` alone, or `--gpsd HOST:PORT` (the next word, unless it is an option).
        case optionalValue
        /// One value each time, given any number of times: `--draw a --draw b`.
        case repeatable
    }

    /// The name without its dashes: `db` for `--db`.
    public let name: String
    /// How it takes its value.
    public let arity: Arity
    /// The value as usage lines write it (`LAT,LON`); nil for a flag.
    public let placeholder: String?
    /// A one-letter spelling (`-o` for `--output`), if it has one.
    public let short: Character?

    /// Declares an option.
    public init(_ name: String, _ arity: Arity, placeholder: String? = nil, short: Character? = nil) {
        self.name = name
        self.arity = arity
        self.placeholder = arity == .flag ? nil : (placeholder ?? name.uppercased())
        self.short = short
    }

    /// `--name`, as messages and usage lines write it.
    public var spelled: String { "--" + name }

    /// A flag.
    public static func flag(_ name: String) -> OptionSpec { OptionSpec(name, .flag) }
    /// An option with one value.
    public static func value(_ name: String, _ placeholder: String? = nil) -> OptionSpec { OptionSpec(name, .value, placeholder: placeholder) }
}
