import Foundation

/// Google's `accessibilityOptions` from OSM `wheelchair` (the entrance) and
/// `toilets:wheelchair` (the restroom): `yes`/`designated` is true, `no` is
/// false, `limited` or anything else is left out.
public struct AccessibilityOptionsJSON: Codable, Sendable, Equatable {
    public let wheelchairAccessibleEntrance: Bool?
    public let wheelchairAccessibleRestroom: Bool?

    /// The options the tags say, or nil when they say nothing.
    public init?(wheelchair: String?, toilets: String?) {
        func flag(_ value: String?) -> Bool? {
            switch value {
            case "yes", "designated": return true
            case "no": return false
            default: return nil
            }
        }
        wheelchairAccessibleEntrance = flag(wheelchair)
        wheelchairAccessibleRestroom = flag(toilets)
        if wheelchairAccessibleEntrance == nil, wheelchairAccessibleRestroom == nil { return nil }
    }
}
