extension OpeningHours {
    /// Whether a rule replaces or extends the rules before it, after the
    /// spec's rule separators
    /// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification#explain:any_rule_separator).
    enum RuleKind: Sendable {
        /// The first rule, or one after `;`: replaces earlier rules for the days it selects.
        case normal
        /// A rule after `,`: adds to the earlier rules.
        case additional
    }

    /// A range of days in the year, `Dec 24`, `Dec 24-26`, `Jan 01-Mar 15`
    /// or the months `Jan-Mar`, as ordinals `month * 32 + day`; a range whose
    /// start is after its end wraps over New Year (`Oct-Mar`, `Dec 24-Jan 02`).
    struct DateRange: Sendable, Equatable {
        var first: Int
        var last: Int

        init(month: Int, day: Int, toMonth: Int, toDay: Int) {
            first = month * 32 + day
            last = toMonth * 32 + toDay
        }

        func contains(month: Int, day: Int) -> Bool {
            let ordinal = month * 32 + day
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
        /// The dates selected; empty = every date.
        var dates: [DateRange] = []
        /// ISO weekdays selected as bits `1 << weekday`; all seven when no weekday selector is given.
        var weekdayBits: UInt8 = 0b1111_1110
        /// Whether the rule selects only public or school holidays (`PH off`,
        /// `SH Mo-Fr 10:00-12:00`); such rules are skipped because holidays are not known.
        var onlyHolidays = false
        /// The times selected; nil = the whole day.
        var times: [TimeSpan]?
        /// The state the rule gives the times it selects.
        var state: OpeningStatus = .open

        /// Whether the date and weekday selectors select `day` (its minute is ignored).
        func selects(_ day: LocalTime) -> Bool {
            guard (1...7).contains(day.weekday), weekdayBits & (1 << UInt8(day.weekday)) != 0 else { return false }
            return dates.isEmpty || dates.contains { $0.contains(month: day.month, day: day.day) }
        }

        /// Whether the time selector covers `minute` of a selected day.
        func coversSameDay(minute: Int) -> Bool {
            guard let times else { return true }
            return times.contains { $0.start <= minute && minute < min($0.end, 1440) }
        }

        /// Whether the time selector covers `minute` of the day after a selected day.
        func coversNextDay(minute: Int) -> Bool {
            guard let times else { return false }
            return times.contains { minute < $0.end - 1440 }
        }
    }
}
