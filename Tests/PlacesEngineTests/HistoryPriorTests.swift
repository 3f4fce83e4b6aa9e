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

private func ranking(history: VisitHistory, at text: String, fix: LocationFix = fix) throws -> Ranking {
    let query = try time(text)
    let prior = HistoryPrior(history, at: query.date, localTime: try localTime(text), parameters: habits)
    return LikelihoodModel.uniform.rank([near, far], fix: fix, localTime: nil, history: prior) { _, _, _ in 1 }
}

private func rankedIDs(history: VisitHistory, at text: String) throws -> [PlaceID] {
    try ranking(history: history, at: text).ranked.map(\.candidate.id)
}

@Suite struct HistoryPriorTests {
    @Test func noHistoryChangesNothing() throws {
        let prior = HistoryPrior(.empty, at: Date(), localTime: nil, parameters: habits)
        #expect(prior.isEmpty)
        #expect(prior.mass(of: near.id) == 0)
        let plain = LikelihoodModel.uniform.rank([near, far], fix: fix, localTime: nil) { _, _, _ in 1 }
        let empty = try ranking(history: .empty, at: "2026-11-30T09:00:00+02:00")
        #expect(empty.ranked.map(\.candidate.id) == [near.id, far.id])
        #expect(empty.ranked.map(\.likelihood) == plain.ranked.map(\.likelihood) && empty.none == plain.none)
        #expect(empty.ranked.allSatisfy { $0.explanation.historyFactor == 1 })
    }

    @Test func aRegularPlaceWinsOverANearerOne() throws {
        // Ten weekday mornings at the far shop: at 09:00 on a weekday it comes first.
        let mornings = try visits(2, (16...27).map { String(format: "2026-11-%02dT09:05:00+02:00", $0) })
        let history = try VisitHistory(mornings)
        #expect(try rankedIDs(history: history, at: "2026-11-30T09:00:00+02:00") == [far.id, near.id])
    }

    @Test func theLikelihoodsStillSumToOne() throws {
        let history = try VisitHistory(try visits(2, ["2026-11-29T09:00:00+02:00", "2026-11-28T09:00:00+02:00"]))
        let answer = try ranking(history: history, at: "2026-11-30T09:00:00+02:00")
        let sum = answer.ranked.reduce(answer.none + answer.beyond) { $0 + $1.likelihood }
        #expect(abs(sum - 1) < 1e-12)
        // The picked place gains what the others lose: its factor above 1, theirs below.
        let picked = try #require(answer.ranked.first { $0.candidate.id == far.id })
        let other = try #require(answer.ranked.first { $0.candidate.id == near.id })
        #expect(picked.explanation.historyFactor > 1 && other.explanation.historyFactor < 1)
        #expect(picked.explanation.historyVisits == 2 && other.explanation.historyVisits == 0)
    }

    @Test func onePickDoesNotSwampThePosition() throws {
        // One pick of the far shop; a 5 m fix on the near shop's point still names the near shop.
        let history = try VisitHistory(try visits(2, ["2026-11-29T09:00:00+02:00"]))
        let onNear = LocationFix(coordinate: near.shape.anchor, horizontalAccuracy: 5)
        let answer = try ranking(history: history, at: "2026-11-30T09:00:00+02:00", fix: onNear)
        #expect(answer.ranked.first?.candidate.id == near.id)
        #expect(answer.ranked.first { $0.candidate.id == far.id }?.explanation.historyFactor ?? 0 > 1)
    }

    @Test func aPickFarFromTheFixExplainsLess() throws {
        // The share of the mass the person's own places take (what "none of these" loses) is smaller for a fix
        // 30 m west of the near shop than for one on the picked far shop.
        let history = try VisitHistory(try visits(2, ["2026-11-29T09:00:00+02:00"]))
        func ownShare(at fix: LocationFix) throws -> Double {
            let answer = try ranking(history: history, at: "2026-11-30T09:00:00+02:00", fix: fix)
            let plain = LikelihoodModel.uniform.rank([near, far], fix: fix, localTime: nil) { _, _, _ in 1 }
            return 1 - answer.none / plain.none
        }
        let west = try ownShare(at: LocationFix(coordinate: projection.unproject(PlanePoint(x: -36, y: 0)), horizontalAccuracy: 20))
        let onFar = try ownShare(at: LocationFix(coordinate: far.shape.anchor, horizontalAccuracy: 20))
        #expect(west > 0 && west < onFar, "\(west) \(onFar)")
    }

