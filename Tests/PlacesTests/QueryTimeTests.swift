import Foundation
import Places
import Testing

/// `QueryTime.parse`: ISO 8601 read byte by byte, the calendar in integers.
@Suite struct QueryTimeTests {
    /// The instant Foundation's Gregorian calendar gives for the same fields (what parse used before).
    private func calendarDate(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int,
                              offset: Int) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: offset))
        return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour,
                                                               minute: minute, second: second)))
    }

    /// From 1583 on: before the Gregorian reform Foundation's "gregorian" calendar is Julian, while
    /// ISO 8601 (and parse) counts the Gregorian calendar back without a break (see the 0001 row below).
    @Test func everyDayOfTheCalendarAgreesWithFoundation() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let year = Int.random(in: 1_583...9_999, using: &generator), month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...28, using: &generator), hour = Int.random(in: 0...23, using: &generator)
            let minute = Int.random(in: 0...59, using: &generator), second = Int.random(in: 0...59, using: &generator)
            let offsetMinutes = Int.random(in: -14 * 60...14 * 60, using: &generator)
            let sign = offsetMinutes < 0 ? "-" : "+"
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d", year, month, day, hour, minute, second,
                              sign, abs(offsetMinutes) / 60, abs(offsetMinutes) % 60)
            let parsed = try QueryTime.parse(text)
            #expect(parsed.date == (try calendarDate(year, month, day, hour, minute, second, offset: offsetMinutes * 60)), "\(text)")
            #expect(parsed.timeZone.secondsFromGMT() == offsetMinutes * 60)
        }
    }

    @Test(arguments: [
        ("2026-11-30T12:00:00+02:00", 1_796_032_800.0),
        ("2026-11-30 12:00+0200", 1_796_032_800.0),
        ("  2026-11-30T10:00Z\t", 1_796_032_800.0),
        ("2026-11-30T10:00:00.25Z", 1_796_032_800.25),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
        ("1970-01-01T00:00Z", 0.0),
        ("0001-01-01T00:00:00Z", -62_135_596_800.0),
    ])
    func readsTheInstant(text: String, seconds: Double) throws {
        #expect(try QueryTime.parse(text).date.timeIntervalSince1970 == seconds, "\(text)")
    }

    @Test func aHundredDigitFractionIsRead() throws {
        let text = "2026-11-30T10:00:00." + String(repeating: "5", count: 100) + "Z"
        #expect(abs(try QueryTime.parse(text).date.timeIntervalSince1970 - 1_796_032_800.5555556) < 1e-6)
    }

    @Test(arguments: [
        ("", "is not ISO 8601"), ("-", "is not ISO 8601"), ("tomorrow", "is not ISO 8601"),
        ("2026-11-30T10:00", "is not ISO 8601"), ("2026-11-30T10:00:00.Z", "is not ISO 8601"),
        ("2026-11-30T10:00ZZ", "is not ISO 8601"), ("2026-11-30T10Z", "is not ISO 8601"),
        ("２026-11-30T10:00Z", "is not ISO 8601"), ("2026-11-30T10:00+2:00", "is not ISO 8601"),
        ("2026-11-30T10:00+15:00", "impossible UTC offset"), ("2026-11-30T10:00+14:60", "impossible UTC offset"),
        ("0000-01-01T00:00Z", "not a real date"), ("2026-02-29T10:00Z", "not a real date"),
        ("2026-11-31T10:00Z", "not a real date"), ("2026-13-01T10:00Z", "not a real date"),
        ("2026-11-30T24:00Z", "not a real date"), ("2026-11-30T23:60Z", "not a real date"),
        ("2026-11-30T23:59:60Z", "not a real date"),
    ])
    func oddTextIsRefusedWithItsReason(text: String, reason: String) {
        #expect(throws: PlacesError.self) { try QueryTime.parse(text) }
        do {
            _ = try QueryTime.parse(text)
        } catch {
            #expect(error.message.contains(reason), "\(text): \(error.message)")
            #expect(error.parameter == "time")
        }
        #expect(QueryTime.instant(text) == nil)
    }
}
