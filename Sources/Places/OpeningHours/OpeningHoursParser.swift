extension OpeningHours {
    /// A recursive-descent parser for the common subset of the `opening_hours`
    /// grammar (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification):
    /// `<time_domain>` as rules separated by `;` and `,`, each
    /// `[<monthday_selector>] [<weekday_selector>] [<time_selector>] [<rule_modifier>]`
    /// or `24/7`. Every method returns nil for input outside that subset.
    struct RuleParser {
        private let tokens: [Token]
        private var position = 0
        /// Where the rule being read starts, for saying where reading stopped.
        private var ruleStart = 0

        init(tokens: [Token]) {
            self.tokens = tokens
        }

        /// Parses the whole value: its rules, unless a token is not understood
        /// or there is no rule; then where reading stopped.
        static func parse(_ text: String) -> Result<[Rule], UnreadablePart> {
            let tokenized: [(token: Token, offset: Int)]
            switch OpeningHours.tokenize(text) {
            case .success(let tokens): tokenized = tokens
            case .failure(let problem): return .failure(problem)
            }
            var parser = RuleParser(tokens: tokenized.map(\.token))
            if let rules = parser.parseTimeDomain() { return .success(rules) }
            let stop = min(max(parser.ruleStart, parser.position - 1), tokenized.count)
            return .failure(UnreadablePart(offset: stop < tokenized.count ? tokenized[stop].offset : text.unicodeScalars.count))
        }

        private func peek(_ offset: Int = 0) -> Token? {
            let index = position + offset
            return index >= 0 && index < tokens.count ? tokens[index] : nil
        }

        private mutating func next() -> Token? {
            defer { position += 1 }
            return peek()
        }

        private mutating func consume(_ token: Token) -> Bool {
            guard peek() == token else { return false }
            position += 1
            return true
        }

        // MARK: Rules

        /// `<rule_sequence> { <any_rule_separator> <rule_sequence> }`; empty rules after `;` are tolerated.
        private mutating func parseTimeDomain() -> [Rule]? {
            var rules: [Rule] = []
            var kind = RuleKind.normal
            while peek() != nil {
                if kind == .normal, consume(.semicolon) { continue }
                ruleStart = position
                guard var rule = parseRule() else { return nil }
                rule.kind = kind
                rules.append(rule)
                switch next() {
                case nil: break
                case .semicolon?: kind = .normal
                case .comma?, .spacedComma?, .fallback?:
                    kind = tokens[position - 1] == .fallback ? .fallback : .additional
                    guard peek() != nil else { return nil }  // a separator must be followed by a rule
                default: return nil
                }
            }
            return rules.isEmpty ? nil : rules
        }

        /// `24/7 [<rule_modifier>]` or `[<monthday_selector>] [:] [<weekday_selector>] [:] [<time_selector>] [<rule_modifier>]`.
        private mutating func parseRule() -> Rule? {
            var rule = Rule()
            let start = position
            if peek() == .number(24), peek(1) == .slash, peek(2) == .number(7) {
                position += 3
            } else {
                if Self.isYear(peek()), !Self.isMonth(peek(1)) {
                    guard let years = parseYearSelector() else { return nil }
                    rule.years = years
                }
                if Self.isMonth(peek()) || (Self.isYear(peek()) && Self.isMonth(peek(1))) {
                    guard let dates = parseMonthdaySelector() else { return nil }
                    rule.dates = dates
                }
                if peek() == .week {
                    position += 1
                    guard let weeks = parseWeekSelector() else { return nil }
                    rule.weeks = weeks
                }
                if !rule.years.isEmpty || !rule.dates.isEmpty || !rule.weeks.isEmpty { skipReadabilityColon() }
                if Self.isWeekdayItem(peek()) {
                    guard let (bits, onlyHolidays) = parseWeekdaySelector() else { return nil }
                    rule.weekdayBits = bits
                    rule.onlyHolidays = onlyHolidays
                    skipReadabilityColon()
                }
                if Self.isTime(peek()) {
                    guard let times = parseTimeSelector() else { return nil }
                    rule.times = times
                }
            }
            if case .modifier(let state)? = peek() {
                position += 1
                rule.state = state
                _ = consume(.comment)  // a comment after a modifier is ignored
            } else {
                _ = consume(.comment)  // a comment alone: the rule is open, the comment says more
            }
            return position > start ? rule : nil
        }

        // MARK: Year and week selectors

        /// A four-digit year, 1900 or later (the specification's `<year>`).
        private static func isYear(_ token: Token?) -> Bool {
            if case .number(let value)? = token { return value >= 1900 } else { return false }
        }

        /// `<year_range> { , <year_range> }`: `2026`, `2025-2027`, `2020-2030/2`, `2027+`.
        private mutating func parseYearSelector() -> [YearRange]? {
            var ranges: [YearRange] = []
            repeat {
                guard case .number(let first)? = peek(), first >= 1900 else { return nil }
                if peek(1) == .plus {
                    position += 2
                    ranges.append(YearRange(first: first, last: nil))
                    continue
                }
                guard let (first, last, step) = parseNumberRange({ $0 >= 1900 }), last >= first else { return nil }
                ranges.append(YearRange(first: first, last: last, step: step))
            } while continuesList(with: Self.isYear)
            return ranges
        }

        /// `<week> { , <week> }` after `week`: `05`, `01-26`, `01-53/2`.
        private mutating func parseWeekSelector() -> [WeekRange]? {
            var ranges: [WeekRange] = []
            repeat {
                guard let (first, last, step) = parseNumberRange({ (1...53).contains($0) }) else { return nil }
                ranges.append(WeekRange(first: first, last: last, step: step))
            } while continuesList(with: Self.isNumber)
            return ranges
        }

        /// `n`, `n-m` or `n-m/step`, each number `valid`: the first, the last (n when alone)
        /// and the step (1 when absent).
        private mutating func parseNumberRange(_ valid: (Int) -> Bool) -> (Int, Int, Int)? {
            guard case .number(let first)? = next(), valid(first) else { return nil }
            guard consume(.dash) else { return (first, first, 1) }
            guard case .number(let last)? = next(), valid(last), let step = parseStep() else { return nil }
            return (first, last, step)
        }

        /// An optional `/n` step after a range: n ≥ 1, 1 when absent.
        private mutating func parseStep() -> Int? {
            guard consume(.slash) else { return 1 }
            guard case .number(let step)? = next(), step >= 1 else { return nil }
            return step
        }

        private static func isNumber(_ token: Token?) -> Bool {
            if case .number? = token { return true } else { return false }
        }

        /// Skips the `:` the spec allows after the wide range selectors (here
        /// also after the weekday selector), when something follows it.
        private mutating func skipReadabilityColon() {
            if peek() == .colon, peek(1) != nil { position += 1 }
        }

        // MARK: Month and date selector

        /// `<monthday_range> { , <monthday_range> }`: `Jan`, `Jan-Mar`, `Dec 24`,
        /// `Dec 24-26`, `Dec 24-Jan 02`.
        private mutating func parseMonthdaySelector() -> [DateRange]? {
            var ranges: [DateRange] = []
            repeat {
                guard let range = parseMonthdayRange() else { return nil }
                ranges.append(range)
            } while continuesList(with: { Self.isMonth($0) || Self.isYear($0) })
            return ranges
        }

        /// `[<year>] <month> [<day>] [- [[<year>] <month>] <day>]`, or `<month> - <month>`.
        private mutating func parseMonthdayRange() -> DateRange? {
            let year = parseDateYear()
            guard case .month(let month)? = next() else { return nil }
            if case .number(let day)? = peek() {
                position += 1
                guard isDay(day, of: month) else { return nil }
                guard consume(.dash) else { return DateRange(month: month, day: day, toMonth: month, toDay: day, year: year) }
                let lastYear = parseDateYear()
                switch next() {
                case .number(let lastDay)? where lastYear == nil && isDay(lastDay, of: month) && lastDay >= day:
                    return DateRange(month: month, day: day, toMonth: month, toDay: lastDay, year: year)
                case .month(let lastMonth)?:
                    guard case .number(let lastDay)? = next(), isDay(lastDay, of: lastMonth) else { return nil }
                    return DateRange(month: month, day: day, toMonth: lastMonth, toDay: lastDay, year: year, toYear: lastYear)
                default:
                    return nil
                }
            }
            guard consume(.dash) else { return DateRange(month: month, day: 1, toMonth: month, toDay: 31, year: year) }
            let lastYear = parseDateYear()
            guard case .month(let lastMonth)? = next() else { return nil }
            return DateRange(month: month, day: 1, toMonth: lastMonth, toDay: 31, year: year, toYear: lastYear)
        }

        /// The year in front of a date (`2017 Jul 1`), if there is one.
        private mutating func parseDateYear() -> Int? {
            guard Self.isYear(peek()), Self.isMonth(peek(1)), case .number(let year)? = next() else { return nil }
            return year
        }

        private func isDay(_ day: Int, of month: Int) -> Bool {
            (1...LocalTime.daysIn(month: month, year: 2000)).contains(day)  // 2000: Feb 29 exists
        }

        // MARK: Token classes

        private static func isMonth(_ token: Token?) -> Bool {
            if case .month? = token { return true } else { return false }
        }

        private static func isWeekday(_ token: Token?) -> Bool {
            if case .weekday? = token { return true } else { return false }
        }

        private static func isWeekdayItem(_ token: Token?) -> Bool {
            isWeekday(token) || token == .holiday
        }

        private static func isTime(_ token: Token?) -> Bool {
            if case .time? = token { return true } else { return false }
        }

        // MARK: Weekday selector

        /// `<weekday_selector>`: days, ranges (`Fr-Mo` wraps) and `PH`/`SH`
        /// separated by `,`, or `<holiday_sequence> <weekday_sequence>` (`PH Mo-Fr`).
        /// Returns the weekday bits and whether only holidays are selected.
        private mutating func parseWeekdaySelector() -> (UInt8, Bool)? {
            guard let (bits, sawHoliday) = parseWeekdaySequence(allowHolidays: true) else { return nil }
            if bits == 0, sawHoliday, Self.isWeekday(peek()) {
                // `PH Mo-Fr`: holidays that fall on those weekdays — still holidays only.
                guard let (days, _) = parseWeekdaySequence(allowHolidays: false) else { return nil }
                return (days, true)
            }
            return bits == 0 ? (0b1111_1110, true) : (bits, false)
        }

        private mutating func parseWeekdaySequence(allowHolidays: Bool) -> (UInt8, Bool)? {
            var bits: UInt8 = 0
            var sawHoliday = false
            repeat {
                switch next() {
                case .holiday? where allowHolidays:
                    sawHoliday = true
                case .weekday(let first)?:
                    var last = first
                    if consume(.dash) {
                        guard case .weekday(let end)? = next() else { return nil }
                        last = end
                    }
                    var day = first
                    while true {
                        bits |= 1 << UInt8(day)
                        if day == last { break }
                        day = day == 7 ? 1 : day + 1
                    }
                default:
                    return nil
                }
            } while continuesList(with: allowHolidays ? Self.isWeekdayItem : Self.isWeekday)
            return (bits, sawHoliday)
        }

        // MARK: Time selector

        /// `<timespan> { , <timespan> }` with `<time> - <extended_time>`:
        /// start 00:00–23:59, end up to 48:00; an end before the start is on the next day
        /// (`18:00-02:00`); an end equal to the start is rejected as ambiguous.
        private mutating func parseTimeSelector() -> [TimeSpan]? {
            var spans: [TimeSpan] = []
            repeat {
                guard case .time(let startHour, let startMinute)? = next(), startHour < 24, startMinute < 60,
                      consume(.dash),
                      case .time(let endHour, let endMinute)? = next(), endMinute < 60,
                      endHour < 48 || (endHour == 48 && endMinute == 0) else { return nil }
                let start = startHour * 60 + startMinute
                var end = endHour * 60 + endMinute
                if end < start { end += 1440 }
                guard end > start else { return nil }
                spans.append(TimeSpan(start: start, end: end))
            } while continuesList(with: Self.isTime)
            return spans
        }

        /// Consumes a `,` when the token after it continues the current list;
        /// otherwise leaves the `,` to separate an additional rule. Only times
        /// are listed across a comma followed by a space.
        private mutating func continuesList(with isItem: (Token?) -> Bool) -> Bool {
            guard peek() == .comma || (peek() == .spacedComma && Self.isTime(peek(1))), isItem(peek(1)) else { return false }
            position += 1
            return true
        }
    }
}
