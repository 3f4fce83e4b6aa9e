import Foundation
import Geo
import Places

/// One cell of the report: a scenario at an accuracy, with every method's metrics.
public struct EvaluationCell: Sendable {
    public let scenario: EvaluationScenario
    public let accuracy: Meters
    public let metrics: [EvaluationMethod: RankingMetrics]
}
