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
}
