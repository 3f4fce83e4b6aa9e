import Foundation
import PlacesEngine
import Geo
import Places

/// Simulates people at known places and scores the engine against the
/// nearest-first baseline and the generative-model ceiling.
///
/// A simulated person: a point of interest chosen uniformly (or by
/// popularity, for ``EvaluationDraw/popular``); a true position drawn as the
/// ``EvaluationDraw`` says — for ``EvaluationDraw/ground`` uniform over its
/// ground (its footprint, or the disc of its kind — the same ``PlaceShape``
/// the engine uses); a fix = true position + Gaussian error with
/// σ = accuracy / 1.515 per axis; in scenario (b) a visit time in the place's
/// opening hours over a reference week. The ceiling knows the `ground` draw:
/// it ranks by p(fix | place) from a 400-point quadrature times
/// p(time | place), with a uniform prior and no "none of these". For the other
/// draws it is the same ranking, so no longer a true ceiling.
///
/// Every draw of a cell starts from the same seed (the cell's seed does not
/// depend on the draw), so `ground` gives the same figures as before draws
/// existed, and `point`, `ground` and `footprint` choose the same places.
public struct Evaluator {
    let service: PlacesService
    let places: [CandidatePlace]
    let timeZone: TimeZone
    /// Monday 00:00 of the reference week on the store's wall clock.
    let weekStart: Date
    private var fineShapes: [Int64: PlaceShape] = [:]
    private var weeklyOpen: [Int64: Double] = [:]

    /// Prepares an evaluation over every point of interest in the service's store.
    public init(service: PlacesService) throws {
        self.service = service
        places = try service.allCandidates(category: .pointOfInterest)
        timeZone = service.defaultTimeZone()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        weekStart = calendar.date(from: DateComponents(year: 2026, month: 11, day: 30)) ?? Date(timeIntervalSince1970: 1_795_989_600)
    }

    /// The number of places a person can be simulated at.
    public var placeCount: Int { places.count }

    /// Runs `samples` simulated people per draw, scenario and accuracy, in that order.
    /// A cell's people do not depend on which other draws and scenarios run.
    public mutating func run(draws: [EvaluationDraw] = EvaluationDraw.allCases,
                             scenarios: [EvaluationScenario] = EvaluationScenario.allCases, accuracies: [Meters], samples: Int,
                             seed: UInt64) throws -> [EvaluationCell] {
        var cells: [EvaluationCell] = []
        for draw in draws {
            for scenario in scenarios {
                for accuracy in accuracies {
                    let people = simulatedPeople(draw: draw, scenario: scenario, accuracy: accuracy, samples: samples, seed: seed)
                    var metrics: [EvaluationMethod: RankingMetrics] = [:]
                    for person in people {
                        try score(person, into: &metrics)
                    }
                    cells.append(EvaluationCell(draw: draw, scenario: scenario, accuracy: accuracy, metrics: metrics))
                }
            }
        }
        return cells
    }

    /// The people of one cell, exactly as ``run(draws:accuracies:samples:seed:)`` draws them.
    public mutating func simulatedPeople(draw: EvaluationDraw, scenario: EvaluationScenario, accuracy: Meters,
                                         samples: Int, seed: UInt64) -> [SimulatedPerson] {
        guard !places.isEmpty else { return [] }
        var generator = SeededGenerator(seed: seed &+ UInt64(accuracy * 1000) &+ (scenario == .uniform ? 0 : 7))
        let chooser = draw.choosesByPopularity ? PopularityChooser(count: places.count, seed: seed) : nil
        return (0..<samples).map { _ in
            simulateOne(draw: draw, scenario: scenario, accuracy: accuracy, chooser: chooser, generator: &generator)
        }
    }

    private mutating func simulateOne(draw: EvaluationDraw, scenario: EvaluationScenario, accuracy: Meters,
                                      chooser: PopularityChooser?, generator: inout SeededGenerator) -> SimulatedPerson {
        let index = chooser?.choose(using: &generator) ?? Int.random(in: 0..<places.count, using: &generator)
        let truth = places[index]
        let position = draw.position(at: truth, using: &generator)
        let moved = LocationFix.drawn(around: position, accuracy: accuracy, using: &generator)
        let time = scenario == .openingHours ? visitTime(at: truth, generator: &generator) : nil
        let fix = LocationFix(coordinate: moved.coordinate, horizontalAccuracy: accuracy, timestamp: time)
        return SimulatedPerson(place: truth, position: position, fix: fix, time: time)
    }

