import Foundation
import Places
import Testing

/// ``OpeningHours/changeMinutes`` are the only minutes where the state can change: at every minute of whole
/// weeks, the state is the one at the day's last change minute before it. `regularOpeningHours` asks the
/// state at those minutes alone, so this is what makes its periods the minute-by-minute ones.
@Suite struct OpeningHoursChangeMinutesTests {
    static let values = [
        "Mo-Fr 09:00-17:00", "24/7", "Mo-Su 00:00-24:00", "Mo-Su 21:00-04:00", "Mo-Th 17:00-03:00; Fr-Su 15:00-03:00",
        "Mo 12:00-01:00; Tu-Th 12:00-02:00; Fr-Sa 12:00-04:30; Su 12:00-01:00", "Mo-Su 11:00-24:00; Sa-Su 00:00-02:00",
        "Mo-Fr 10:00-18:00; Sa 11:00-16:00; PH off", "Mo-Fr 08:00-12:00,13:00-17:30; Sa 09:00-12:00",
        "Mo-Fr 08:00-18:00; We 12:00-14:00 off", "Mo-Sa 10:00-20:00 || Su 12:00-16:00", "Mo-Fr 09:00-17:00, Sa 10:00-14:00",
        "Mo-Fr 22:00-26:00", "Dec 24-26 off; Mo-Fr 09:00-17:00", "Jan-Mar Mo-Fr 10:00-16:00; Apr-Dec Mo-Fr 09:00-18:00",
        "week 01-26 Mo-Fr 08:00-16:00; week 27-53 Mo-Fr 10:00-14:00", "2026 Mo-Fr 09:00-17:00", "Mo-Fr 09:00-17:00; Fr 15:00-23:59",
        "Mo 00:00-00:01", "Tu 23:59-24:00", "Mo-Su 06:00-06:00", "off", "Mo-Fr 09:00-17:00; Su off; Sa 10:00-14:00 open",
        "Mo-Th 10:00-21:00; Fr 10:00-05:00; Sa 11:30-05:00", "sunrise-sunset", "Mo-Fr 17:00+",
    ]

    @Test(arguments: values)
    func theStateHoldsFromOneChangeMinuteToTheNext(value: String) {
        let hours = OpeningHours(value)
        let changes = hours.changeMinutes
        #expect(changes.first == 0 && changes == changes.sorted() && Set(changes).count == changes.count)
        #expect(changes.allSatisfy { (0..<1440).contains($0) })
        // Three weeks from a Monday: across a month's end, a year's end and a leap day.
        for start in [LocalTime(year: 2026, month: 3, day: 30, weekday: 1, minuteOfDay: 0),
                      LocalTime(year: 2026, month: 12, day: 28, weekday: 1, minuteOfDay: 0),
                      LocalTime(year: 2028, month: 2, day: 28, weekday: 1, minuteOfDay: 0)] {
            var mismatches = 0
            for minute in 0..<(7 * 1440) {
                let time = start.shifted(byMinutes: minute)
                let change = changes.last { $0 <= minute % 1440 } ?? 0
                let held = start.shifted(byMinutes: minute - minute % 1440 + change)
                if hours.status(at: time) != hours.status(at: held) { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(value) from \(start)")
        }
    }
}
