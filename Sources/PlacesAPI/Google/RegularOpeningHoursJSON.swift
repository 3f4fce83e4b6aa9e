import Foundation
import Places

/// Google's `regularOpeningHours` built from a place's parsed OSM
/// `opening_hours`: the open periods of one week, each weekday described on
/// one line, and whether the place is open at the request's time.
public struct RegularOpeningHoursJSON: Codable, Sendable, Equatable {
    /// A moment of the week: `day` 0 = Sunday … 6 = Saturday, as Google counts.
    public struct Point: Codable, Sendable, Equatable {
        public let day: Int
        public let hour: Int
        public let minute: Int
    }
    /// An open interval; a place open all week has one period with no `close`.
    public struct Period: Codable, Sendable, Equatable {
        public let open: Point
        public let close: Point?
    }
    /// Whether the place is open at the request's time (only when the request gave one).
    public let openNow: Bool?
    /// The open periods, from Sunday on.
    public let periods: [Period]
    /// One line per weekday, Monday first: "Monday: 09:00–21:00", "Sunday: Closed".
    public let weekdayDescriptions: [String]

    /// The week of `hours` that starts at `weekStart` (a Monday, 00:00, local
    /// time), as its minutes are; nil when the hours cannot be read or say
    /// nothing about that week. Weekday names are in `language`.
    ///
    /// The state is asked once per day and ``OpeningHours/changeMinutes``
    /// (a few dozen times a week, not 10,080), and holds until the next.
    public init?(_ hours: OpeningHours, weekStart: LocalTime, openNow: Bool?, language: LanguageCode?) {
        guard hours.isUnderstood else { return nil }
        let minutesPerWeek = 7 * 1440
        var open = [Bool](repeating: false, count: minutesPerWeek)
        var known = false
        let changes = hours.changeMinutes
        for day in 0..<7 {
            for (index, from) in changes.enumerated() {
                let to = index + 1 < changes.count ? changes[index + 1] : 1440
                switch hours.status(at: weekStart.shifted(byMinutes: day * 1440 + from)) {
                case .open:
                    for minute in day * 1440 + from..<day * 1440 + to { open[minute] = true }
                    known = true
                case .closed: known = true
                case .unknown: break
                }
            }
        }
        guard known else { return nil }
        self.openNow = openNow
        let names = RegularOpeningHoursJSON.weekdayNames(language)
        guard open.contains(false) else {
            periods = [Period(open: Point(day: 0, hour: 0, minute: 0), close: nil)]
            weekdayDescriptions = names.map { "\($0): Open 24 hours" }
            return
        }
        // Runs of open minutes, the week read as a ring from a closed minute (a run may cross Sunday night).
        let start = open.firstIndex(of: false) ?? 0
        var runs: [(from: Int, to: Int)] = []
        var runStart: Int?
        for step in 0...minutesPerWeek {
            let minute = (start + step) % minutesPerWeek
            let isOpen = step < minutesPerWeek && open[minute]
            if isOpen, runStart == nil { runStart = start + step }
            if !isOpen, let from = runStart {
                runs.append((from % minutesPerWeek, (start + step) % minutesPerWeek))
                runStart = nil
            }
        }
        runs.sort { $0.from < $1.from }
        func point(_ minuteOfWeek: Int) -> Point {
            // minute 0 is Monday 00:00; Google's day 0 is Sunday.
            let day = minuteOfWeek / 1440
            return Point(day: (day + 1) % 7, hour: minuteOfWeek % 1440 / 60, minute: minuteOfWeek % 60)
        }
        periods = runs.map { Period(open: point($0.from), close: point($0.to)) }
            .sorted { ($0.open.day, $0.open.hour, $0.open.minute) < ($1.open.day, $1.open.hour, $1.open.minute) }
        weekdayDescriptions = (0..<7).map { day in
            let dayStart = day * 1440
            let starting = runs.filter { $0.from >= dayStart && $0.from < dayStart + 1440 }
            let allDay = (dayStart..<dayStart + 1440).allSatisfy { open[$0] }
            let text: String
            if allDay {
                text = "Open 24 hours"
            } else if starting.isEmpty {
                text = "Closed"
            } else {
                text = starting.map { "\(RegularOpeningHoursJSON.clock($0.from))–\(RegularOpeningHoursJSON.clock($0.to))" }
                    .joined(separator: ", ")
            }
            return "\(names[day]): \(text)"
        }
    }

    private static func clock(_ minuteOfWeek: Int) -> String {
        let minute = minuteOfWeek % 1440
        return String(format: "%02d:%02d", minute / 60, minute % 60)
    }

    /// Monday … Sunday in `language` (English when Foundation has no names for it).
    static func weekdayNames(_ language: LanguageCode?) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language?.description ?? "en")
        let symbols: [String] = formatter.standaloneWeekdaySymbols  // Sunday first
        guard symbols.count == 7 else { return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] }
        return Array(symbols[1...]) + [symbols[0]]
    }
}
