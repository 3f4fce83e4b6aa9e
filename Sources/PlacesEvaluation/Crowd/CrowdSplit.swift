import Foundation

/// Check-ins split by time: the earlier ones are the picks people confirmed, the later ones are judged.
public struct CrowdSplit: Sendable {
    /// The first ``fraction`` of the check-ins, by time.
    public let early: [ScoredCheckin]
    /// The rest.
    public let late: [ScoredCheckin]
    /// The share that is early.
    public let fraction: Double

    /// The check-ins sorted by time (ties by line) and cut at `fraction`.
    public init(_ checkins: [ScoredCheckin], fraction: Double) {
        let sorted = checkins.sorted { ($0.checkin.date, $0.checkin.line) < ($1.checkin.date, $1.checkin.line) }
        let cut = Int((Double(sorted.count) * fraction).rounded(.down))
        early = Array(sorted.prefix(cut))
        late = Array(sorted.dropFirst(cut))
        self.fraction = fraction
    }

    /// When the judged part starts.
    public var boundary: Date? { late.first?.checkin.date }
}
