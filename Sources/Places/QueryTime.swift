import Foundation

/// A moment and the wall-clock zone it was written in, from ISO 8601 text
/// like `2026-11-30T12:00:00+02:00` (the offset is the place's local time).
public struct QueryTime: Sendable, Hashable {
    /// The moment.
    public let date: Date
    /// The zone of the offset it was written with (UTC for `Z`).
    public let timeZone: TimeZone

    /// Creates a query time.
    public init(date: Date, timeZone: TimeZone) {
        self.date = date
        self.timeZone = timeZone
    }

    /// The instant of an ISO 8601 date-time read from a file or a device (a gpsd report, a GPX point,
    /// an OSM header, a store's metadata), or nil when it is not one. Such text never reaches
    /// Foundation's `ISO8601DateFormatter`: ICU's parser behind it traps (a division by zero) on a
    /// fraction of a hundred digits, which the parser fuzzer found in a gpsd report.
    public static func instant(_ text: String) -> Date? {
        try? parse(text).date
    }

    /// Parses ISO 8601 date-time with `Z` or a `±HH:MM` offset, seconds optional, fractions allowed:
    /// `YYYY-MM-DD(T| )HH:MM[:SS[.F…]](Z|±HH[:]MM)`, years 0001–9999, surrounding spaces ignored.
    ///
    /// Read byte by byte, with the calendar done in integers (days from 1970 by Hinnant's
    /// `days_from_civil`): a request may carry a thousand of these in its history, and the
    /// regular expression and `Calendar` this used to go through cost about 30 µs each.
    /// - Throws: ``PlacesError`` for anything else.
    public static func parse(_ text: String) throws(PlacesError) -> QueryTime {
        var text = text
        let parsed = text.withUTF8 { bytes -> Fields? in Fields(trimming: bytes) }
        guard let fields = parsed else {
            throw PlacesError(.invalidArgument, "time \"\(text)\" is not ISO 8601 like 2026-11-30T12:00:00+02:00", parameter: "time")
        }
        guard fields.offsetHours <= 14, fields.offsetMinutes < 60,
              let zone = TimeZone(secondsFromGMT: fields.offsetSeconds) else {
            throw PlacesError(.invalidArgument, "time \"\(text)\" has an impossible UTC offset", parameter: "time")
        }
        guard fields.year >= 1, (1...12).contains(fields.month),
              (1...LocalTime.daysIn(month: fields.month, year: fields.year)).contains(fields.day),
              fields.hour < 24, fields.minute < 60, fields.second < 60 else {
            throw PlacesError(.invalidArgument, "time \"\(text)\" is not a real date and time", parameter: "time")
        }
        let days = QueryTime.daysFrom1970(year: fields.year, month: fields.month, day: fields.day)
        let seconds = days * 86_400 + fields.hour * 3_600 + fields.minute * 60 + fields.second - fields.offsetSeconds
        return QueryTime(date: Date(timeIntervalSince1970: Double(seconds) + fields.fraction), timeZone: zone)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant, "chrono-Compatible
    /// Low-Level Date Algorithms", `days_from_civil`).
    static func daysFrom1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The fields of the text, before their ranges are checked; nil when the syntax is wrong.
    private struct Fields {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offsetHours = 0, offsetMinutes = 0, offsetSign = 1
        var offsetSeconds: Int { offsetSign * (offsetHours * 3_600 + offsetMinutes * 60) }

        init?(trimming all: UnsafeBufferPointer<UInt8>) {
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
            var start = all.startIndex, end = all.endIndex
            while start < end, isSpace(all[start]) { start += 1 }
            while end > start, isSpace(all[end - 1]) { end -= 1 }
            var index = start
            /// `count` ASCII digits as a number, or nil.
            func number(_ count: Int) -> Int? {
                guard end - index >= count else { return nil }
                var value = 0
                for _ in 0..<count {
                    let byte = all[index]
                    guard byte >= 0x30, byte <= 0x39 else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                    index += 1
                }
                return value
            }
            func expect(_ byte: UInt8) -> Bool {
                guard index < end, all[index] == byte else { return false }
                index += 1
                return true
            }
            guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D), let day = number(2),
                  index < end, all[index] == 0x54 || all[index] == 0x20 else { return nil }
            index += 1
            guard let hour = number(2), expect(0x3A), let minute = number(2) else { return nil }
            (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
            if expect(0x3A) {
                guard let second = number(2) else { return nil }
                self.second = second
                if expect(0x2E) {
                    var scale = 0.1, digits = 0
                    while index < end, all[index] >= 0x30, all[index] <= 0x39 {
                        // Past a nanosecond the digits change nothing a Date can hold.
                        if digits < 9 { fraction += Double(all[index] - 0x30) * scale }
                        scale /= 10
                        digits += 1
                        index += 1
                    }
                    guard digits > 0 else { return nil }
                }
            }
            if expect(0x5A) {
                guard index == end else { return nil }
                return
            }
            guard index < end, all[index] == 0x2B || all[index] == 0x2D else { return nil }
            offsetSign = all[index] == 0x2D ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(0x3A)
            guard let minutes = number(2), index == end else { return nil }
            (offsetHours, offsetMinutes) = (hours, minutes)
        }
    }
}

extension QueryTime {
    /// The moment on the wall clock of the zone the computer is set to, with
    /// that zone's UTC offset at the moment (as a pick is recorded).
    public static func local(_ date: Date = Date()) -> QueryTime {
        let offset = TimeZone.current.secondsFromGMT(for: date)
        return QueryTime(date: date, timeZone: TimeZone(secondsFromGMT: offset) ?? .gmt)
    }

    /// ISO 8601 to the second with the zone's offset, e.g. `2026-11-30T08:05:00+02:00`
    /// (`+00:00` for UTC): text ``parse(_:)`` reads back to the same second and offset.
    public var iso8601: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + "-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
            + "\(two(parts.minute)):\(two(parts.second))\(sign)\(two(minutes / 60)):\(two(minutes % 60))"
    }
}
