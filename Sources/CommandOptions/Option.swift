/// An option with its typed reading: the ``OptionSpec`` and the one parser of its value, so that every
/// command line that takes the option reads it the same way (the same value refused with the same words).
public struct Option<Value: Sendable>: Sendable {
    /// The name and arity.
    public let spec: OptionSpec
    private let reading: @Sendable (String) throws(OptionError) -> Value

    /// Declares an option read by `reading`, which returns nil for a value that is not of `form`.
    public init(_ spec: OptionSpec, form: ValueForm, reading: @escaping @Sendable (String) -> Value?) {
        self.spec = spec
        self.reading = { text throws(OptionError) in
            guard let value = reading(text) else { throw OptionError(.invalidValue(form), option: spec.spelled, value: text) }
            return value
        }
    }

    /// Declares an option whose reading throws its own ``OptionError`` (one that says what is wrong with this value).
    public init(_ spec: OptionSpec, throwing reading: @escaping @Sendable (String) throws(OptionError) -> Value) {
        self.spec = spec
        self.reading = reading
    }

    /// The value read from `text`.
    /// - Throws: ``OptionError`` (`invalidValue`) naming the option, the value and its form.
    public func read(_ text: String) throws(OptionError) -> Value { try reading(text) }
}
