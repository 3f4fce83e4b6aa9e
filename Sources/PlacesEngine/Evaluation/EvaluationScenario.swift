import Foundation
import Geo
import Places

/// The simulation's two scenarios.
public enum EvaluationScenario: String, Sendable, CaseIterable {
    /// (a) The place is chosen uniformly; no time is given.
    case uniform = "a"
    /// (b) As (a), and the visit time is drawn inside the place's opening
    /// hours where it has them (uniformly over the week otherwise) and given to the engine.
    case openingHours = "b"

    /// One line for the report.
    public var title: String {
        switch self {
        case .uniform: return "Scenario a: place chosen uniformly, position only"
        case .openingHours: return "Scenario b: visit time drawn inside the place's opening hours, time given"
        }
    }
}
