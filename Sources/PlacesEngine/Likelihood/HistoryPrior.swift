import Foundation
import Places

/// What the person's own earlier picks say about where they are now: how much
/// each place they picked weighs in their own habits at this time of week.
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
/// m(p), the summed weight of the visits to p, is what the ranking reads
/// (``mass(of:)``): the person is at one of their own places in proportion to
/// m(p) and that place's position density, or somewhere new, drawn from the
/// population's model, in proportion to `newPlaceRate` and the population's
/// (``LikelihoodModel/rank(_:fix:localTime:includeNone:history:openFraction:)``):
/// a Dirichlet process over places whose base measure is the population's.
///
/// The numbers (``VisitPrior/History``) are fitted on real people's revisits
/// (`evaluate --checkins --fit-prior`, see `Resources/visit-prior.json`).
public struct HistoryPrior: Sendable {
    /// The summed weight of the visits to each place.
    private let masses: [PlaceID: Double]
    /// How many visits each place has, whatever their weight.
    private let counts: [PlaceID: Int]

    /// How readily the person is somewhere new (``VisitPrior/History/newPlaceRate``).
    public let newPlaceRate: Double

    /// No history: the population's model alone.
    public static let none = HistoryPrior(masses: [:], counts: [:], newPlaceRate: VisitPrior.uniform.history.newPlaceRate)

    private init(masses: [PlaceID: Double], counts: [PlaceID: Int], newPlaceRate: Double) {
        self.masses = masses
        self.counts = counts
        self.newPlaceRate = newPlaceRate
    }

    /// Weighs `history` for a query at `date`.
    /// - Parameters:
    ///   - date: the moment of the query (visits after it count as fresh).
    ///   - localTime: the query's wall-clock time at the place, or nil to ignore the time of week.
    ///   - parameters: the new-place rate and the time shape (``VisitPrior/uniform``'s by default).
    public init(_ history: VisitHistory, at date: Date, localTime: LocalTime?,
                parameters: VisitPrior.History = VisitPrior.uniform.history) {
        var masses: [PlaceID: Double] = [:]
        var counts: [PlaceID: Int] = [:]
        for visit in history.visits {
            let ageDays = max(0, date.timeIntervalSince(visit.time.date) / 86_400)
            let recency = pow(0.5, ageDays / parameters.halfLifeDays)
            let match = localTime.map { HistoryPrior.match(visit.localTime, $0, parameters) } ?? 1
            masses[visit.id, default: 0] += recency * match
            counts[visit.id, default: 0] += 1
        }
        self.init(masses: masses, counts: counts, newPlaceRate: parameters.newPlaceRate)
    }

    /// Whether no visit took part.
    public var isEmpty: Bool { counts.isEmpty }

    /// m(p): the summed weight of the visits to place `id` at the query's time (0 for a place never picked).
    public func mass(of id: PlaceID) -> Double {
        masses[id] ?? 0
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
