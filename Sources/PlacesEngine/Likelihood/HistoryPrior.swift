import Foundation
import Places

/// What the person's own earlier picks say about where they are now: a
/// factor on each place's weight, from how often, how recently and at what
/// times of week they picked it.
///
/// Each visit v counts with weight w(v) = recency(v) · match(v, now):
/// - recency halves every ``halfLifeDays`` days before the query;
/// - match compares the visit's time of week with the query's, on each
///   one's own wall clock: a Gaussian over the hour of day (σ =
///   ``hourSigma`` hours, around the clock) times 1 on the same kind of day
///   (weekday or weekend) and ``otherDayKind`` on the other, plus a floor of
///   ``baseMatch`` so a place keeps some of its pull at other times. Without
///   a query time every visit matches fully.
///
/// With m(p) the summed weight of the visits to p and M that of all visits,
/// the factor is 1 + ``boost`` · m(p) / (``smoothing`` + M): the share of the
/// person's matching picks that went to p, shrunk towards zero by
/// ``smoothing`` pseudo-visits "somewhere new". One fresh pick gives
/// 1 + 75 / 11 ≈ 7.8 — it outweighs a neighbour up to 2 σ nearer the fix,
/// not one on the fix; a place holding all of many matching picks approaches
/// 1 + boost = 76, enough to outweigh a neighbour about 2.9 σ nearer.
///
/// The numbers were chosen with `evaluate --scenario routine` (20 m fixes,
/// seeds 1 and 2): with boost 20 and smoothing 3 habitual visits were
/// already 0.92 top-1, but the likelihoods were too timid (ECE 0.056 over
/// all visits); 75 and 10 give 0.97 top-1 on habitual visits, ECE 0.043–0.046,
/// and cost visits to new places 0.3–0.8 points of top-1; 100 and 3 cost
/// them 0.9. The time-of-week constants are judgment: the hours people keep
/// habits in, not data.
///
/// Places never picked keep factor 1, so history only reorders the places it
/// knows, and "none of these" keeps its weight.
public struct HistoryPrior: Sendable {
    /// The summed weight of the visits to each place.
    private let mass: [PlaceID: Double]
    /// How many visits each place has, whatever their weight.
    private let counts: [PlaceID: Int]
    /// The summed weight of all visits.
    private let total: Double

    /// A visit's weight halves every this many days.
    public static let halfLifeDays = 60.0
    /// The spread of the hour-of-day match, in hours.
    public static let hourSigma = 2.0
    /// The match between a weekday and a weekend day.
    public static let otherDayKind = 0.25
    /// The least a visit matches at any time of week.
    public static let baseMatch = 0.1
    /// The largest factor, for a place holding all of many matching picks, is 1 + boost.
    public static let boost = 75.0
    /// Pseudo-visits to places never picked, so that one pick does not swamp the position.
    public static let smoothing = 10.0

    /// No history: every factor is 1.
    public static let none = HistoryPrior(mass: [:], counts: [:], total: 0)

    private init(mass: [PlaceID: Double], counts: [PlaceID: Int], total: Double) {
        self.mass = mass
        self.counts = counts
        self.total = total
    }

    /// Weighs `history` for a query at `date`.
    /// - Parameters:
    ///   - date: the moment of the query (visits after it count as fresh).
    ///   - localTime: the query's wall-clock time at the place, or nil to ignore the time of week.
    public init(_ history: VisitHistory, at date: Date, localTime: LocalTime?) {
        var mass: [PlaceID: Double] = [:]
        var counts: [PlaceID: Int] = [:]
        var total = 0.0
        for visit in history.visits {
            let ageDays = max(0, date.timeIntervalSince(visit.time.date) / 86_400)
            let recency = pow(0.5, ageDays / HistoryPrior.halfLifeDays)
            let match = localTime.map { HistoryPrior.match(visit.localTime, $0) } ?? 1
            let weight = recency * match
            mass[visit.id, default: 0] += weight
            counts[visit.id, default: 0] += 1
            total += weight
        }
        self.init(mass: mass, counts: counts, total: total)
    }

    /// Whether no visit took part.
    public var isEmpty: Bool { counts.isEmpty }

    /// The factor on the weight of place `id` (1 for a place never picked).
    public func factor(for id: PlaceID) -> Double {
        guard let placeMass = mass[id] else { return 1 }
        return 1 + HistoryPrior.boost * placeMass / (HistoryPrior.smoothing + total)
    }

    /// How many times place `id` was picked.
    public func visitCount(of id: PlaceID) -> Int {
        counts[id] ?? 0
    }

    /// How well a visit's time of week matches the query's, in [``baseMatch``, 1].
    static func match(_ visit: LocalTime, _ query: LocalTime) -> Double {
        let minutes = abs(visit.minuteOfDay - query.minuteOfDay)
        let hours = Double(min(minutes, 1_440 - minutes)) / 60
        let hourMatch = exp(-hours * hours / (2 * hourSigma * hourSigma))
        let dayMatch = visit.isWeekend == query.isWeekend ? 1 : otherDayKind
        return baseMatch + (1 - baseMatch) * hourMatch * dayMatch
    }
}

extension PlaceVisit {
    /// The wall-clock time of the visit, in the offset it was written with.
    var localTime: LocalTime {
        LocalTime(date: time.date, utcOffsetSeconds: time.timeZone.secondsFromGMT(for: time.date))
    }
}

extension LocalTime {
    /// Saturday or Sunday.
    var isWeekend: Bool { weekday >= 6 }
}
