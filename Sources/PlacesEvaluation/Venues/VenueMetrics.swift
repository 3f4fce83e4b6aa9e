import Foundation
import Places

/// Venue-level scores of one method over check-ins at named venues: how
/// often the first answer, and any of the first five, is the place the
/// person was at. Top-1 and top-5 count the venues in the map (elsewhere no
/// method can be right); the calibration of the first answer's likelihood
/// counts every named venue, those missing from the map as misses, which is
/// what "none of these" is for.
public struct VenueMetrics: Sendable {
    /// Check-ins at venues in the map.
    public var inMap: Int { total.count }
    /// Over every venue in the map: its check-ins and hits.
    private var total = Tally()
    /// The first answer's likelihood against being the place, over every named venue.
    public private(set) var calibration = KindMetrics()
    /// Per venue in the map: its check-ins and hits (``VenueDifference`` resamples venues, which are right or
    /// wrong together).
    public private(set) var byVenue: [String: Tally] = [:]

    /// Check-ins at venues in the map, and their hits.
    public struct Tally: Sendable, Hashable {
        /// Check-ins.
        public var count = 0
        /// Of them, those whose first answer is the venue.
        public var first = 0
        /// Those whose first five hold it.
        public var five = 0
        /// Those whose first ten (``VenueMetrics/reach``) hold it.
        public var ten = 0

        /// Counts one check-in.
        mutating func add(first right: Bool, five inFive: Bool, ten inTen: Bool) {
            count += 1
            if right { first += 1 }
            if inFive { five += 1 }
            if inTen { ten += 1 }
        }
    }

    /// How many places are shown.
    public static let shown = 5
    /// How many of the first places ``top10`` looks at: twice those shown.
    public static let reach = 2 * shown

    /// Records one check-in: the method's places, best first, with their likelihoods when it has them;
    /// `truth` the places the venue is (one, or a station complex's stations), nil when it is missing from the map.
    mutating func record<Places: Collection>(_ ranked: Places, likelihood: Double?, truth: Set<PlaceID>?, venue: String)
        where Places.Element == PlaceID {
        let right = truth.map { truth in ranked.first.map(truth.contains) ?? false } ?? false
        if let truth {
            let inFive = ranked.prefix(VenueMetrics.shown).contains(where: truth.contains)
            let inTen = ranked.prefix(VenueMetrics.reach).contains(where: truth.contains)
            total.add(first: right, five: inFive, ten: inTen)
            byVenue[venue, default: Tally()].add(first: right, five: inFive, ten: inTen)
        }
        calibration.record(correct: right, confidence: likelihood, venue: venue)
    }

    /// Share of check-ins at venues in the map whose first answer is the venue.
    public var top1: Double { inMap == 0 ? 0 : Double(total.first) / Double(inMap) }
    /// Share whose first five hold it.
    public var top5: Double { inMap == 0 ? 0 : Double(total.five) / Double(inMap) }
    /// Share whose first ten hold it: the most any reordering of those ten could bring into the five.
    public var top10: Double { inMap == 0 ? 0 : Double(total.ten) / Double(inMap) }
}
