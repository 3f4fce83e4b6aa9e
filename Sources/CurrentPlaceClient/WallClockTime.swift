import Foundation

/// A moment as the server's `time` parameter takes it: ISO 8601 with the offset of a time zone,
/// e.g. `2026-11-30T12:00:00+02:00`, read by the server as the place's wall clock.
enum WallClockTime {
    /// `date` on the wall clock of `zone`, to the second, with the zone's offset then (to the minute).
    static func iso8601(_ date: Date, in zone: TimeZone) -> String {
        let offsetMinutes = Int((Double(zone.secondsFromGMT(for: date)) / 60).rounded())
        let wall = Date(timeIntervalSinceReferenceDate:
            (date.timeIntervalSinceReferenceDate + Double(offsetMinutes * 60)).rounded(.down))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: wall)
        func digits(_ value: Int?, _ count: Int) -> String {
            let text = String(abs(value ?? 0))
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        let sign = offsetMinutes < 0 ? "-" : "+"
        return "\(digits(parts.year, 4))-\(digits(parts.month, 2))-\(digits(parts.day, 2))"
            + "T\(digits(parts.hour, 2)):\(digits(parts.minute, 2)):\(digits(parts.second, 2))"
            + "\(sign)\(digits(abs(offsetMinutes) / 60, 2)):\(digits(abs(offsetMinutes) % 60, 2))"
    }

    /// Reads what ``iso8601(_:in:)`` writes (and `Z`, fractions of a second): the moment and a zone of its offset.
    static func parse(_ text: String) -> (date: Date, timeZone: TimeZone)? {
        let pattern = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$"#
        guard text.range(of: pattern, options: .regularExpression) != nil else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        var full = text
        if text.range(of: #"T\d{2}:\d{2}(Z|[+-])"#, options: .regularExpression) != nil {
            let insertAt = text.index(text.startIndex, offsetBy: 16)
            full = String(text[..<insertAt]) + ":00" + String(text[insertAt...])
        }
        guard let date = formatter.date(from: full) else { return nil }
        var seconds = 0
        if !full.hasSuffix("Z") {
            let offset = full.suffix(6)
            let hours = Int(offset.dropFirst().prefix(2)) ?? 0, minutes = Int(offset.suffix(2)) ?? 0
            seconds = (offset.hasPrefix("-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        guard let zone = TimeZone(secondsFromGMT: seconds) else { return nil }
        return (date, zone)
    }
}