    @Test func aPickKeepsWhereTheDeviceWas() throws {
        // The person picks the far shop (drawn at x = 10) while their fixes say x = −40: its door, or where the map
        // errs. A fix there again names it when the picks kept their fixes, and not when they did not: the far
        // shop's drawn point is 50 m off, the near one's 34 m.
        let there = LocationFix(coordinate: projection.unproject(PlanePoint(x: -40, y: 0)), horizontalAccuracy: 10)
        let times = ["2026-11-27T09:00:00+02:00", "2026-11-28T09:00:00+02:00", "2026-11-29T09:00:00+02:00"]
        let bare = try VisitHistory(try visits(2, times))
        let kept = try VisitHistory(try times.map { PlaceVisit(id: far.id, time: try time($0), fix: there) })
        let query = "2026-11-30T09:00:00+02:00"
        #expect(try ranking(history: bare, at: query, fix: there).ranked.first?.candidate.id == near.id)
        let answer = try ranking(history: kept, at: query, fix: there)
        #expect(answer.ranked.first?.candidate.id == far.id)
        #expect(answer.ranked.first.map { $0.likelihood > 0.9 } == true, "\(answer.ranked.map(\.likelihood))")
        let sum = answer.ranked.reduce(answer.none + answer.beyond) { $0 + $1.likelihood }
        #expect(abs(sum - 1) < 1e-12)
    }

    @Test func aKeptFixFarFromTheNewOneExplainsNothing() throws {
        // The same picks, kept 200 m west: a fix on the near shop is not explained by them, whatever the map says.
        let west = LocationFix(coordinate: projection.unproject(PlanePoint(x: -200, y: 0)), horizontalAccuracy: 10)
        let kept = try VisitHistory(try ["2026-11-28T09:00:00+02:00", "2026-11-29T09:00:00+02:00"].map {
            PlaceVisit(id: far.id, time: try time($0), fix: west)
        })
        let onFar = LocationFix(coordinate: far.shape.anchor, horizontalAccuracy: 10)
        let prior = HistoryPrior(kept, at: try time("2026-11-30T09:00:00+02:00").date, localTime: nil, parameters: habits)
        #expect(prior.mass(of: far.id) > 1.9)
        #expect(prior.ownDensity(of: far.id, at: onFar, mappedDensity: 1) < 1e-30)
        let bare = HistoryPrior(try VisitHistory(kept.visits.map { PlaceVisit(id: $0.id, time: $0.time) }),
                                at: try time("2026-11-30T09:00:00+02:00").date, localTime: nil, parameters: habits)
        #expect(bare.ownDensity(of: far.id, at: onFar, mappedDensity: 1) == bare.mass(of: far.id))
    }

    @Test(arguments: [LikelihoodModel.uniform, LikelihoodModel(visits: .fitted)])
    func aPlaceTheMapDrawsFarOffHasAFiniteHistoryFactor(model: LikelihoodModel) throws {
        // Picked here, with its fix kept, and drawn up to 7 km off: the population's likelihood of it falls
        // through the smallest doubles to 0, and the factor (with history over without) must stay a number
        // JSON can hold.
        let here = LocationFix(coordinate: origin, horizontalAccuracy: 10)
        let when = try time("2026-11-29T09:00:00+02:00")
        for metres in stride(from: 200.0, through: 7_000, by: 2) {
            let drawn = CandidatePlace(rowID: 3, id: PlaceID(.node, 3), category: .pointOfInterest, primaryType: "store",
                                       types: ["store"], location: projection.unproject(PlanePoint(x: metres, y: 0)),
                                       footprint: nil, openingHours: nil, hasWikidata: false, hasBrand: false)
            let history = try VisitHistory([PlaceVisit(id: drawn.id, time: when, fix: here)])
            let prior = HistoryPrior(history, at: try time("2026-11-30T09:00:00+02:00").date, localTime: nil, parameters: habits)
            let answer = model.rank([near, drawn], fix: here, localTime: nil, history: prior) { _, _, _ in 1 }
            #expect(answer.ranked.first?.candidate.id == drawn.id, "\(metres) m")
            // The history raised it, from nothing where the map's density is 0: its factor says so.
            #expect((answer.ranked.first?.explanation.historyFactor ?? 0) > 1, "\(metres) m")
            for scored in answer.ranked {
                #expect(scored.explanation.historyFactor.isFinite, "\(metres) m: \(scored.explanation.historyFactor)")
            }
        }
    }

