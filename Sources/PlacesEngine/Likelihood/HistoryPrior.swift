import Foundation
import Geo
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
/// The ranking reads m(p)·d(p) (``ownDensity(of:at:mappedDensity:)``; m(p) is ``mass(of:)``): the
/// person is at one of their own places in proportion to the weight of their
/// visits there and how well each explains the fix, or somewhere new, drawn
/// from the population's model, in proportion to `newPlaceRate` and the
/// population's (``LikelihoodModel/rank(_:fix:localTime:includeNone:history:openFraction:)``):
/// a Dirichlet process over places whose base measure is the population's.
///
/// A visit whose fix the app kept explains the new fix by where the device
/// was then, not by where the map draws the place: the person stood at the
/// place both times, so the two fixes differ by their two errors, a Gaussian
/// of the two σ in quadrature (``LocationFix/sigma``). That follows the place
/// as the person meets it, which the map may draw tens of metres away (a
/// Foursquare venue's pin sits a median 19 m from the place it names, 10 %
/// of them past 42 m: docs/BENCHMARKS.md "Which place"). A visit without a fix is explained by
/// the place's mapped density d(p), as the population's model sees it.
///
/// The numbers (``VisitPrior/History``) are fitted on real people's revisits
/// (`evaluate --checkins --fit-prior`, see `Resources/visit-prior.json`).
public struct HistoryPrior: Sendable {
    /// A visit with the fix the app kept: its weight, where the device was, and its σ squared.
    private struct Located: Sendable {
        let weight: Double
        let coordinate: Coordinate
        let variance: Double
    }

    /// The summed weight of each place's visits without a fix.
    private let unlocated: [PlaceID: Double]
    /// Each place's visits with a fix.
    private let located: [PlaceID: [Located]]
    /// How many visits each place has, whatever their weight.
    private let counts: [PlaceID: Int]

    /// How readily the person is somewhere new (``VisitPrior/History/newPlaceRate``).
    public let newPlaceRate: Double

    /// No history: the population's model alone.
    public static let none = HistoryPrior(unlocated: [:], located: [:], counts: [:],
                                          newPlaceRate: VisitPrior.uniform.history.newPlaceRate)

    private init(unlocated: [PlaceID: Double], located: [PlaceID: [Located]], counts: [PlaceID: Int],
                 newPlaceRate: Double) {
        self.unlocated = unlocated
        self.located = located
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
        var unlocated: [PlaceID: Double] = [:]
        var located: [PlaceID: [Located]] = [:]
        var counts: [PlaceID: Int] = [:]
        for visit in history.visits {
            let ageDays = max(0, date.timeIntervalSince(visit.time.date) / 86_400)
            let recency = pow(0.5, ageDays / parameters.halfLifeDays)
            let match = localTime.map { HistoryPrior.match(visit.localTime, $0, parameters) } ?? 1
            if let fix = visit.fix {
                located[visit.id, default: []].append(Located(weight: recency * match, coordinate: fix.coordinate,
                                                              variance: fix.sigma * fix.sigma))
            } else {
                unlocated[visit.id, default: 0] += recency * match
            }
            counts[visit.id, default: 0] += 1
        }
        self.init(unlocated: unlocated, located: located, counts: counts, newPlaceRate: parameters.newPlaceRate)
    }

    /// Whether no visit took part.
    public var isEmpty: Bool { counts.isEmpty }

    /// m(p): the summed weight of the visits to place `id` at the query's time (0 for a place never picked).
    public func mass(of id: PlaceID) -> Double {
        (located[id] ?? []).reduce(unlocated[id] ?? 0) { $0 + $1.weight }
    }

    /// m(p)·d(p): how much the visits to place `id` explain `fix`, summed with their weights at the query's time
    /// (0 for a place never picked). A visit without a fix counts `mappedDensity`, the place's position density
    /// at the fix; one with a fix counts the density of the two fixes' difference.
    public func ownDensity(of id: PlaceID, at fix: LocationFix, mappedDensity: Double) -> Double {
        var sum = (unlocated[id] ?? 0) * mappedDensity
        guard let visits = located[id] else { return sum }
        let variance = fix.sigma * fix.sigma
        for visit in visits {
            let spread = variance + visit.variance
            let distance = fix.coordinate.distance(to: visit.coordinate)
            sum += visit.weight * exp(-distance * distance / (2 * spread)) / (2 * Double.pi * spread)
        }
        return sum
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
