import Foundation

/// What a place offers people in wheelchairs, like Google's `AccessibilityOptions`.
public struct AccessibilityOptions: Sendable, Hashable, Codable {
    /// Whether its entrance takes a wheelchair; nil when not known.
    public var wheelchairAccessibleEntrance: Bool?

    /// Creates the options.
    public init(wheelchairAccessibleEntrance: Bool? = nil) {
        self.wheelchairAccessibleEntrance = wheelchairAccessibleEntrance
    }
}
