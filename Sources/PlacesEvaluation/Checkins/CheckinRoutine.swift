import Foundation
import Geo
import Places
import PlacesEngine

/// Real routines: each person's check-ins in time order, at 20 m with the
/// time. At a venue's first visit the person picks the first place of the
/// right kind among the five shown (none when there is none; they try again
/// at the next visit); every later visit to that venue is a revisit, whose
/// right answer is the place picked there, and the person picks it again.
/// Picks so far, each with the moved fix it was made at as the apps keep
/// it (unless `keepsFixes` is false), are the history sent with each query.
public struct CheckinRoutine: Sendable {
    /// Revisits: how often the top answer is the place picked there before.
    public var revisits = 0
    /// Revisits whose top answer was that place, without history.
    public var revisitTop1WithoutHistory = 0
    /// With history.
    public var revisitTop1WithHistory = 0
    /// Other check-ins (first visits, and venues never picked): kind top-1 without history.
    public var others = KindMetrics()
    /// The same check-ins with history.
    public var othersWithHistory = KindMetrics()
    /// How many picks were made.
    public var picks = 0
    /// The revisits' log-likelihood of the picked place, with history (for fitting the history prior).
    public var revisitLogLikelihood = 0.0
    /// The other check-ins' log-likelihood of the right kind, with history.
    public var othersLogLikelihood = 0.0

    /// Share of revisits whose top answer is the place picked there, without history.
    public var revisitRateWithoutHistory: Double { revisits == 0 ? 0 : Double(revisitTop1WithoutHistory) / Double(revisits) }
    /// With history.
    public var revisitRateWithHistory: Double { revisits == 0 ? 0 : Double(revisitTop1WithHistory) / Double(revisits) }

    /// The accuracy of the routine's fixes, metres.
    public static let accuracy: Meters = 20
    /// How many places a person sees to pick from.
    public static let shown = 5

    /// Runs the routines of `checkins` over `evaluator`'s store.
    /// - Parameters:
    ///   - historyParameters: the history prior's numbers, when not the evaluator's prior's own.
    ///   - comparing: whether to rank each check-in without history too (the "without" columns).
    ///   - keepsFixes: whether each pick keeps the fix it was made at, as the apps do.
    public init(_ checkins: [ScoredCheckin], evaluator: CheckinEvaluator, historyParameters: VisitPrior.History? = nil,
                comparing: Bool = true, keepsFixes: Bool = true) throws(PlacesError) {
        let people = Dictionary(grouping: checkins, by: \.checkin.user)
        for user in people.keys.sorted() {
            let visits = people[user]!.sorted { ($0.checkin.date, $0.checkin.line) < ($1.checkin.date, $1.checkin.line) }
            var picked: [String: PlaceID] = [:]
            var history: [PlaceVisit] = []
            for visit in visits {
                let checkin = visit.checkin
                let time = QueryTime(date: checkin.date, timeZone: checkin.timeZone)
                let fix = keepsFixes ? evaluator.fix(for: checkin, accuracy: CheckinRoutine.accuracy) : nil
                let informed = try evaluator.answer(checkin, accuracy: CheckinRoutine.accuracy, withTime: true,
                                                    history: VisitHistory(mostRecent: history),
                                                    historyParameters: historyParameters)
                let plain = comparing ? try evaluator.answer(checkin, accuracy: CheckinRoutine.accuracy, withTime: true)
                    : nil
                if let place = picked[checkin.venue] {
                    revisits += 1
                    if plain?.ranked.first?.candidate.id == place { revisitTop1WithoutHistory += 1 }
                    if informed.ranked.first?.candidate.id == place { revisitTop1WithHistory += 1 }
                    let likelihood = informed.ranked.first { $0.candidate.id == place }?.likelihood ?? 0
                    revisitLogLikelihood += log(max(likelihood, 1e-6))
                    history.append(PlaceVisit(id: place, time: time, fix: fix))
                    continue
                }
                if let plain { others.record(correct: plain.topKind == visit.kind) }
                othersWithHistory.record(correct: informed.topKind == visit.kind)
                othersLogLikelihood += log(max(informed.kindLikelihoods[visit.kind] ?? 0, 1e-6))
                if let choice = informed.ranked.prefix(CheckinRoutine.shown).first(where: { $0.candidate.features.kind == visit.kind }) {
                    picked[checkin.venue] = choice.candidate.id
                    history.append(PlaceVisit(id: choice.candidate.id, time: time, fix: fix))
                    picks += 1
                }
            }
        }
    }
}
