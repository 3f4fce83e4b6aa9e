import Dispatch
import Foundation
import Geo
import Places
import PlacesEngine
import Synchronization

/// `evaluate --checkins FILE --fit-prior OUT`: fits the visit prior
/// (``VisitPrior``) on real check-ins and the store they fall in.
///
/// 1. The kinds' time-of-week profiles (``HourProfileFit``) from every
///    check-in of the file with a kind, inside the store or not.
/// 2. The log-linear prior (``LogLinearPrior``) from the check-ins inside
///    the store, each at 20 or 50 m, with or without its time (one of the four, drawn); the left-out
///    categories (home, road, …) as "none of these". The position spread and
///    the type, kind and feature penalties are chosen one at a time by two-fold
///    cross-validation over districts of the check-ins (``Folds``), the
///    temperature by four-fold, on the engine's own answers.
/// 3. The history prior's new-place rate and time shape on the real routines
///    (``CheckinRoutine``, the picks keeping their fixes) of the same check-ins, by the log-likelihood of the
///    place picked before at revisits plus that of the right kind at the
///    other check-ins, over a grid; then the rate goes up the grid until a person's first visits lose at most
///    ``firstVisitAllowance`` to their history, with picks bare and with their fixes kept.
public struct VisitPriorFit: Sendable {
    /// The fitted prior.
    public let prior: VisitPrior
    /// What the fit did, line by line, for the report.
    public let report: [String]

    /// The accuracies each check-in is fitted at, metres.
    public static let accuracies: [Meters] = [20, 50]
    /// The type penalties tried (3,000, the top of the last grid, was chosen by the venue fits: the grid goes on past it).
    public static let lambdas: [Double] = [30, 100, 300, 1_000, 3_000, 30_000]
    /// The kind penalties tried.
    public static let kindLambdas: [Double] = [0.3, 3, 30]
    /// The feature penalties tried (``LogLinearPrior/fit(_:kinds:types:lambda:kindLambda:featureLambda:)``).
    public static let featureLambdas: [Double] = [0, 30, 300, 3_000]
    /// The displaced places' spreads tried, metres (``VisitPrior/positionSpread``). The grid starts at 45 m, which every
    /// fit has chosen, because below it was tried and lost (2026-12-05; docs/BENCHMARKS.md, "Which place"): on all
    /// Midtown's venue check-ins the two folds' held-out log-likelihood is −14,903 at 15 m, −14,595 at 25 m and
    /// −14,558 at 45 m; the fits without district 3 and without district 4 chose 25 m, and judged on the district left
    /// out, district 3's five held the venue less often at 20 and 50 m and district 4's first answers at 20 m went past
    /// a calibrated engine's 95th percentile (pooled with the other two, the five at 50 m with a time fell from +7.8
    /// points over nearest-first to +7.4).
    public static let spreads: [Double] = [45, 90, 150, 300]
    /// The history prior's grid: new-place rates (``VisitPrior/History/newPlaceRate``, a decade apart) and base matches.
    public static let historyGrid = (newPlaceRates: [1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1], baseMatches: [0.1, 0.4, 1.0])
    /// The most a person's history may cost their first visits: the other check-ins' kind top-1, with history
    /// against without, in points of share. Not a fit but the product's promise (issue 38: "a person's first visit
    /// to a place is not hurt by their history: at most 1 point"); the log-likelihood alone chose 10⁻³ on Midtown,
    /// which cost first visits 1.3 points with bare picks.
    public static let firstVisitAllowance = 0.01

    /// Where the search of the settings starts: the venue fits' choice on Midtown's check-ins (`nyc-checkins-113k.csv`
    /// with `--venues`, districts 1 and 4 of 4 left out in turn, 2026-12-05), without a feature penalty.
    private static let start = Setting(spread: 45, lambda: 3_000, kindLambda: 3, featureLambda: 0)

    /// One point of the cross-validation's grid.
    private struct Setting: Sendable, Hashable {
        let spread: Double, lambda: Double, kindLambda: Double, featureLambda: Double
    }

