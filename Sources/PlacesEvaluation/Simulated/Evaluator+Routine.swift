import Foundation
import PlacesEngine
import Geo
import Places

/// `evaluate --scenario routine`: simulated people with habits, whose
/// earlier visits are their history (issue 14).
///
/// Each person has three or four habits (``Habit/templates``, all different),
/// each at its own place of interest, chosen uniformly among the places open
/// at some time the habit allows. Over the ``historyWeeks`` weeks before the
/// reference week they visit each habitual place about ``Habit/visitsPerWeek``
/// times a week, and ``newVisitsPerWeek`` times a week a place chosen
/// uniformly; those visits, picked right, each with the fix it was made
/// at, are their history. In the
/// reference week, ``testVisitsPerPerson`` visits follow the same mix: a
/// visit is habitual with probability ``habitualShare`` (the habit chosen by
/// its frequency), else to a place never visited. Every visit time falls
/// inside the place's opening hours when it has them, and the time is given
/// to the engine. Positions are drawn as ``EvaluationDraw/ground``.
extension Evaluator {
    /// Weeks of history before the reference week.
    public static let historyWeeks = 8
    /// Visits to new places per week of history.
    public static let newVisitsPerWeek = 3
    /// Visits scored per person.
    public static let testVisitsPerPerson = 20
    /// The share of scored visits that go to a habitual place.
    public static let habitualShare = 0.7

    /// One person's habits with their places.
    private struct Routine {
        var habits: [(habit: Habit, place: CandidatePlace)]
    }

    /// A scored visit: the person's place, the time and whether it was habitual.
    private struct Visit {
        let place: CandidatePlace
        let time: Date
        let habitual: Bool
    }

    /// Runs the routine scenario: `samples` scored visits per accuracy (from
    /// `samples / testVisitsPerPerson` people), every method on each.
    public mutating func runRoutine(accuracies: [Meters], samples: Int, seed: UInt64) throws -> [RoutineCell] {
        guard !places.isEmpty else { return [] }
        var cells: [RoutineCell] = []
        let people = max(1, samples / Evaluator.testVisitsPerPerson)
        for accuracy in accuracies {
            var generator = SeededGenerator(seed: seed &+ 0x5EED &+ UInt64(accuracy * 1000))
            var metrics: [RoutineMethod: [RoutineVisitKind: RankingMetrics]] = [:]
            for _ in 0..<people {
                guard let routine = makeRoutine(using: &generator) else { continue }
                // Each pick keeps the fix it was made at, as the apps keep it; the bare picks are the same without.
                let history = try VisitHistory(historyVisits(of: routine, using: &generator).map {
                    PlaceVisit(id: $0.place.id, time: QueryTime(date: $0.time, timeZone: timeZone),
                               fix: drawnFix(at: $0.place, accuracy: accuracy, time: $0.time, using: &generator))
                })
                let bare = try VisitHistory(history.visits.map { PlaceVisit(id: $0.id, time: $0.time) })
                let known = Set(routine.habits.map(\.place.id)).union(history.visits.map(\.id))
                for _ in 0..<Evaluator.testVisitsPerPerson {
                    guard let visit = testVisit(of: routine, avoiding: known, history: history, using: &generator) else { continue }
                    try score(visit, history: history, bare: bare, accuracy: accuracy, generator: &generator, into: &metrics)
                }
            }
            cells.append(RoutineCell(accuracy: accuracy, people: people, metrics: metrics))
        }
        return cells
    }

    /// Three or four different habits, each at a place open at some time it allows; nil when the store has too few.
    private func makeRoutine(using generator: inout SeededGenerator) -> Routine? {
        let count = Int.random(in: 3...4, using: &generator)
        var templates = Habit.templates
        templates.shuffle(using: &generator)
        var habits: [(habit: Habit, place: CandidatePlace)] = []
        for habit in templates.prefix(count) {
            for _ in 0..<50 {
                let place = places[Int.random(in: 0..<places.count, using: &generator)]
                guard !habits.contains(where: { $0.place.rowID == place.rowID }) else { continue }
                if visitTime(at: place, habit: habit, week: 0, using: &generator) != nil {
                    habits.append((habit, place))
                    break
                }
            }
        }
        return habits.count >= 3 ? Routine(habits: habits) : nil
    }

