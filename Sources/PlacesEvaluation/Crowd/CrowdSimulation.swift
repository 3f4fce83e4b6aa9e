import Crowd
import Foundation
import Geo
import Places
import PlacesEngine

/// The crowd on real check-ins (issue 58's evaluation): people confirm their earlier picks through the same
/// randomizing and counting the devices and the server use (``CrowdReport``, ``CrowdCounts``), and the later
/// check-ins are judged with the counts, against nearest-first on the same moved fixes.
///
/// The list a confirming person was shown is the engine's five at their fix, with the time, before any crowd:
/// what the first people of a new crowd see. When their venue is not in the five, the pick comes from
/// elsewhere (a search) and joins the list as a sixth. Check-ins at venues missing from the map, or without a
/// name, confirm nothing.
public struct CrowdSimulation: Sendable {
    let evaluator: CheckinEvaluator
    /// The fixes' accuracy.
    public let accuracy: Meters

    /// A simulation over `evaluator`'s store and fixes, at `accuracy`.
    public init(evaluator: CheckinEvaluator, accuracy: Meters) {
        self.evaluator = evaluator
        self.accuracy = accuracy
    }

    /// The picks of `early` that could be confirmed, in time order.
    public func picks(_ early: [ScoredCheckin]) throws(PlacesError) -> [CrowdPick] {
        var picks: [CrowdPick] = []
        for scored in early {
            guard case .place(let truth) = scored.venue else { continue }
            let answer = try evaluator.answer(scored.checkin, accuracy: accuracy, withTime: true)
            let ranked = answer.ranked.map(\.candidate.id)
            let shown = Array(ranked.prefix(VenueMetrics.shown))
            // A station complex is one venue: the person picks the first of its stations they see.
            guard let pick = shown.first(where: truth.contains) ?? ranked.first(where: truth.contains) ?? truth.min() else { continue }
            let candidates = shown.contains(pick) ? shown : shown + [pick]
            guard candidates.count >= RandomizedResponse.minimumCandidates else { continue }
            picks.append(CrowdPick(user: scored.checkin.user, candidates: candidates, pick: pick,
                                   time: LocalTime(date: scored.checkin.date, utcOffsetSeconds: scored.checkin.utcOffsetSeconds)))
        }
        return picks
    }

    /// Whether `user` is among the `share` of people who confirm: a draw from the person and the seed alone,
    /// so that the same people confirm at every ε, and a larger share holds a smaller one's people.
    public static func confirms(_ user: String, share: Double, seed: UInt64) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for byte in user.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        var generator = SeededGenerator(seed: hash ^ seed)
        return Double.random(in: 0..<1, using: &generator) < share
    }

    /// The crowd of `picks` when a `share` of people confirm, each report randomized by `mechanism` from `seed`.
    /// - Returns: the counts, mixed into rankings by `mixture`, and how many true picks each place had among the reports.
    public static func crowd(_ picks: [CrowdPick], share: Double, mechanism: RandomizedResponse, mixture: CrowdMixture,
                             seed: UInt64) -> (counts: CrowdCounts, truePicks: [PlaceID: Int]) {
        let (crowds, truePicks) = crowds(picks, parts: .whole, pooled: false, share: share, mechanism: mechanism, mixture: mixture,
                                         seed: seed)
        return (crowds[0], truePicks)
    }

    /// The crowds of `picks` kept by part of the week: the same people and the same randomized reports as
    /// ``crowd(_:share:mechanism:mixture:seed:)``, each counted in its part's crowd; `pooled`, in every part's crowd and
    /// once more in its own (the whole week's crowd, leaning to the part's).
    public static func crowds(_ picks: [CrowdPick], parts: CrowdWeekParts, pooled: Bool, share: Double, mechanism: RandomizedResponse,
                              mixture: CrowdMixture, seed: UInt64) -> (counts: [CrowdCounts], truePicks: [PlaceID: Int]) {
        let counts = (0..<parts.count).map { _ in CrowdCounts(mechanism: mechanism, mixture: mixture) }
        var generator = SeededGenerator(seed: seed ^ 0x5EED_C0DE)
        var truePicks: [PlaceID: Int] = [:]
        for pick in picks where confirms(pick.user, share: share, seed: seed) {
            guard let report = try? CrowdReport(randomizing: pick.pick, among: pick.candidates, mechanism: mechanism,
                                                using: &generator) else { continue }
            counts[parts.part(of: pick.time)].record(report)
            if pooled { for crowd in counts { crowd.record(report) } }
            truePicks[pick.pick, default: 0] += 1
        }
        return (counts, truePicks)
    }

    /// Judges `late` with `crowd` (nil: the engine alone), beside nearest-first on the same fixes.
    public func judge(_ late: [ScoredCheckin], crowd: CrowdCounts?) throws(PlacesError) -> CrowdCell {
        try judge(late) { _ in crowd }
    }

    /// Judges `late`, each check-in with the crowd `crowd` gives for it (nil: the engine alone).
    public func judge(_ late: [ScoredCheckin], crowd crowdFor: (Checkin) -> CrowdCounts?) throws(PlacesError) -> CrowdCell {
        var cell = CrowdCell()
        for scored in late {
            let place: Set<PlaceID>?
            switch scored.venue {
            case .unknown: continue
            case .place(let ids): place = ids
            case .missing: place = nil
            }
            let crowd = crowdFor(scored.checkin)
            let answer = try evaluator.answer(scored.checkin, accuracy: accuracy, withTime: true, crowd: crowd)
            cell.engine.record(answer.ranked.lazy.map(\.candidate.id), likelihood: answer.ranked.first?.likelihood ?? 0,
                               truth: place, venue: scored.checkin.venue)
            cell.nearest.record(answer.nearestFive, likelihood: nil, truth: place, venue: scored.checkin.venue)
            if let place {
                cell.judgedVenues.insert(scored.checkin.venue)
                if let crowd, place.contains(where: { (crowd.sums(of: $0)?.listed ?? 0) > 0 }) {
                    cell.coveredVenues.insert(scored.checkin.venue)
                }
            }
        }
        return cell
    }
}
