import Foundation
import PlacesEngine
import Geo
import Places

/// The methods compared side by side.
public enum EvaluationMethod: String, Sendable, CaseIterable {
    /// The likelihood engine.
    case engine
    /// The baseline: nearest place first (distance to footprint or point).
    case nearest
    /// The ceiling: ranks by the simulation's own generative model.
    case ceiling
}
