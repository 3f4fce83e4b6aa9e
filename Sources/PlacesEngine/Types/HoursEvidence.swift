import Places

/// What a place's opening hours said at the query's time, in an explanation.
public enum HoursEvidence: String, Sendable, Codable, Hashable {
    /// Open then.
    case open
    /// Closed then.
    case closed
    /// The hours are missing, cannot be read, or say "unknown".
    case unknown
    /// No time was given, so the hours were not looked at.
    case notAsked

    /// The evidence of an answer from the hours.
    public init(_ status: OpeningStatus) {
        switch status {
        case .open: self = .open
        case .closed: self = .closed
        case .unknown: self = .unknown
        }
    }

    /// Whether the place is open: true, false, or nil when not known or not asked.
    public var isOpen: Bool? {
        switch self {
        case .open: return true
        case .closed: return false
        case .unknown, .notAsked: return nil
        }
    }
}
