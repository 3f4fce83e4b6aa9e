import Foundation

/// Whether a place is trading, like Google's `BusinessStatus`.
public enum BusinessStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Open for business.
    case operational = "OPERATIONAL"
    /// Closed for now.
    case closedTemporarily = "CLOSED_TEMPORARILY"
    /// Closed for good.
    case closedPermanently = "CLOSED_PERMANENTLY"
}
