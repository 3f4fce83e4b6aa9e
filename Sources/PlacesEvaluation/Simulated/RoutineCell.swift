import Foundation
import PlacesEngine
import Geo

/// One accuracy of the routine scenario: each method's scores on each kind of visit.
public struct RoutineCell: Sendable {
    /// The fixes' accuracy (68 % radius).
    public let accuracy: Meters
    /// How many simulated people the visits came from.
    public let people: Int
    /// Scores by method and kind of visit.
    public let metrics: [RoutineMethod: [RoutineVisitKind: RankingMetrics]]
}
