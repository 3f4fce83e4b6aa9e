import Foundation
import Places

/// What the person's own earlier picks say about where they are now: a
/// factor on each place's weight, from how often, how recently and at what
/// times of week they picked it.
///
/// Each visit v counts with weight w(v) = recency(v) · match(v, now):
/// - recency halves every `halfLifeDays` days before the query;
/// - match compares the visit's time of week with the query's, on each
///   one's own wall clock: a Gaussian over the hour of day (σ =
///   `hourSigma` hours, around the clock) times 1 on the same kind of day
///   (weekday or weekend) and `otherDayKind` on the other, plus a floor of
///   `baseMatch` so a place keeps some of its pull at other times. Without
///   a query time every visit matches fully.
///
/// With m(p) the summed weight of the visits to p and M that of all visits,
/// the factor is 1 + `boost` · m(p) / (`smoothing` + M): the share of the
/// person's matching picks that went to p, shrunk towards zero by
/// `smoothing` pseudo-visits "somewhere new". A place holding all
/// of many matching picks approaches 1 + boost.
///
/// The numbers (``VisitPrior/History``) are fitted on real people's revisits
/// (`current-place fit-prior`, see `Resources/visit-prior.json`); the
/// defaults (``VisitPrior/uniform``) were chosen before on simulated habits.
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

    /// The strength and time shape.
    private let parameters: VisitPrior.History

    /// No history: every factor is 1.
    public static let none = HistoryPrior(mass: [:], counts: [:], total: 0, parameters: VisitPrior.uniform.history)

    private init(mass: [PlaceID: Double], counts: [PlaceID: Int], total: Double, parameters: VisitPrior.History) {
        self.mass = mass
        self.counts = counts
        self.total = total
        self.parameters = parameters
    }

    /// Weighs `history` for a query at `date`.
    /// - Parameters:
    ///   - date: the moment of the query (visits after it count as fresh).
    ///   - localTime: the query's wall-clock time at the place, or nil to ignore the time of week.
    ///   - parameters: the strength and time shape (``VisitPrior/uniform``'s by default).
    public init(_ history: VisitHistory, at date: Date, localTime: LocalTime?,
                parameters: VisitPrior.History = VisitPrior.uniform.history) {
        var mass: [PlaceID: Double] = [:]
        var counts: [PlaceID: Int] = [:]
        var total = 0.0
        for visit in history.visits {
            let ageDays = max(0, date.timeIntervalSince(visit.time.date) / 86_400)
            let recency = pow(0.5, ageDays / parameters.halfLifeDays)
            let match = localTime.map { HistoryPrior.match(visit.localTime, $0, parameters) } ?? 1
            let weight = recency * match
            mass[visit.id, default: 0] += weight
            counts[visit.id, default: 0] += 1
            total += weight
        }
        self.init(mass: mass, counts: counts, total: total, parameters: parameters)
    }

    /// Whether no visit took part.
    public var isEmpty: Bool { counts.isEmpty }

    /// The factor on the weight of place `id` (1 for a place never picked).
    public func factor(for id: PlaceID) -> Double {
        guard let placeMass = mass[id] else { return 1 }
        return 1 + parameters.boost * placeMass / (parameters.smoothing + total)
    }

    /// How many times place `id` was picked.
    public func visitCount(of id: PlaceID) -> Int {
        counts[id] ?? 0
    }

    /// How well a visit's time of week matches the query's, in [`baseMatch`, 1].
    static func match(_ visit: LocalTime, _ query: LocalTime, _ parameters: VisitPrior.History) -> Double {
        let minutes = abs(visit.minuteOfDay - query.minuteOfDay)
        let hours = Double(min(minutes, 1_440 - minutes)) / 60
        let sigma = parameters.hourSigma
        let hourMatch = exp(-hours * hours / (2 * sigma * sigma))
        let dayMatch = visit.isWeekend == query.isWeekend ? 1 : parameters.otherDayKind
        return parameters.baseMatch + (1 - parameters.baseMatch) * hourMatch * dayMatch
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