    /// Fits a prior.
    /// - Parameters:
    ///   - storePath: the store the check-ins fall in.
    ///   - selection: the check-ins to fit on: those inside the store for the weights, all with a kind for the
    ///     time profiles.
    ///   - source: names the data, for the provenance.
    ///   - command: the command that regenerates the file, for the provenance.
    ///   - moves: how the fixes are moved from the venues' positions, or nil to fit at the positions.
    public init(storePath: String, selection: CheckinSelection, moves: MovedFixes? = nil,
                source: String, command: String) throws(PlacesError) {
        var report: [String] = []
        let hours = HourProfileFit(selection.withKind)
        report.append("time-of-week profiles: \(hours.count) check-ins, \(hours.logFactors.count) kinds, shrinkage α = \(hours.alpha)")

        var types = TypeIndex()
        let folds = Folds(selection)
        var examplesBySpread: [Double: [FitExample]] = [:]
        for spread in VisitPriorFit.spreads {
            examplesBySpread[spread] = try VisitPriorFit.examples(storePath: storePath, selection: selection, spread: spread,
                                                                  hours: hours, moves: moves, folds: folds, types: &types)
        }
        let exampleCount = examplesBySpread[VisitPriorFit.spreads[0]]?.count ?? 0
        report.append("weights: \(selection.scored.count) check-ins with a kind and \(selection.leftOutInside.count) left out "
                      + "(\"none of these\") inside the store, each at one of \(VisitPriorFit.accuracies.count) accuracies, with or "
                      + "without its time = \(exampleCount) examples, \(types.count) types")

        let kindCount = PlaceKind.allCases.count, typeCount = types.count
        let frozen = examplesBySpread
        // Each setting: a model per fold, and the held-out folds' log-likelihood at the temperature that suits them best.
        var scored: [Setting: (temperature: Double, value: Double)] = [:]
        func score(_ settings: [Setting]) {
            let fresh = settings.filter { scored[$0] == nil }
            let scores = Mutex([(temperature: Double, value: Double)](repeating: (1, -.infinity), count: fresh.count))
            DispatchQueue.concurrentPerform(iterations: fresh.count) { index in
                let setting = fresh[index], examples = frozen[setting.spread] ?? []
                let heldOut = (1...2).map { held in
                    (model: LogLinearPrior.fit(examples.filter { $0.fold != held }, kinds: kindCount, types: typeCount,
                                               lambda: setting.lambda, kindLambda: setting.kindLambda,
                                               featureLambda: setting.featureLambda),
                     examples: examples.filter { $0.fold == held })
                }
                let score = LogLinearPrior.bestTemperature(for: heldOut)
                scores.withLock { $0[index] = score }
            }
            for (setting, score) in zip(fresh, scores.withLock { $0 }) {
                scored[setting] = score
                report.append(String(format: "spread %g m, λ %g, λ₀ %g, λ_f %g: held-out log-likelihood %.1f at temperature %.2f",
                                     setting.spread, setting.lambda, setting.kindLambda, setting.featureLambda, score.value,
                                     score.temperature))
            }
        }
        // One choice at a time (coordinate ascent), from the venue fits' choice on Midtown: the spread, then λ, then
        // λ₀, then λ_f, each over its grid with the others held, and round again until nothing moves (at most
        // three rounds): at most 17 settings a round, where the whole grid is 288.
        var choice = VisitPriorFit.start
        for _ in 1...3 {
            let before = choice
            for axis in 0..<4 {
                let (s, l, k, f) = (choice.spread, choice.lambda, choice.kindLambda, choice.featureLambda)
                let line: [Setting] = switch axis {
                case 0: VisitPriorFit.spreads.map { Setting(spread: $0, lambda: l, kindLambda: k, featureLambda: f) }
                case 1: VisitPriorFit.lambdas.map { Setting(spread: s, lambda: $0, kindLambda: k, featureLambda: f) }
                case 2: VisitPriorFit.kindLambdas.map { Setting(spread: s, lambda: l, kindLambda: $0, featureLambda: f) }
                default: VisitPriorFit.featureLambdas.map { Setting(spread: s, lambda: l, kindLambda: k, featureLambda: $0) }
                }
                score(line)
                choice = line.max { scored[$0]!.value < scored[$1]!.value } ?? choice
            }
            if choice == before { break }
        }
        let best = choice
        let bestScore = scored[best]!
        let examples = examplesBySpread[best.spread] ?? []
        func prior(_ model: LogLinearPrior) -> VisitPrior {
            VisitPriorFit.visitPrior(model, types: types, spread: best.spread, hours: hours, source: source, command: command)
        }
        // The shipped temperature (``TemperatureChoice``): the one whose first answers, as the engine itself gives
        // them, stay calibrated on every held-out fold. More folds than for the choices above: each model then
        // learns from most of the check-ins, as the shipped one does from all, and is about as often right.
        let fitted = Mutex([Int: LogLinearPrior]())
        DispatchQueue.concurrentPerform(iterations: VisitPriorFit.calibrationFolds) { index in
            let model = LogLinearPrior.fit(examples.filter { $0.calibrationFold != index + 1 }, kinds: kindCount,
                                           types: typeCount, lambda: best.lambda, kindLambda: best.kindLambda,
                                           featureLambda: best.featureLambda)
            fitted.withLock { $0[index + 1] = model }
        }
        let foldModels = fitted.withLock { $0 }.sorted { $0.key < $1.key }.map { (held: $0.key, model: $0.value) }
        let modelCalibration = LogLinearPrior.calibratedTemperature(for: foldModels.map { pair in
            (model: pair.model, examples: examples.filter { $0.calibrationFold == pair.held })
        })
        let calibration = try TemperatureChoice(
            storePath: storePath, checkins: selection.scored, moves: moves, folds: folds.calibration, accuracies: VisitPriorFit.accuracies,
            heldOut: foldModels.map { (held: $0.held, prior: prior($0.model)) })
        report.append(calibration.report + String(format: " (the fit's own sums, by pooled ECE: %.2f, error %.3f; the "
                                                  + "log-likelihood's: %.2f)", modelCalibration.temperature,
                                                  modelCalibration.error, bestScore.temperature))
        var model = LogLinearPrior.fit(examples, kinds: kindCount, types: typeCount, lambda: best.lambda,
                                       kindLambda: best.kindLambda, featureLambda: best.featureLambda)
        model.temperature = calibration.chosen.temperature
        let fitLL = model.logLikelihood(examples).value
        report.append(String(format: "chosen spread %g m, λ %g, λ₀ %g, λ_f %g, temperature %.2f; log-likelihood on all %d examples %.1f "
                             + "(%.3f per example)", best.spread, best.lambda, best.kindLambda, best.featureLambda, model.temperature,
                             examples.count, fitLL, fitLL / Double(max(1, examples.count))))
        report.append(String(format: "features: wikidata ×%.2f, brand ×%.2f, area exponent %.3f, inside another place ×%.2f, "
                             + "contents exponent %.3f, none %.2f, unmapped places %.2f, hour exponent %.2f, open exponent %.2f, "
                             + "displaced share %.3f", exp(model.wikidata), exp(model.brand), model.area, exp(model.contained),
                             model.contents, model.none, model.unmapped, model.hour, model.open, model.displacedShare))

        var prior = prior(model)
        prior.history = try VisitPriorFit.history(storePath: storePath, prior: prior, checkins: selection.scored, moves: moves,
                                                  report: &report)
        prior.provenance.summary = report.joined(separator: "; ")
        self.prior = prior
        self.report = report
    }

