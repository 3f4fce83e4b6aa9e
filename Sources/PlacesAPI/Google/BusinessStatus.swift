import Foundation
import Places

/// Google's `businessStatus` from OSM lifecycle tags: `disused=yes`,
/// `abandoned=yes` or an `end_date` in the past close a place for good;
/// `opening_hours=closed|off` closes it for now; anything else is operational.
public enum BusinessStatus: String, Codable, Sendable {
    case operational = "OPERATIONAL"
    case closedTemporarily = "CLOSED_TEMPORARILY"
    case closedPermanently = "CLOSED_PERMANENTLY"

    /// The status a place's tags say, on `date`.
    public init(tags: [String: String], openingHours: String?, on date: Date = Date()) {
        if tags["disused"] == "yes" || tags["abandoned"] == "yes" {
            self = .closedPermanently
        } else if let end = tags["end_date"], let year = Int(end.prefix(4)), end.count >= 4,
                  year < Calendar(identifier: .gregorian).component(.year, from: date) {
            self = .closedPermanently
        } else if let hours = openingHours?.trimmingCharacters(in: .whitespaces).lowercased(), ["closed", "off"].contains(hours) {
            self = .closedTemporarily
        } else {
            self = .operational
        }
    }
}
