import Foundation
import PlacesEngine

/// A habit of a simulated person: a kind of place visit at set times of the
/// week (work on weekday daytimes, a café on weekend mornings), for
/// `evaluate --scenario routine`.
public struct Habit: Sendable, Hashable {
    /// What the habit stands for, for the report.
    public let name: String
    /// The ISO weekdays it happens on (1 = Monday … 7 = Sunday).
    public let weekdays: ClosedRange<Int>
    /// The minutes of the day a visit may start in.
    public let minutes: ClosedRange<Int>
    /// Visits per week.
    public let visitsPerWeek: Double

    /// The habits a person draws theirs from.
    public static let templates: [Habit] = [
        Habit(name: "weekday daytime", weekdays: 1...5, minutes: 9 * 60...17 * 60, visitsPerWeek: 5),
        Habit(name: "weekday morning", weekdays: 1...5, minutes: 7 * 60 + 30...9 * 60, visitsPerWeek: 3),
        Habit(name: "weekday evening", weekdays: 1...5, minutes: 17 * 60 + 30...20 * 60 + 30, visitsPerWeek: 2),
        Habit(name: "weekend morning", weekdays: 6...7, minutes: 9 * 60...12 * 60, visitsPerWeek: 1.5),
        Habit(name: "weekend afternoon", weekdays: 6...7, minutes: 12 * 60...18 * 60, visitsPerWeek: 1),
        Habit(name: "evening out", weekdays: 1...7, minutes: 19 * 60...23 * 60, visitsPerWeek: 1),
    ]

    /// Visits to new places happen on any day in these minutes.
    public static let newPlaceMinutes = 10 * 60...20 * 60
}