    /// The engine's visit prior made of a fitted model.
    private static func visitPrior(_ model: LogLinearPrior, types: TypeIndex, spread: Double, hours: HourProfileFit,
                                   source: String, command: String) -> VisitPrior {
        VisitPrior(
            provenance: VisitPrior.Provenance(source: source, command: command, summary: ""),
            kindLogRates: Dictionary(uniqueKeysWithValues: PlaceKind.allCases.enumerated().map { ($1.rawValue, model.kind[$0]) }),
            typeLogRates: types.logRates(model), wikidataLogFactor: model.wikidata, brandLogFactor: model.brand,
            areaLogFactor: model.area, containedLogFactor: model.contained, contentsLogFactor: model.contents,
            noneLogRate: model.none, unmappedLogRate: model.unmapped, openExponent: model.open,
            displacedShare: model.displacedShare, positionSpread: spread, temperature: model.temperature,
            countsBeyondWindow: true, hourLogFactors: Dictionary(uniqueKeysWithValues: hours.logFactors.map { ($0.key.rawValue, $0.value.map { $0 * model.hour }) }),
            history: VisitPrior.uniform.history)
    }

    /// The folds of the temperature's cross-validation: each model learns from three quarters of the check-ins.
    static let calibrationFolds = 4

    /// The fit's own cross-validation folds: districts of the check-ins it learns from (``DistrictMap``), two for
    /// the settings and ``calibrationFolds`` for the temperature. Whole districts, not interleaved blocks: a
    /// setting judged on blocks between the fitted ones sees the same streets, kinds and neighbours, and chose
    /// priors that did not carry to a district the fit never saw.
    struct Folds: Sendable {
        let settings: DistrictMap
        let calibration: DistrictMap

