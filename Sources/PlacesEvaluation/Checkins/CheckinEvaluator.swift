import Foundation
import Geo
import Places
import PlacesEngine

/// `evaluate --checkins`: the engine on real people. Each check-in the
/// crosswalk gives a kind becomes a fix at the venue's position with 20 or
/// 50 m accuracy, with and without its local time; the top answer is right
/// when its kind is the person's. Beside the engine: the nearest place, and
/// the nearest place not closed at that time.
///
/// With fixes moved (``MovedFixes``), each fix errs as a phone's of that
/// accuracy would, and nearest-first is given the same moved fix. At named
/// venues (``VenueMatches``) the cells score the place too: is the first
/// answer, or one of the first five, the venue itself (``VenueMetrics``).
///
/// The kind likelihood of an answer is the sum of the likelihoods of every
/// ranked place of that kind (the model's whole list, not only the five
/// shown); its calibration is that of the top answer's kind.
public struct CheckinEvaluator: Sendable {
    /// One cell of the table: an accuracy, with or without the time.
    public struct Cell: Sendable {
        /// The fix's accuracy, metres.
        public let accuracy: Meters
        /// Whether the check-in's time was given.
        public let withTime: Bool
        /// The engine.
        public var engine = KindMetrics()
        /// The nearest place first.
        public var nearest = KindMetrics()
        /// The nearest place not closed at the time (the nearest, without a time).
        public var nearestOpen = KindMetrics()
        /// Per person's kind: (check-ins, engine right, nearest right).
        public var byKind: [PlaceKind: (count: Int, engine: Int, nearest: Int)] = [:]
        /// How often each kind was the engine's first answer.
        public var engineTopKinds: [PlaceKind: Int] = [:]
        /// The engine at named venues: is its first answer the place?
        public var venueEngine = VenueMetrics()
        /// The nearest places first, at named venues.
        public var venueNearest = VenueMetrics()
    }

    let service: PlacesService
    /// How fixes are moved from the venue's position, or nil to give the position itself.
    let moves: MovedFixes?

    /// An evaluator over `service`'s store, with fixes at the venues' positions or moved by `moves`.
    public init(service: PlacesService, moves: MovedFixes? = nil) {
        self.service = service
        self.moves = moves
    }

    /// The fix the engine and nearest-first are given for `checkin`.
    func fix(for checkin: Checkin, accuracy: Meters) -> LocationFix {
        moves?.fix(for: checkin, accuracy: accuracy) ?? LocationFix(coordinate: checkin.coordinate, horizontalAccuracy: accuracy)
    }

    /// What the engine answered for one fix, by kind.
    struct Answer {
        /// The fix it was given.
        let fix: LocationFix
        let topKind: PlaceKind?
        let kindLikelihoods: [PlaceKind: Double]
        let nearestKind: PlaceKind?
        let nearestOpenKind: PlaceKind?
        let ranked: [ScoredCandidate]
        /// The five candidates nearest the fix, nearest first.
        let nearestFive: [PlaceID]
    }

    /// The engine's answer at the check-in's venue.
    func answer(_ checkin: Checkin, accuracy: Meters, withTime: Bool, history: VisitHistory = .empty,
                historyParameters: VisitPrior.History? = nil, crowd: CrowdCounts? = nil) throws(PlacesError) -> Answer {
        let fix = fix(for: checkin, accuracy: accuracy)
        let (ranking, candidates) = try service.rank(for: fix, at: withTime ? checkin.date : nil,
                                                     timeZone: checkin.timeZone, history: history,
                                                     historyParameters: historyParameters, crowd: crowd)
        let ranked = ranking.ranked
        var kinds: [PlaceKind: Double] = [:]
        for scored in ranked { kinds[scored.candidate.features.kind, default: 0] += scored.likelihood }
        func byDistance(_ places: [CandidatePlace]) -> [CandidatePlace] {
            places.map { (distance: $0.shape.distance(from: fix.coordinate), place: $0) }
                .sorted { ($0.distance, $0.place.id) < ($1.distance, $1.place.id) }.map(\.place)
        }
        let nearest = byDistance(candidates).prefix(VenueMetrics.shown)
        let open = ranked.filter { $0.openStatus != .closed }.map(\.candidate)
        return Answer(fix: fix, topKind: ranked.first?.candidate.features.kind, kindLikelihoods: kinds,
                      nearestKind: nearest.first?.features.kind, nearestOpenKind: byDistance(open).first?.features.kind,
                      ranked: ranked, nearestFive: nearest.map(\.id))
    }

    /// Scores `checkins` at each accuracy, without and with the time, handing `each` every check-in's answers
    /// as they come (cell by cell, in the check-ins' order).
    public func cells(_ checkins: [ScoredCheckin], accuracies: [Meters],
                      each: ((CheckinAnswer) throws(PlacesError) -> Void)? = nil) throws(PlacesError) -> [Cell] {
        var cells: [Cell] = []
        for accuracy in accuracies {
            for withTime in [false, true] {
                var cell = Cell(accuracy: accuracy, withTime: withTime)
                for scored in checkins {
                    let answer = try answer(scored.checkin, accuracy: accuracy, withTime: withTime)
                    try each?(CheckinAnswer(checkin: scored, fix: answer.fix, withTime: withTime,
                                            engine: answer.ranked.prefix(VenueMetrics.reach).map { ($0.candidate.id, $0.likelihood) },
                                            nearest: answer.nearestFive))
                    let truth = scored.kind
                    let engineRight = answer.topKind == truth
                    cell.engine.record(correct: engineRight,
                                       confidence: answer.topKind.map { answer.kindLikelihoods[$0] ?? 0 } ?? 0,
                                       rightKind: answer.kindLikelihoods[truth] ?? 0, venue: scored.checkin.venue)
                    cell.nearest.record(correct: answer.nearestKind == truth)
                    cell.nearestOpen.record(correct: (withTime ? answer.nearestOpenKind : answer.nearestKind) == truth)
                    var row = cell.byKind[truth] ?? (0, 0, 0)
                    row.count += 1
                    if engineRight { row.engine += 1 }
                    if answer.nearestKind == truth { row.nearest += 1 }
                    cell.byKind[truth] = row
                    if let top = answer.topKind { cell.engineTopKinds[top, default: 0] += 1 }
                    let place: Set<PlaceID>?
                    switch scored.venue {
                    case .unknown: continue
                    case .place(let ids): place = ids
                    case .missing: place = nil
                    }
                    cell.venueEngine.record(answer.ranked.lazy.map(\.candidate.id), likelihood: answer.ranked.first?.likelihood ?? 0,
                                            truth: place, venue: scored.checkin.venue)
                    cell.venueNearest.record(answer.nearestFive, likelihood: nil, truth: place, venue: scored.checkin.venue)
                }
                cells.append(cell)
            }
        }
        return cells
    }
}
