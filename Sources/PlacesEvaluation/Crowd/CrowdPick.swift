import Places

/// A pick a person could confirm: the places they were shown and the one they were at.
public struct CrowdPick: Sendable, Hashable {
    /// The person (who confirms is chosen by person, not by check-in).
    public let user: String
    /// The engine's five at their fix, and the pick after them when it came from elsewhere (a search).
    public let candidates: [PlaceID]
    /// The place they were at: one of ``candidates``.
    public let pick: PlaceID
    /// When, on the local wall clock (for ``CrowdWeekParts``).
    public let time: LocalTime
}