        init(_ selection: CheckinSelection) {
            let coordinates = selection.scored.map(\.checkin.coordinate) + selection.leftOutInside.map(\.coordinate)
            settings = DistrictMap(coordinates, count: 2)
            calibration = DistrictMap(coordinates, count: VisitPriorFit.calibrationFolds)
        }
    }

    /// The check-ins as the fit sees them at one position spread: every candidate's density and features,
    /// every place weighing 1.
    /// A check-in is right at the place its venue is, or at "none of these" when the venue is missing from the
    /// map; at an unnamed venue, at any place of its kind. (Tried: any place of its kind at a missing venue too,
    /// as if a successor stood there. Fitted without district 1 of 4 and judged there, 20 m top-5 fell from
    /// 0.696 to 0.639 and top-1 from 0.289 to 0.244.)
    private static func examples(storePath: String, selection: CheckinSelection, spread: Double, hours: HourProfileFit,
                                 moves: MovedFixes?, folds: Folds, types: inout TypeIndex) throws(PlacesError) -> [FitExample] {
        // Every place weighing 1: on its mapped ground, and displaced by `spread`.
        var displaced = VisitPrior.uniform
        displaced.displacedShare = 1
        displaced.positionSpread = spread
        let plain = try PlacesService(storePath: storePath, visitPrior: .uniform)
        let wide = try PlacesService(storePath: storePath, visitPrior: displaced)
        let labelled = selection.scored.map { ($0.checkin, Optional($0.kind), $0.venue) }
            + selection.leftOutInside.map { ($0, PlaceKind?.none, ScoredCheckin.VenuePlace.unknown) }
        var examples: [FitExample] = []
        for (checkin, truth, venue) in labelled {
            let fold = folds.settings.district(of: checkin.coordinate)
            let calibrationFold = folds.calibration.district(of: checkin.coordinate)
            let bin = VisitPrior.hourBin(LocalTime(date: checkin.date, utcOffsetSeconds: checkin.utcOffsetSeconds))
            // One of the four ways to ask, drawn by the check-in's line: the four share the venue and the
            // person, so they are one observation, and four copies would only make the fit four times as slow.
            var draw = SeededGenerator(seed: UInt64(truncatingIfNeeded: checkin.line))
            let variant = Int(draw.next() % UInt64(accuracies.count * 2))
            for accuracy in [accuracies[variant / 2]] {
                for withTime in [variant % 2 == 1] {
                    let fix = moves?.fix(for: checkin, accuracy: accuracy)
                        ?? LocationFix(coordinate: checkin.coordinate, horizontalAccuracy: accuracy)
                    let time = withTime ? checkin.date : nil
                    let ranked = try wide.rank(for: fix, at: time, timeZone: checkin.timeZone).ranking.ranked
                    let sharp = Dictionary(try plain.rank(for: fix, at: time, timeZone: checkin.timeZone).ranking.ranked
                        .map { ($0.candidate.rowID, $0.density) }) { first, _ in first }
                    func isRight(_ place: CandidatePlace) -> Bool {
                        switch venue {
                        case .unknown: truth != nil && place.features.kind == truth
                        case .place(let ids): ids.contains(place.id)
                        case .missing: false
                        }
                    }
                    let candidates = ranked.map { scored in
                        let place = scored.candidate, prior = place.features
                        return FitExample.Candidate(
                            logDensity: log(sharp[place.rowID] ?? 0), logDensityDisplaced: log(scored.density), kind: prior.kind.index,
                            type: types.index(of: place.primaryType, kind: prior.kind),
                            wikidata: prior.hasWikidata ? 1 : 0, brand: prior.hasBrand ? 1 : 0, area: prior.areaFeature,
                            contained: prior.isContained ? 1 : 0, contents: prior.contentsFeature,
                            hourLog: withTime ? hours.logFactors[prior.kind]?[bin] ?? 0 : 0,
                            openLog: withTime ? log(scored.openFactor) : 0, isRight: isRight(place))
                    }
                    examples.append(FitExample(candidates: candidates, noneLogDensity: log(LikelihoodModel.noneDensity),
                                               broadSigma: wide.model.broadSigma(for: fix),
                                               radius: wide.model.searchRadius(for: fix),
                                               noneIsRight: truth == nil || !candidates.contains(where: \.isRight),
                                               isScored: truth != nil, fold: fold, calibrationFold: calibrationFold))
                }
            }
        }
        return examples
    }

