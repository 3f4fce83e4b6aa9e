import Foundation

/// A wall-clock moment in a place's local time: the calendar date, the ISO 8601
/// weekday and the minute of the day — everything an OSM `opening_hours` value
/// can select on (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
///
/// The fields are stored as given; `OpeningHours.status(at:)` answers `.unknown`
/// for a value whose fields are out of range.
public struct LocalTime: Sendable, Hashable {
    /// The Gregorian year, e.g. `2025`.
    public let year: Int
    /// The month, 1 = January … 12 = December.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int
    /// The ISO 8601 weekday, 1 = Monday … 7 = Sunday.
    public let weekday: Int
    /// Minutes since local midnight, 0…1439.
    public let minuteOfDay: Int

    /// Creates a local time from its fields.
    /// - Parameters:
    ///   - year: The Gregorian year.
    ///   - month: 1 = January … 12 = December.
    ///   - day: The day of the month, 1…31.
    ///   - weekday: The ISO 8601 weekday, 1 = Monday … 7 = Sunday.
    ///   - minuteOfDay: Minutes since local midnight, 0…1439.
    public init(year: Int, month: Int, day: Int, weekday: Int, minuteOfDay: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.weekday = weekday
        self.minuteOfDay = minuteOfDay
    }

    /// The wall-clock time of `date` at a fixed offset from UTC, in the
    /// Gregorian calendar.
    /// - Parameters:
    ///   - date: The instant.
    ///   - utcOffsetSeconds: The local offset east of UTC, e.g. `7200` for
    ///     Helsinki in winter (UTC+2) and `10800` in summer (UTC+3).
    public init(date: Date, utcOffsetSeconds: Int) {
        var calendar = Calendar(identifier: .gregorian)
        var instant = date
        // Foundation traps on offsets far out of range, so only ±18 h is passed to TimeZone.
        if (-18 * 3600...18 * 3600).contains(utcOffsetSeconds), let zone = TimeZone(secondsFromGMT: utcOffsetSeconds),
           zone.secondsFromGMT(for: date) == utcOffsetSeconds {
            calendar.timeZone = zone
        } else {
            // Offsets Foundation does not accept as a time zone: shift the instant and read it in UTC.
            calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
            instant = date.addingTimeInterval(TimeInterval(utcOffsetSeconds))
        }
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: instant)
        let foundationWeekday = parts.weekday ?? 1  // 1 = Sunday … 7 = Saturday
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1,
                  weekday: (foundationWeekday + 5) % 7 + 1,
                  minuteOfDay: (parts.hour ?? 0) * 60 + (parts.minute ?? 0))
    }

    /// The same minute of the day on the previous calendar day (Gregorian,
    /// leap years included): what a time range past midnight, such as
    /// `Fr 18:00-02:00`, is checked against after midnight.
    public var previousDay: LocalTime {
        let weekdayBefore = weekday == 1 ? 7 : weekday &- 1
        if day > 1 {
            return LocalTime(year: year, month: month, day: day &- 1, weekday: weekdayBefore, minuteOfDay: minuteOfDay)
        }
        let monthBefore = month == 1 ? 12 : month &- 1
        let yearBefore = month == 1 ? year &- 1 : year
        return LocalTime(year: yearBefore, month: monthBefore,
                         day: LocalTime.daysIn(month: monthBefore, year: yearBefore),
                         weekday: weekdayBefore, minuteOfDay: minuteOfDay)
    }

    /// The ISO 8601 week of the year (1…53) the date falls in: weeks start on
    /// Monday, and week 1 holds the year's first Thursday.
    var isoWeek: Int {
        var ordinal = day
        for earlier in stride(from: 1, to: month, by: 1) { ordinal += LocalTime.daysIn(month: earlier, year: year) }
        let week = (ordinal - weekday + 10) / 7
        if week < 1 { return LocalTime.isoWeeks(inYear: year - 1, januaryFirstWeekday: LocalTime.weekday(daysBefore: ordinal + LocalTime.daysIn(year: year - 1) - 1, weekday: weekday)) }
        let januaryFirst = LocalTime.weekday(daysBefore: ordinal - 1, weekday: weekday)
        return week > LocalTime.isoWeeks(inYear: year, januaryFirstWeekday: januaryFirst) ? 1 : week
    }

    /// The ISO weekday `days` days before a day whose ISO weekday is `weekday`.
    private static func weekday(daysBefore days: Int, weekday: Int) -> Int {
        ((weekday - 1 - days) % 7 + 7) % 7 + 1
    }

    /// 52 or 53: a year has 53 ISO weeks when it starts on a Thursday, or on a Wednesday in a leap year.
    private static func isoWeeks(inYear year: Int, januaryFirstWeekday: Int) -> Int {
        januaryFirstWeekday == 4 || (januaryFirstWeekday == 3 && daysIn(month: 2, year: year) == 29) ? 53 : 52
    }

    private static func daysIn(year: Int) -> Int { daysIn(month: 2, year: year) == 29 ? 366 : 365 }

    /// Whether every field is in its range (the date itself is not checked
    /// against the weekday).
    var isValid: Bool {
        (1...12).contains(month) && (1...LocalTime.daysIn(month: month, year: year)).contains(day)
            && (1...7).contains(weekday) && (0..<1440).contains(minuteOfDay)
    }

    /// The number of days in a month of the Gregorian calendar; 31 for a month out of range.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 4, 6, 9, 11: return 30
        case 2:
            let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return isLeap ? 29 : 28
        default: return 31
        }
    }
}
