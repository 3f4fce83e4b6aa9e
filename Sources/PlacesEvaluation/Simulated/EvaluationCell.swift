import Foundation
import PlacesEngine
import Geo
import Places

/// One cell of the report: a draw and a scenario at an accuracy, with every method's metrics.
public struct EvaluationCell: Sendable {
    /// How the people were drawn.
    public let draw: EvaluationDraw
    /// Whether the visit time was given.
    public let scenario: EvaluationScenario
    /// The fixes' accuracy (68 % radius).
    public let accuracy: Meters
    /// Each method's scores.
    public let metrics: [EvaluationMethod: RankingMetrics]
}
