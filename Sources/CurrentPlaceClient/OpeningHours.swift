import Foundation

/// A place's regular weekly hours, like Google's `OpeningHours` (`regularOpeningHours`).
public struct OpeningHours: Sendable, Hashable, Codable {
    /// Whether the place is open at the request's time; nil when not known.
    public var openNow: Bool?
    /// The week's opening periods.
    public var periods: [OpeningPeriod]
    /// One line per day for people, e.g. "Monday: 9:00 AM – 9:00 PM".
    public var weekdayDescriptions: [String]

    /// Creates the hours.
    public init(openNow: Bool? = nil, periods: [OpeningPeriod] = [], weekdayDescriptions: [String] = []) {
        self.openNow = openNow
        self.periods = periods
        self.weekdayDescriptions = weekdayDescriptions
    }

    private enum CodingKeys: String, CodingKey {
        case openNow, periods, weekdayDescriptions
    }

    /// Reads the hours; missing lists are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        openNow = try container.decodeIfPresent(Bool.self, forKey: .openNow)
        periods = try container.decodeIfPresent([OpeningPeriod].self, forKey: .periods) ?? []
        weekdayDescriptions = try container.decodeIfPresent([String].self, forKey: .weekdayDescriptions) ?? []
    }
}
