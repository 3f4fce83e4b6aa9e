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

    /// Parses ISO 8601 date-time with `Z` or a `±HH:MM` offset, seconds optional, fractions allowed.
    /// - Throws: ``PlacesError`` for anything else.
    public static func parse(_ text: String) throws(PlacesError) -> QueryTime {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let pattern = #"^([0-9]{4})-([0-9]{2})-([0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})$"#
        guard let match = trimmed.range(of: pattern, options: .regularExpression), match == trimmed.startIndex..<trimmed.endIndex,
              let regex = try? NSRegularExpression(pattern: pattern),
              let result = regex.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)) else {
            throw PlacesError(.invalidArgument, "time \"\(text)\" is not ISO 8601 like 2026-11-30T12:00:00+02:00", parameter: "time")
        }
        func group(_ index: Int) -> String? {
            Range(result.range(at: index), in: trimmed).map { String(trimmed[$0]) }
        }
        let offsetText = group(8) ?? "Z"
        let fraction = group(7).flatMap { Double("0" + $0) } ?? 0
        var offsetSeconds = 0
        if offsetText != "Z" {
            let digits = offsetText.dropFirst().filter(\.isNumber)
            let hours = Int(digits.prefix(2)) ?? 0, minutes = Int(digits.suffix(2)) ?? 0
            guard hours <= 14, minutes < 60 else {
                throw PlacesError(.invalidArgument, "time \"\(text)\" has an impossible UTC offset", parameter: "time")
            }
            offsetSeconds = (offsetText.hasPrefix("-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        guard let zone = TimeZone(secondsFromGMT: offsetSeconds) else {
            throw PlacesError(.invalidArgument, "time \"\(text)\" has an impossible UTC offset", parameter: "time")
        }
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = zone
        components.year = Int(group(1) ?? "")
        components.month = Int(group(2) ?? "")
        components.day = Int(group(3) ?? "")
        components.hour = Int(group(4) ?? "")
        components.minute = Int(group(5) ?? "")
        components.second = Int(group(6) ?? "0")
        guard components.isValidDate, let date = components.date else {
            throw PlacesError(.invalidArgument, "time \"\(text)\" is not a real date and time", parameter: "time")
        }
        return QueryTime(date: date.addingTimeInterval(fraction), timeZone: zone)
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
