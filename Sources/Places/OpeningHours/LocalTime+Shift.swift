/// Moving a wall-clock time by minutes, with the Gregorian calendar's day,
/// month and year carries (civil-day arithmetic after H. Hinnant,
/// "chrono-compatible low-level date algorithms").
extension LocalTime {
    /// This time moved by `minutes` (negative moves back).
    public func shifted(byMinutes minutes: Int) -> LocalTime {
        let total = minuteOfDay + minutes
        let dayShift = Int((Double(total) / 1440).rounded(.down))
        let minute = total - dayShift * 1440
        let days = LocalTime.daysFromCivil(year: year, month: month, day: day) + dayShift
        let (y, m, d) = LocalTime.civilFromDays(days)
        let weekday = ((weekday - 1 + dayShift) % 7 + 7) % 7 + 1
        return LocalTime(year: y, month: m, day: d, weekday: weekday, minuteOfDay: minute)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of days since 1970-01-01.
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