    /// The history prior's numbers that best explain the real routines of `checkins` under `prior`.
    private static func history(storePath: String, prior: VisitPrior, checkins: [ScoredCheckin], moves: MovedFixes?,
                                report: inout [String]) throws(PlacesError) -> VisitPrior.History {
        let service = try PlacesService(storePath: storePath, connections: ProcessInfo.processInfo.activeProcessorCount,
                                        visitPrior: prior)
        let evaluator = CheckinEvaluator(service: service, moves: moves)
        let grid = historyGrid.newPlaceRates.flatMap { rate in
            historyGrid.baseMatches.map { baseMatch in
                VisitPrior.History(newPlaceRate: rate, hourSigma: 3, otherDayKind: 0.5, baseMatch: baseMatch, halfLifeDays: 60)
            }
        }
        // The grid's points side by side (one service, its candidate cache shared); the first best wins, as in order.
        let scores = Mutex([Double](repeating: -.infinity, count: grid.count))
        let failure = Mutex<PlacesError?>(nil)
        DispatchQueue.concurrentPerform(iterations: grid.count) { index in
            do throws(PlacesError) {
                let routine = try CheckinRoutine(checkins, evaluator: evaluator, historyParameters: grid[index], comparing: false)
                let score = routine.revisitLogLikelihood + routine.othersLogLikelihood
                scores.withLock { $0[index] = score }
            } catch {
                failure.withLock { $0 = error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let values = scores.withLock { $0 }
        let bestIndex = values.indices.max { values[$0] < values[$1] || (values[$0] == values[$1] && $0 > $1) } ?? 0
        let best = (parameters: grid.isEmpty ? prior.history : grid[bestIndex], score: values.isEmpty ? 0 : values[bestIndex])
        report.append(String(format: "history: new-place rate %g, base match %g (log-likelihood of revisits and other "
                             + "check-ins %.1f)", best.parameters.newPlaceRate, best.parameters.baseMatch,
                             best.score))
        return try guardingFirstVisits(best.parameters, checkins: checkins, evaluator: evaluator, report: &report)
    }

    /// `chosen`, or the first rate up the grid from it whose first visits (the routines' other check-ins) lose at
    /// most ``firstVisitAllowance`` of kind top-1 to the history, both with bare picks and with picks that keep
    /// their fixes; the grid's last rate when none does.
    private static func guardingFirstVisits(_ chosen: VisitPrior.History, checkins: [ScoredCheckin],
                                            evaluator: CheckinEvaluator,
                                            report: inout [String]) throws(PlacesError) -> VisitPrior.History {
        var parameters = chosen
        var tried: [String] = []
        for rate in historyGrid.newPlaceRates where rate >= chosen.newPlaceRate {
            parameters.newPlaceRate = rate
            var losses: [Double] = []
            for keepsFixes in [false, true] {
                let routine = try CheckinRoutine(checkins, evaluator: evaluator, historyParameters: parameters,
                                                 keepsFixes: keepsFixes)
                losses.append(routine.others.top1 - routine.othersWithHistory.top1)
            }
            tried.append(String(format: "%g: %.1f and %.1f", rate, -losses[0] * 100, -losses[1] * 100))
            if losses.allSatisfy({ $0 <= firstVisitAllowance }) { break }
        }
        report.append(String(format: "history: first visits guarded, new-place rate %g (the other check-ins' kind top-1 "
                             + "with history against without, in points, picks bare and with their fixes kept, by rate: ",
                             parameters.newPlaceRate) + tried.joined(separator: "; ") + ")")
        return parameters
    }
}

/// The types the fit has seen, numbered, with their kinds.
private struct TypeIndex {
    private var numbers: [String: Int] = [:]
    private var kinds: [PlaceKind] = []

    var count: Int { kinds.count }

    /// The number of `type`, given one the first time it is seen.
    mutating func index(of type: String, kind: PlaceKind) -> Int {
        if let number = numbers[type] { return number }
        numbers[type] = kinds.count
        kinds.append(kind)
        return kinds.count - 1
    }

    /// θ_kind + δ_type of every type.
    func logRates(_ model: LogLinearPrior) -> [String: Double] {
        numbers.mapValues { number in model.kind[kinds[number].index] + model.type[number] }
    }
}
