/// A command line that cannot be read: the problem's ``Code``, the option and the value it is about.
/// Both front ends show it through ``OptionText``, in the user's language, and exit with status 2.
public struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Code: Sendable, Equatable {
        /// An option no command line of this program knows.
        case unknownOption
        /// An option that takes a value came last, or without one.
        case missingValue
        /// An option given twice that may be given once.
        case givenTwice
        /// A flag given a value (`--json=yes`).
        case flagWithValue
        /// A word that is no option where the command takes none.
        case unexpectedArgument
        /// Two options that exclude each other; ``OptionError/other`` names the second.
        case conflict
        /// A value not of its option's form.
        case invalidValue(ValueForm)
    }

    /// What is wrong.
    public let code: Code
    /// The option as the person wrote it (`--at`), or nil for a stray argument.
    public let option: String?
    /// The value or the word at fault, if any.
    public let value: String?
    /// The other option of a ``Code/conflict``.
    public let other: String?

    /// Creates an error.
    public init(_ code: Code, option: String? = nil, value: String? = nil, other: String? = nil) {
        self.code = code
        self.option = option
        self.value = value
        self.other = other
    }

    /// The English sentence.
    public var description: String { OptionText(language: nil).describe(self) }
}
