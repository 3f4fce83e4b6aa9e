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
/// after the specification (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
///
/// Supported — the common subset of the grammar:
/// - `24/7`; rules separated by `;` (a later rule replaces the earlier ones
///   for every day it selects, including hours that spilled into that day
///   from a range past midnight the day before; a later `closed`/`off` rule
///   closes only the times it selects) and by `,` (an additional rule: adds
///   to the earlier ones);
/// - weekdays `Mo`, `Mo-Fr`, `Mo,We,Fr`, wrapping `Fr-Mo`; none = every day;
/// - times `08:00-12:00,13:00-17:00`, past midnight `18:00-02:00` (the part
///   after midnight belongs to the next day, so `Fr 18:00-02:00` is open on
///   Saturday at 01:00), `24:00` as an end, extended ends up to `48:00`
///   (`22:00-26:00`); none = the whole day;
/// - months and dates `Dec`, `Jan-Mar`, `Oct-Mar` (wrapping), `Dec 24`,
///   `Dec 24-26`, `Jan 01-Mar 15`, `Dec 24-Jan 02`, lists joined by `,`;
/// - modifiers `open`, `closed`, `off`, `unknown`, each optionally followed
///   by a comment in double quotes (ignored); `Su off` and a bare `Mo-Fr`
///   (open all day);
/// - leniency: any whitespace, lowercase names, `9:00`, `9.00`, `–` or `—`
///   for `-`, a `:` after the date or weekday selector, empty rules after `;`.
///
/// Public and school holidays (`PH`, `SH`) cannot be known offline, so a rule
/// selecting only holidays (`PH off`, `PH 10:00-14:00`, `SH Mo-Fr 10:00-12:00`)
/// is skipped, and holidays in a list are dropped: `Mo-Fr,PH` means `Mo-Fr`.
/// On a real holiday the answer may therefore be wrong.
///
/// Everything else — fallback rules `||`, year and week selectors, nth
/// weekdays `Su[1]`, `easter`, `sunrise`/`sunset`, open ends `17:00+`,
/// intervals `/30`, comments outside a modifier, unknown words — makes the
/// whole value not understood: `isUnderstood` is false and `status(at:)`
/// answers `.unknown`. Parsing never traps, whatever the input.
public struct OpeningHours: Sendable {
    /// The parsed rules in order; nil when the value is not understood.
    private let rules: [Rule]?

    /// Parses an `opening_hours` value such as `Mo-Fr 09:00-21:00; Sa 09:00-19:00`.
    /// - Parameter text: The raw tag value; any string is accepted.
    public init(_ text: String) {
        rules = RuleParser.parse(text)
    }

    /// Whether the whole value lies in the supported subset; when false,
    /// `status(at:)` always answers `.unknown`.
    public var isUnderstood: Bool { rules != nil }

    /// The state at a local wall-clock time.
    ///
    /// Rules are applied in order to the day of `time`
    /// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification#explain:time_domain):
    /// a normal rule that selects the day and is not `closed` first clears
    /// what earlier rules said about the day; then every rule that selects
    /// the day and covers the minute, or selects the day before and covers
    /// the minute with its part past midnight, sets the state.
    /// - Parameter time: The local time; fields out of range give `.unknown`.
    /// - Returns: `.open`, `.closed` or `.unknown`.
    public func status(at time: LocalTime) -> OpeningStatus {
        guard let rules, time.isValid else { return .unknown }
        let dayBefore = time.previousDay
        var state = OpeningStatus.closed
        for rule in rules where !rule.onlyHolidays {
            let selectsDay = rule.selects(time)
            if selectsDay, rule.kind == .normal, rule.state != .closed {
                state = .closed
            }
            if selectsDay, rule.coversSameDay(minute: time.minuteOfDay) {
                state = rule.state
            }
            if rule.coversNextDay(minute: time.minuteOfDay), rule.selects(dayBefore) {
                state = rule.state
            }
        }
        return state
    }
}