    @Test func thePlacesPickedInAWindowAreThoseWithAKeptFixInIt() throws {
        let inside = LocationFix(coordinate: projection.unproject(PlanePoint(x: 50, y: 0)), horizontalAccuracy: 10)
        let outside = LocationFix(coordinate: projection.unproject(PlanePoint(x: 150, y: 0)), horizontalAccuracy: 10)
        let when = try time("2026-11-29T09:00:00+02:00")
        let history = try VisitHistory([PlaceVisit(id: PlaceID(.node, 7), time: when, fix: inside),
                                        PlaceVisit(id: PlaceID(.node, 8), time: when, fix: outside),
                                        PlaceVisit(id: PlaceID(.node, 9), time: when)])
        #expect(history.places(pickedIn: BoundingBox(center: origin, radius: 90)) == [PlaceID(.node, 7)])
    }

    @Test func theTimeOfWeekMatters() throws {
        // Saturday mornings at the far shop weigh less on a weekday night than on a Saturday morning.
        let saturdays = try visits(2, ["2026-11-07T10:00:00+02:00", "2026-11-14T10:00:00+02:00", "2026-11-21T10:00:00+02:00",
                                       "2026-11-28T10:00:00+02:00"])
        let history = try VisitHistory(saturdays)
        let reference = try time("2026-12-05T10:00:00+02:00").date
        let saturdayMorning = HistoryPrior(history, at: reference, localTime: try localTime("2026-12-05T10:00:00+02:00"), parameters: habits)
        let mondayNight = HistoryPrior(history, at: reference, localTime: try localTime("2026-11-30T23:00:00+02:00"), parameters: habits)
        #expect(saturdayMorning.mass(of: far.id) > 2 * mondayNight.mass(of: far.id))
        #expect(mondayNight.mass(of: far.id) > 0)
    }

    @Test func olderPicksCountLess() throws {
        let query = try time("2026-11-30T12:00:00+02:00")
        let recent = HistoryPrior(try VisitHistory(try visits(2, ["2026-11-29T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        let old = HistoryPrior(try VisitHistory(try visits(2, ["2025-11-29T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        #expect(recent.mass(of: far.id) > old.mass(of: far.id))
        #expect(old.mass(of: far.id) > 0)
    }

    @Test func picksOfOtherPlacesNearbyShareTheHabit() throws {
        // Picks of the near shop as well: the far shop's share of the person's own places falls.
        let alone = try VisitHistory(try visits(2, ["2026-11-29T12:00:00+02:00"]))
        let shared = try VisitHistory(try visits(2, ["2026-11-29T12:00:00+02:00"]) + visits(1, (1...5).map { "2026-11-2\($0)T12:00:00+02:00" }))
        func farLikelihood(_ history: VisitHistory) throws -> Double {
            try ranking(history: history, at: "2026-11-30T12:00:00+02:00").ranked.first { $0.candidate.id == far.id }?.likelihood ?? 0
        }
        #expect(try farLikelihood(alone) > farLikelihood(shared))
    }

    @Test func aPickInTheFutureCountsAsFresh() throws {
        let query = try time("2026-11-30T12:00:00+02:00")
        let future = HistoryPrior(try VisitHistory(try visits(2, ["2030-01-01T12:00:00+02:00"])), at: query.date, localTime: nil, parameters: habits)
        #expect(future.mass(of: far.id) == 1)
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
