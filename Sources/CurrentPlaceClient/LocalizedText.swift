import Foundation

/// A text and the language it is in, like Google's `LocalizedText`.
public struct LocalizedText: Sendable, Hashable, Codable {
    /// The text.
    public var text: String
    /// Its BCP 47 language (`sv`, `pt-BR`); nil for a place's local name, whose language is not stated.
    public var languageCode: String?

    /// Creates a text.
    public init(text: String, languageCode: String? = nil) {
        self.text = text
        self.languageCode = languageCode
    }
}
