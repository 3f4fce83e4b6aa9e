import Foundation

/// How a nearby search orders what it finds (`rankPreference`).
public enum NearbyRanking: String, Sendable, Hashable, Codable, CaseIterable {
    /// Most prominent first (the kind-and-prominence prior), then nearest.
    case popularity = "POPULARITY"
    /// Nearest first.
    case distance = "DISTANCE"
}
