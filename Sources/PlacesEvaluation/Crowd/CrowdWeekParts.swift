import Places

/// How a crowd could keep the time of week of its confirmations, for issue 58's question whether it helps: the
/// week cut into parts, each part a crowd of its own, and a check-in judged with the crowd of its part.
///
/// A server would keep at most a confirmation's hour of the week; these parts are coarser, so that each holds
/// enough confirmations to count.
public struct CrowdWeekParts: Sendable {
    /// What the parts are, as the table says it.
    public let name: String
    /// How many parts.
    public let count: Int
    /// The part of a local time, in `0..<count`.
    private let part: @Sendable (LocalTime) -> Int

    private init(name: String, count: Int, part: @escaping @Sendable (LocalTime) -> Int) {
        self.name = name
        self.count = count
        self.part = part
    }

    /// The part `time` falls in.
    public func part(of time: LocalTime) -> Int { part(time) }

    /// One part: no time kept (the shipped crowd).
    public static let whole = CrowdWeekParts(name: "none (the whole week)", count: 1) { _ in 0 }
    /// Weekdays and weekends, as ``HistoryPrior`` tells the kinds of day apart.
    public static let dayKinds = CrowdWeekParts(name: "weekday or weekend", count: 2) { $0.weekday >= 6 ? 1 : 0 }
    /// The kind of day and its quarter (0–6, 6–12, 12–18, 18–24 h).
    public static let dayQuarters = CrowdWeekParts(name: "kind of day × quarter of the day", count: 8) {
        ($0.weekday >= 6 ? 4 : 0) + min(3, max(0, $0.minuteOfDay / 360))
    }
}
