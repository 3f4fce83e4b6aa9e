import Foundation
import PlacesEngine
import Geo
import Places

/// The simulation's two scenarios.
public enum EvaluationScenario: String, Sendable, CaseIterable {
    /// (a) The place is chosen uniformly (by popularity under ``EvaluationDraw/popular``); no time is given.
    case uniform = "a"
    /// (b) As (a), and the visit time is drawn inside the place's opening
    /// hours where it has them (uniformly over the week otherwise) and given to the engine.
    case openingHours = "b"

    /// One line for the report, for the uniform choice of place.
    public var title: String { title(for: .ground) }

    /// One line for the report: says how the place was chosen under `draw`.
    public func title(for draw: EvaluationDraw) -> String {
        if draw.choosesByPopularity {
            switch self {
            case .uniform: return "Scenario a: place chosen by popularity, position only"
            case .openingHours: return "Scenario b: place chosen by popularity, visit time inside its opening hours, time given"
            }
        }
        return switch self {
        case .uniform: "Scenario a: place chosen uniformly, position only"
        case .openingHours: "Scenario b: visit time drawn inside the place's opening hours, time given"
        }
    }
}
