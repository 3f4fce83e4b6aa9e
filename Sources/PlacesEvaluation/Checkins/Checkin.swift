import Foundation
import Geo

/// One real check-in: a person said they were at a venue of some category, at a moment.
/// The position is the venue's, as the check-in service placed it (not the phone's fix).
public struct Checkin: Sendable, Hashable {
    /// The line of the file it came from (1 is the header).
    public let line: Int
    /// The person, the same across their check-ins.
    public let user: String
    /// The venue, the same across everyone's check-ins there.
    public let venue: String
    /// The venue's category as the service names it, e.g. `Coffee Shop`.
    public let category: String
    /// The venue's position.
    public let coordinate: Coordinate
    /// When, as an instant.
    public let date: Date
    /// The local wall clock's offset from UTC, in seconds.
    public let utcOffsetSeconds: Int

    /// Creates a check-in.
    public init(line: Int, user: String, venue: String, category: String, coordinate: Coordinate, date: Date,
                utcOffsetSeconds: Int) {
        self.line = line
        self.user = user
        self.venue = venue
        self.category = category
        self.coordinate = coordinate
        self.date = date
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The local time zone of the check-in (a fixed offset).
    public var timeZone: TimeZone { TimeZone(secondsFromGMT: utcOffsetSeconds) ?? TimeZone(secondsFromGMT: 0)! }
}
