extension OpeningHours {
    /// A recursive-descent parser for the common subset of the `opening_hours`
    /// grammar (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification):
    /// `<time_domain>` as rules separated by `;` and `,`, each
    /// `[<monthday_selector>] [<weekday_selector>] [<time_selector>] [<rule_modifier>]`
    /// or `24/7`. Every method returns nil for input outside that subset.
    struct RuleParser {
        private let tokens: [Token]
        private var position = 0

        init(tokens: [Token]) {
            self.tokens = tokens
        }

        /// Parses the whole value; nil unless every token is understood and there is at least one rule.
        static func parse(_ text: String) -> [Rule]? {
            guard let tokens = OpeningHours.tokenize(text) else { return nil }
            var parser = RuleParser(tokens: tokens)
            return parser.parseTimeDomain()
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
                guard var rule = parseRule() else { return nil }
                rule.kind = kind
                rules.append(rule)
                switch next() {
                case nil: break
                case .semicolon?: kind = .normal
                case .comma?:
                    kind = .additional
                    guard peek() != nil else { return nil }  // `,` must be followed by a rule
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
                if Self.isMonth(peek()) {
                    guard let dates = parseMonthdaySelector() else { return nil }
                    rule.dates = dates
                    skipReadabilityColon()
                }
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
            }
            return position > start ? rule : nil
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
            } while continuesList(with: Self.isMonth)
            return ranges
        }

        private mutating func parseMonthdayRange() -> DateRange? {
            guard case .month(let month)? = next() else { return nil }
            if case .number(let day)? = peek() {
                position += 1
                guard isDay(day, of: month) else { return nil }
                guard consume(.dash) else { return DateRange(month: month, day: day, toMonth: month, toDay: day) }
                switch next() {
                case .number(let lastDay)? where isDay(lastDay, of: month) && lastDay >= day:
                    return DateRange(month: month, day: day, toMonth: month, toDay: lastDay)
                case .month(let lastMonth)?:
                    guard case .number(let lastDay)? = next(), isDay(lastDay, of: lastMonth) else { return nil }
                    return DateRange(month: month, day: day, toMonth: lastMonth, toDay: lastDay)
                default:
                    return nil
                }
            }
            guard consume(.dash) else { return DateRange(month: month, day: 1, toMonth: month, toDay: 31) }
            guard case .month(let lastMonth)? = next() else { return nil }
            return DateRange(month: month, day: 1, toMonth: lastMonth, toDay: 31)
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
        /// otherwise leaves the `,` to separate an additional rule.
        private mutating func continuesList(with isItem: (Token?) -> Bool) -> Bool {
            guard peek() == .comma, isItem(peek(1)) else { return false }
            position += 1
            return true
        }
    }
}
