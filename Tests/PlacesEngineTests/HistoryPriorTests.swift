import Foundation
import Geo
import Places
import PlacesEngine
import Testing

/// Two shops 16 m apart, a fix 6 m from the first.
private let origin = Coordinate(latitude: 60.17, longitude: 24.94)
private let projection = LocalProjection(origin: origin)
/// The mechanism, with the numbers chosen before on simulated habits (the fitted ones are checked on real people).
private let habits = VisitPrior.uniform.history

private let near = CandidatePlace(rowID: 1, id: PlaceID(.node, 1), category: .pointOfInterest, primaryType: "store",
                                  types: ["store"], location: projection.unproject(PlanePoint(x: -6, y: 0)),
                                  footprint: nil, openingHours: nil, hasWikidata: false, hasBrand: false)
private let far = CandidatePlace(rowID: 2, id: PlaceID(.node, 2), category: .pointOfInterest, primaryType: "store",
                                 types: ["store"], location: projection.unproject(PlanePoint(x: 10, y: 0)),
                                 footprint: nil, openingHours: nil, hasWikidata: false, hasBrand: false)
private let fix = LocationFix(coordinate: origin, horizontalAccuracy: 10)

/// Helsinki's winter offset.
private let helsinki = TimeZone(secondsFromGMT: 7_200)!

private func time(_ text: String) throws -> QueryTime {
    try QueryTime.parse(text)
}

private func visits(_ id: Int64, _ times: [String]) throws -> [PlaceVisit] {
    try times.map { PlaceVisit(id: PlaceID(.node, id), time: try time($0)) }
}

private func localTime(_ text: String) throws -> LocalTime {
    let query = try time(text)
    return LocalTime(date: query.date, utcOffsetSeconds: query.timeZone.secondsFromGMT(for: query.date))
}

private func rankedIDs(history: VisitHistory, at text: String) throws -> [PlaceID] {
    let query = try time(text)
    let prior = HistoryPrior(history, at: query.date, localTime: try localTime(text), parameters: habits)
    return LikelihoodModel.uniform.rank([near, far], fix: fix, localTime: nil, history: prior) { _, _, _ in 1 }.ranked
        .map(\.candidate.id)
}

@Suite struct HistoryPriorTests {
    @Test func noHistoryChangesNothing() throws {
        let prior = HistoryPrior(.empty, at: Date(), localTime: nil, parameters: habits)
        #expect(prior.isEmpty)
        #expect(prior.factor(for: near.id) == 1)
        #expect(try rankedIDs(history: .empty, at: "2026-11-30T09:00:00+02:00") == [near.id, far.id])
    }

    @Test func aRegularPlaceWinsOverANearerOne() throws {
        // Ten weekday mornings at the far shop: at 09:00 on a weekday it comes first.
        let mornings = try visits(2, (16...27).map { String(format: "2026-11-%02dT09:05:00+02:00", $0) })
        let history = try VisitHistory(mornings)
        #expect(try rankedIDs(history: history, at: "2026-11-30T09:00:00+02:00") == [far.id, near.id])
    }

    @Test func onePickDoesNotSwampThePosition() throws {
        let history = try VisitHistory(try visits(2, ["2026-11-29T09:00:00+02:00"]))
        let prior = HistoryPrior(history, at: try time("2026-11-30T09:00:00+02:00").date,
                                 localTime: try localTime("2026-11-30T09:00:00+02:00"), parameters: habits)
        let factor = prior.factor(for: far.id)
        #expect(factor > 1 && factor <= 1 + habits.boost / (habits.smoothing + 1) + 1e-9)
        // A fix on the near shop's point still names the near shop.
        let onNear = LocationFix(coordinate: near.shape.anchor, horizontalAccuracy: 5)
        let ranked = LikelihoodModel.uniform.rank([near, far], fix: onNear, localTime: nil, history: prior) { _, _, _ in 1 }.ranked
        #expect(ranked.first?.candidate.id == near.id)
        #expect(ranked.first { $0.candidate.id == far.id }?.explanation.historyVisits == 1)
        #expect(ranked.first?.explanation.historyFactor == 1)
    }

    @Test func theTimeOfWeekMatters() throws {
        // Saturday mornings at the far shop weigh less on a weekday night than on a Saturday morning.
        let saturdays = try visits(2, ["2026-11-07T10:00:00+02:00", "2026-11-14T10:00:00+02:00", "2026-11-21T10:00:00+02:00",
                                       "2026-11-28T10:00:00+02:00"])
        let history = try VisitHistory(saturdays)
        let reference = try time("2026-12-05T10:00:00+02:00").date
        let saturdayMorning = HistoryPrior(history, at: reference, localTime: try localTime("2026-12-05T10:00:00+02:00"), parameters: habits)
        let mondayNight = HistoryPrior(history, at: reference, localTime: try localTime("2026-11-30T23:00:00+02:00"), parameters: habits)
        #expect(saturdayMorning.factor(for: far.id) > 2 * mondayNight.factor(for: far.id) - 1)
        #expect(mondayNight.factor(for: far.id) > 1)
    }

    @Test func olderPicksCountLess() throws {
        let query = try time("2026-11-30T12:00:00+02:00")
        let recent = HistoryPrior(try VisitHistory(try visits(2, ["2026-11-29T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        let old = HistoryPrior(try VisitHistory(try visits(2, ["2025-11-29T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        #expect(recent.factor(for: far.id) > old.factor(for: far.id))
        #expect(old.factor(for: far.id) > 1)
    }

    @Test func picksOfOtherPlacesDiluteAPlace() throws {
        let query = try time("2026-11-30T12:00:00+02:00")
        let alone = HistoryPrior(try VisitHistory(try visits(2, ["2026-11-29T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        let shared = HistoryPrior(try VisitHistory(try visits(2, ["2026-11-29T12:00:00+02:00"])
                                                   + visits(9, (1...5).map { "2026-11-2\($0)T12:00:00+02:00" })),
                                  at: query.date, localTime: nil, parameters: habits)
        #expect(alone.factor(for: far.id) > shared.factor(for: far.id))
    }

    @Test func aPickInTheFutureCountsAsFresh() throws {
        let query = try time("2026-11-30T12:00:00+02:00")
        let future = HistoryPrior(try VisitHistory(try visits(2, ["2030-01-01T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        #expect(future.factor(for: far.id) == 1 + habits.boost / (habits.smoothing + 1))
    }

    @Test func atMostAThousandVisits() throws {
        let visit = PlaceVisit(id: far.id, time: QueryTime(date: Date(timeIntervalSince1970: 0), timeZone: helsinki))
        #expect(try VisitHistory(Array(repeating: visit, count: VisitHistory.maximumCount)).count == 1_000)
        #expect(throws: PlacesError.self) { try VisitHistory(Array(repeating: visit, count: 1_001)) }
        let spread = (0..<1_500).map {
            PlaceVisit(id: PlaceID(.node, Int64($0 + 1)), time: QueryTime(date: Date(timeIntervalSince1970: Double($0) * 60),
                                                                           timeZone: helsinki))
        }
        let kept = VisitHistory(mostRecent: spread)
        #expect(kept.count == 1_000)
        #expect(Set(kept.visits.map(\.id.osmID)) == Set(501...1_500))
    }
}
