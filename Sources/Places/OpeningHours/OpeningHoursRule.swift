extension OpeningHours {
    /// Whether a rule replaces or extends the rules before it, after the
    /// spec's rule separators
    /// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification#explain:any_rule_separator).
    enum RuleKind: Sendable {
        /// The first rule, or one after `;`: replaces earlier rules for the days it selects.
        case normal
        /// A rule after `,` (or `, ` after a day list): adds to the earlier rules.
        case additional
        /// A rule after `||`: applies only on days no earlier rule selects.
        case fallback
    }

    /// Years `2026`, `2025-2027`, `2020-2030/2` or `2027+` (no `last`).
    struct YearRange: Sendable, Equatable {
        var first: Int
        var last: Int?
        var step = 1

        func contains(_ year: Int) -> Bool {
            year >= first && (last.map { year <= $0 } ?? true) && (year - first) % step == 0
        }
    }

    /// ISO 8601 weeks `week 05`, `week 01-26`, `week 01-53/2`; a range whose
    /// start is after its end wraps over New Year.
    struct WeekRange: Sendable, Equatable {
        var first: Int
        var last: Int
        var step = 1

        func contains(_ week: Int) -> Bool {
            first <= last ? (first...last).contains(week) && (week - first) % step == 0 : week >= first || week <= last
        }
    }

    /// A range of days in the year, `Dec 24`, `Dec 24-26`, `Jan 01-Mar 15`
    /// or the months `Jan-Mar`, as ordinals `month * 32 + day`; a range whose
    /// start is after its end wraps over New Year (`Oct-Mar`, `Dec 24-Jan 02`).
    /// With a year (`2017 Jul 1 - 2017 Aug 8`) the range is those days of
    /// those years only, and it never wraps.
    struct DateRange: Sendable, Equatable {
        var first: Int
        var last: Int
        var firstYear: Int?
        var lastYear: Int?

        init(month: Int, day: Int, toMonth: Int, toDay: Int, year: Int? = nil, toYear: Int? = nil) {
            first = month * 32 + day
            last = toMonth * 32 + toDay
            firstYear = year
            lastYear = toYear ?? year
        }

        func contains(year: Int, month: Int, day: Int) -> Bool {
            let ordinal = month * 32 + day
            if let firstYear, let lastYear {
                let now = year * 512 + ordinal
                return firstYear * 512 + first <= now && now <= lastYear * 512 + last
            }
            return first <= last ? (first...last).contains(ordinal) : ordinal >= first || ordinal <= last
        }
    }

    /// A time range in minutes from the selected day's midnight, end
    /// exclusive; `end` may pass 1440 for a range past midnight
    /// (`18:00-02:00` is 1080..<1560, `22:00-26:00` is 1320..<1560).
    struct TimeSpan: Sendable, Equatable {
        var start: Int
        var end: Int
    }

    /// One rule of an `opening_hours` value: its selectors and its state.
    struct Rule: Sendable {
        var kind: RuleKind = .normal
        /// The years selected; empty = every year.
        var years: [YearRange] = []
        /// The dates selected; empty = every date.
        var dates: [DateRange] = []
        /// The ISO weeks selected; empty = every week.
        var weeks: [WeekRange] = []
        /// ISO weekdays selected as bits `1 << weekday`; all seven when no weekday selector is given.
        var weekdayBits: UInt8 = 0b1111_1110
        /// Whether the rule selects only public or school holidays (`PH off`,
        /// `SH Mo-Fr 10:00-12:00`); such rules are skipped because holidays are not known.
        var onlyHolidays = false
        /// The times selected; nil = the whole day.
        var times: [TimeSpan]?
        /// The state the rule gives the times it selects.
        var state: OpeningStatus = .open

        /// Whether the year, date, week and weekday selectors select `day` (its minute is ignored).
        func selects(_ day: LocalTime) -> Bool {
            guard (1...7).contains(day.weekday), weekdayBits & (1 << UInt8(day.weekday)) != 0 else { return false }
            return (years.isEmpty || years.contains { $0.contains(day.year) })
                && (dates.isEmpty || dates.contains { $0.contains(year: day.year, month: day.month, day: day.day) })
                && (weeks.isEmpty || weeks.contains { $0.contains(day.isoWeek) })
        }

        /// What the rule says about the day of `time`: whether it selects the
        /// day itself, whether it says anything about it at all (it selects the
        /// day, or the day before with a time past midnight), and the state it
        /// gives the minute of `time` if one of its spans covers it (its own
        /// spans first, then those spilling from the day before; the last wins).
        func contribution(at time: LocalTime) -> (selectsDay: Bool, appliesToDay: Bool, state: OpeningStatus?) {
            let today = selects(time)
            let spills = (times?.contains { $0.end > 1440 } ?? false) && selects(time.previousDay)
            guard today || spills else { return (false, false, nil) }
            let minute = time.minuteOfDay
            var covering: OpeningStatus?
            if today, times?.contains(where: { $0.start <= minute && minute < min($0.end, 1440) }) ?? true { covering = state }
            if spills, times?.contains(where: { minute < $0.end - 1440 }) ?? false { covering = state }
            return (today, true, covering)
        }
    }

}