    /// Ranks one person's fix by every method and records where their place came.
    private mutating func score(_ person: SimulatedPerson, into metrics: inout [EvaluationMethod: RankingMetrics]) throws {
        let truth = person.place, fix = person.fix, time = person.time
        let fixCoordinate = fix.coordinate
        let hasFootprint = truth.shape.pointRadius == 0

        let clock = ContinuousClock()
        let start = clock.now
        let (ranking, candidates) = try service.rank(for: fix, at: time, timeZone: timeZone)
        let ranked = ranking.ranked
        let engineSeconds = seconds(clock.now - start)
        let engineRank = ranked.firstIndex { $0.candidate.rowID == truth.rowID }.map { $0 + 1 }
        metrics[.engine, default: RankingMetrics()].record(
            rank: engineRank, shown: ranked.prefix(5).map { ($0.likelihood, $0.candidate.rowID == truth.rowID) },
            hasFootprint: hasFootprint, seconds: engineSeconds)

        let nearestStart = clock.now
        let nearest = Evaluator.nearestFirst(candidates, to: fixCoordinate)
        let nearestSeconds = seconds(clock.now - nearestStart)
        metrics[.nearest, default: RankingMetrics()].record(
            rank: nearest.firstIndex { $0.rowID == truth.rowID }.map { $0 + 1 }, shown: nil,
            hasFootprint: hasFootprint, seconds: nearestSeconds)

        let ceilingStart = clock.now
        let posterior = ceilingPosterior(fix: fix, time: time, candidates: candidates)
        let ceilingSeconds = seconds(clock.now - ceilingStart)
        metrics[.ceiling, default: RankingMetrics()].record(
            rank: posterior.firstIndex { $0.0 == truth.rowID }.map { $0 + 1 },
            shown: posterior.prefix(5).map { ($0.1, $0.0 == truth.rowID) },
            hasFootprint: hasFootprint, seconds: ceilingSeconds)
    }

    /// The baseline's order: nearest first by distance to the place's ground
    /// (0 inside a footprint), then by distance to its point, then by id.
    static func nearestFirst(_ candidates: [CandidatePlace], to fix: Coordinate) -> [CandidatePlace] {
        candidates
            .map { ($0, $0.shape.distance(from: fix), $0.shape.anchor.distance(to: fix)) }
            .sorted { ($0.1, $0.2, $0.0.id) < ($1.1, $1.2, $1.0.id) }
            .map(\.0)
    }

    /// The generative model's posterior over the candidates, best first.
    private mutating func ceilingPosterior(fix: LocationFix, time: Date?, candidates: [CandidatePlace]) -> [(Int64, Double)] {
        var scores: [(Int64, Double, PlaceID)] = []
        for candidate in candidates {
            let shape = fineShape(of: candidate)
            var score = shape.density(at: fix.coordinate, sigma: fix.sigma)
            if let time, let hours = candidate.openingHours, hours.isUnderstood {
                let fraction = weeklyOpenFraction(of: candidate)
                if fraction > 0 {
                    let open = hours.status(at: LocalTime(date: time, utcOffsetSeconds: timeZone.secondsFromGMT(for: time))) == .open
                    score *= open ? 1 / fraction : 0
                }
            }
            if score > 0 { scores.append((candidate.rowID, score, candidate.id)) }
        }
        let total = scores.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return [] }
        return scores.sorted { ($0.1, $1.2) > ($1.1, $0.2) }.map { ($0.0, $0.1 / total) }
    }

    private mutating func fineShape(of candidate: CandidatePlace) -> PlaceShape {
        if let shape = fineShapes[candidate.rowID] { return shape }
        let shape = PlaceShape(anchor: candidate.shape.anchor, footprint: candidate.shape.footprint,
                               pointRadius: candidate.features.pointRadius, samples: 400)
        fineShapes[candidate.rowID] = shape
        return shape
    }

    /// A visit time: inside the place's opening hours over the reference week
    /// when it has understood hours that are open some time, else uniform over the week.
    private mutating func visitTime(at place: CandidatePlace, generator: inout SeededGenerator) -> Date {
        let week = 7 * 24 * 3600.0
        if let hours = place.openingHours, hours.isUnderstood, weeklyOpenFraction(of: place) > 0 {
            for _ in 0..<2_000 {
                let date = weekStart.addingTimeInterval(.random(in: 0..<week, using: &generator))
                if hours.status(at: LocalTime(date: date, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))) == .open {
                    return date
                }
            }
        }
        return weekStart.addingTimeInterval(.random(in: 0..<week, using: &generator))
    }

    /// The share of the reference week the place is open, sampled every 10 minutes.
    private mutating func weeklyOpenFraction(of place: CandidatePlace) -> Double {
        if let cached = weeklyOpen[place.rowID] { return cached }
        var open = 0
        let steps = 7 * 24 * 6
        if let hours = place.openingHours {
            for step in 0..<steps {
                let date = weekStart.addingTimeInterval(Double(step) * 600 + 300)
                if hours.status(at: LocalTime(date: date, utcOffsetSeconds: timeZone.secondsFromGMT(for: date))) == .open {
                    open += 1
                }
            }
        }
        let fraction = Double(open) / Double(steps)
        weeklyOpen[place.rowID] = fraction
        return fraction
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