    /// The visits of the history weeks, oldest first.
    private func historyVisits(of routine: Routine, using generator: inout SeededGenerator) -> [Visit] {
        var visits: [Visit] = []
        for week in -Evaluator.historyWeeks..<0 {
            for (habit, place) in routine.habits {
                let whole = Int(habit.visitsPerWeek)
                let count = whole + (Double.random(in: 0..<1, using: &generator) < habit.visitsPerWeek - Double(whole) ? 1 : 0)
                for _ in 0..<count {
                    if let time = visitTime(at: place, habit: habit, week: week, using: &generator) {
                        visits.append(Visit(place: place, time: time, habitual: true))
                    }
                }
            }
            for _ in 0..<Evaluator.newVisitsPerWeek {
                let place = places[Int.random(in: 0..<places.count, using: &generator)]
                if let time = visitTime(at: place, habit: nil, week: week, using: &generator) {
                    visits.append(Visit(place: place, time: time, habitual: false))
                }
            }
        }
        return visits.sorted { $0.time < $1.time }
    }

    /// One visit of the reference week: habitual or to a place not in the history.
    private func testVisit(of routine: Routine, avoiding known: Set<PlaceID>, history: VisitHistory,
                           using generator: inout SeededGenerator) -> Visit? {
        if Double.random(in: 0..<1, using: &generator) < Evaluator.habitualShare {
            let total = routine.habits.reduce(0) { $0 + $1.habit.visitsPerWeek }
            var pick = Double.random(in: 0..<total, using: &generator)
            for (habit, place) in routine.habits {
                pick -= habit.visitsPerWeek
                guard pick < 0 else { continue }
                return visitTime(at: place, habit: habit, week: 0, using: &generator)
                    .map { Visit(place: place, time: $0, habitual: true) }
            }
            return nil
        }
        for _ in 0..<50 {
            let place = places[Int.random(in: 0..<places.count, using: &generator)]
            guard !known.contains(place.id) else { continue }
            if let time = visitTime(at: place, habit: nil, week: 0, using: &generator) {
                return Visit(place: place, time: time, habitual: false)
            }
        }
        return nil
    }

    /// A fix of a visit to `place`: a point of its ground (``EvaluationDraw/ground``), moved as a fix of
    /// `accuracy` errs.
    private func drawnFix(at place: CandidatePlace, accuracy: Meters, time: Date,
                          using generator: inout SeededGenerator) -> LocationFix {
        LocationFix.drawn(around: place.shape.randomPoint(using: &generator), accuracy: accuracy, timestamp: time,
                          using: &generator)
    }

    /// A time in week `week` (0 = the reference week) that the habit allows
    /// (any day, ``Habit/newPlaceMinutes``, without one) and the place is open
    /// at when it has understood hours; nil when 50 tries find none.
    private func visitTime(at place: CandidatePlace, habit: Habit?, week: Int,
                           using generator: inout SeededGenerator) -> Date? {
        let weekdays = habit?.weekdays ?? 1...7
        let minutes = habit?.minutes ?? Habit.newPlaceMinutes
        for _ in 0..<50 {
            let day = Int.random(in: weekdays, using: &generator) - 1
            let minute = Int.random(in: minutes, using: &generator)
            let date = weekStart.addingTimeInterval(Double((week * 7 + day) * 86_400 + minute * 60))
            // The wall clock moves with daylight saving; the reference weeks are in winter.
            guard let hours = place.openingHours, hours.isUnderstood else { return date }
            let local = LocalTime(date: date, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))
            if hours.status(at: local) == .open { return date }
        }
        return nil
    }

    /// Ranks one visit by every method and records where the place came.
    private func score(_ visit: Visit, history: VisitHistory, bare: VisitHistory, accuracy: Meters,
                       generator: inout SeededGenerator,
                       into metrics: inout [RoutineMethod: [RoutineVisitKind: RankingMetrics]]) throws {
        let fix = drawnFix(at: visit.place, accuracy: accuracy, time: visit.time, using: &generator)
        let truth = visit.place.rowID
        let hasFootprint = visit.place.shape.pointRadius == 0
        let kind: RoutineVisitKind = visit.habitual ? .habitual : .new

        func record(_ method: RoutineMethod, rank: Int?, shown: [(Double, Bool)]?) {
            for bucket in [kind, .all] {
                metrics[method, default: [:]][bucket, default: RankingMetrics()]
                    .record(rank: rank, shown: shown, hasFootprint: hasFootprint, seconds: 0)
            }
        }
        var candidates: [CandidatePlace] = []
        for (method, given) in [(RoutineMethod.engineWithHistory, history), (.engineWithBarePicks, bare),
                                (.engine, VisitHistory.empty)] {
            let ranking: Ranking
            (ranking, candidates) = try service.rank(for: fix, at: visit.time, timeZone: timeZone, history: given)
            let ranked = ranking.ranked
            record(method, rank: ranked.firstIndex { $0.candidate.rowID == truth }.map { $0 + 1 },
                   shown: ranked.prefix(5).map { ($0.likelihood, $0.candidate.rowID == truth) })
        }
        record(.nearest, rank: Evaluator.nearestFirst(candidates, to: fix.coordinate).firstIndex { $0.rowID == truth }
            .map { $0 + 1 }, shown: nil)
    }
}
