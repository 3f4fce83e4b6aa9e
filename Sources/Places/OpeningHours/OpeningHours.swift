/// Whether a place is open at a moment, as an OSM `opening_hours` value says
/// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification#explain:rule_modifier).
public enum OpeningStatus: String, Sendable {
    /// Open: selected by a rule without modifier or with `open`.
    case open
    /// Closed: selected by no rule, or by a rule with `closed` or `off`.
    case closed
    /// Unknown: selected by a rule with `unknown`, or the value is not understood.
    case unknown
}

/// A parsed OpenStreetMap `opening_hours` value, evaluated at local times
/// after the specification (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification)
/// as its reference implementation, opening-hours-rs, reads it (CI compares
/// the two on every value in the sample, Tests/reference).
///
/// Supported:
/// - `24/7`; rules separated by `;` (a normal rule: for each day it selects,
///   it replaces what earlier rules said, except that a `closed`/`off` rule
///   closes only the times it selects), by `,` (an additional rule: adds to
///   the earlier ones) and by `||` (a fallback rule: applies on days no
///   earlier rule selects);
/// - weekdays `Mo`, `Mo-Fr`, `Mo,We,Fr`, wrapping `Fr-Mo`; none = every day.
///   As in the specification's grammar, a comma followed by a space after a
///   day (`Sa, Su 10:00-16:00`) separates an additional rule (`Sa` all day,
///   then `Su 10:00-16:00`), where `Sa,Su` lists days;
/// - times `08:00-12:00,13:00-17:00` (a space after the comma is fine), past
///   midnight `18:00-02:00` and extended ends up to `48:00`. The part after
///   midnight belongs to the next day unless a normal rule for that day
///   replaces it: `Fr 18:00-02:00` is open on Saturday at 01:00, but not in
///   `Fr 18:00-02:00; Sa 10:00-12:00`;
/// - years `2026`, `2025-2027`, `2020-2030/2`, `2027+`; months and dates
///   `Dec`, `Jan-Mar`, `Oct-Mar` (wrapping), `Dec 24`, `Dec 24-26`,
///   `Jan 01-Mar 15`, `Dec 24-Jan 02`, with years `2017 Jul 1 - 2017 Aug 8`;
///   ISO weeks `week 05`, `week 01-53/2`;
/// - modifiers `open`, `closed`, `off`, `unknown`, and comments in double
///   quotes, with a modifier or alone (a rule with only a comment is open);
/// - leniency: any whitespace, lowercase names, `9:00`, `9.00`, `–` or `—`
///   for `-`, a `:` after the date or weekday selector, empty rules after `;`.
///
/// Public and school holidays (`PH`, `SH`) cannot be known offline, so a rule
/// selecting only holidays (`PH off`, `PH 10:00-14:00`) selects no day, and
/// holidays in a list are dropped: `Mo-Fr,PH` means `Mo-Fr`.
///
/// Everything else — nth weekdays `Su[1]`, `easter`, `sunrise`/`sunset`,
/// open ends `17:00+`, intervals `/30`, unknown words — makes the whole
/// value not understood: `isUnderstood` is false, `unreadablePart` says
/// where reading stopped, and `status(at:)` answers `.unknown`. Parsing
/// never traps, whatever the input.
public struct OpeningHours: Sendable {
    /// The parsed rules in order; nil when the value is not understood.
    private let rules: [Rule]?
    /// The text from where reading stopped, when the value is not understood.
    public let unreadablePart: String?

    /// Parses an `opening_hours` value such as `Mo-Fr 09:00-21:00; Sa 09:00-19:00`.
    /// - Parameter text: The raw tag value; any string is accepted.
    public init(_ text: String) {
        switch RuleParser.parse(text) {
        case .success(let parsed):
            rules = parsed
            unreadablePart = nil
        case .failure(let problem):
            rules = nil
            let rest = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(problem.offset)))
            unreadablePart = rest.isEmpty ? "(the end)" : rest.count > 40 ? rest.prefix(40) + "…" : rest
        }
    }

    /// Whether the whole value lies in the supported subset; when false,
    /// `status(at:)` always answers `.unknown`.
    public var isUnderstood: Bool { rules != nil }

    /// The minutes of a day (0 ..< 1440, ascending, midnight first) at which ``status(at:)`` can change:
    /// on any day, the state at one of them holds until the next (or midnight). The minute enters the
    /// rules only through their spans' starts and ends (an end past midnight as the next day's minute), so
    /// these are every span's start and end, and midnight.
    public var changeMinutes: [Int] {
        var minutes: Set<Int> = [0]
        for rule in rules ?? [] {
            for span in rule.times ?? [] {
                for minute in [span.start, span.end, span.end - 1440] where (0..<1440).contains(minute) {
                    minutes.insert(minute)
                }
            }
        }
        return minutes.sorted()
    }

    /// The state at a local wall-clock time.
    ///
    /// The rules build the day's schedule in order
    /// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification#explain:time_domain):
    /// each rule contributes its spans on the day (see `Rule.contribution(at:)`); a
    /// normal rule that selects the day replaces the schedule (a closed one
    /// adds to it), one that only spills into the day from the day before
    /// counts only if nothing was said yet; an additional rule adds; a
    /// fallback rule counts only if no earlier rule selected the day. The
    /// last span that covers the minute gives the state; none means closed.
    /// - Parameter time: The local time; fields out of range give `.unknown`.
    /// - Returns: `.open`, `.closed` or `.unknown`.
    public func status(at time: LocalTime) -> OpeningStatus {
        guard let rules, time.isValid else { return .unknown }
        // The schedule is followed at the one minute asked: whether the day has one yet,
        // and the state of the last span that covers the minute (none: closed).
        var hasSchedule = false
        var state: OpeningStatus?
        var selected = false
        for rule in rules where !rule.onlyHolidays {
            let (selectsDay, applies, covering) = rule.contribution(at: time)
            switch rule.kind {
            case .normal where rule.state == .closed, .additional:
                if applies {
                    hasSchedule = true
                    if let covering { state = covering }
                }
                selected = selected || selectsDay
            case .normal:
                if selectsDay || !hasSchedule {
                    hasSchedule = applies
                    state = covering
                }
                selected = selected || selectsDay
            case .fallback:
                if !selected {
                    hasSchedule = applies
                    state = covering
                    selected = selectsDay
                }
            }
        }
        return state ?? .closed
    }
}
