import Foundation

/// A place's Open Location Code, like Google's `PlusCode`.
public struct PlusCode: Sendable, Hashable, Codable {
    /// The full code, e.g. "9GG65WCR+9H".
    public var globalCode: String

    /// Creates a plus code.
    public init(globalCode: String) {
        self.globalCode = globalCode
    }
}
