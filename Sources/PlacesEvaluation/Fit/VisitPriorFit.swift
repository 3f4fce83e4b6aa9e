import Foundation
import Geo
import Places
import PlacesEngine

/// `evaluate --checkins FILE --fit-prior OUT`: fits the visit prior
/// (``VisitPrior``) on real check-ins and the store they fall in.
///
/// 1. The kinds' time-of-week profiles (``HourProfileFit``) from every
///    check-in of the file with a kind, inside the store or not.
/// 2. The log-linear prior (``LogLinearPrior``) from the check-ins inside
///    the store: each at 20 and 50 m, with and without its time; the left-out
///    categories (home, road, …) as "none of these". The type penalty λ is
///    chosen by two-fold spatial cross-validation.
/// 3. The history prior's strength and time shape on the real routines
///    (``CheckinRoutine``) of the same check-ins, by the log-likelihood of the
///    place picked before at revisits plus that of the right kind at the
///    other check-ins, over a grid.
public struct VisitPriorFit: Sendable {
    /// The fitted prior.
    public let prior: VisitPrior
    /// What the fit did, line by line, for the report.
    public let report: [String]

    /// The accuracies each check-in is fitted at, metres.
    public static let accuracies: [Meters] = [20, 50]
    /// The type penalties tried.
    public static let lambdas: [Double] = [3, 10, 30, 100]
    /// The position spreads tried, metres (``VisitPrior/positionSpread``).
    public static let spreads: [Double] = [0, 15, 30, 45]

    /// Fits a prior.
    /// - Parameters:
    ///   - storePath: the store the check-ins fall in.
    ///   - all: every check-in of the file with a kind (for the time profiles).
    ///   - selection: the check-ins inside the store to fit the weights on.
    ///   - source: names the data, for the provenance.
    ///   - command: the command that regenerates the file, for the provenance.
    public init(storePath: String, all: [(checkin: Checkin, kind: PlaceKind)], selection: CheckinSelection,
                source: String, command: String) throws(PlacesError) {
        var report: [String] = []
        let hours = HourProfileFit(all)
        report.append("time-of-week profiles: \(hours.count) check-ins, \(hours.logFactors.count) kinds, shrinkage α = \(hours.alpha)")

        let kinds = PlaceKind.allCases
        var typeIndex: [String: Int] = [:]
        var best = (lambda: VisitPriorFit.lambdas[0], spread: 0.0, score: -Double.infinity, examples: [FitExample]())
        for spread in VisitPriorFit.spreads {
        // Candidates as the engine sees them, every place weighing 1.
        var uniform = VisitPrior.uniform
        uniform.positionSpread = spread
        let plain = try PlacesService(storePath: storePath, visitPrior: uniform)
        var examples: [FitExample] = []
        let labelled = selection.scored.map { ($0.checkin, Optional($0.kind)) } + selection.leftOutInside.map { ($0, PlaceKind?.none) }
        for (checkin, truth) in labelled {
            // The cross-validation's own split: blocks shifted by half a block from those of --fold.
            let shift = SpatialFold.blockDegrees / 2
            let fold = SpatialFold.fold(of: Coordinate(latitude: checkin.coordinate.latitude + shift,
                                                       longitude: checkin.coordinate.longitude + shift), count: 2)
            for accuracy in VisitPriorFit.accuracies {
                for withTime in [false, true] {
                    let fix = LocationFix(coordinate: checkin.coordinate, horizontalAccuracy: accuracy)
                    let ranked = try plain.rank(for: fix, at: withTime ? checkin.date : nil, timeZone: checkin.timeZone).ranked
                    let local = LocalTime(date: checkin.date, utcOffsetSeconds: checkin.utcOffsetSeconds)
                    let candidates = ranked.map { scored in
                        let place = scored.candidate, prior = place.prior
                        let type = typeIndex[place.primaryType] ?? {
                            typeIndex[place.primaryType] = typeIndex.count
                            return typeIndex.count - 1
                        }()
                        return FitExample.Candidate(
                            logDensity: log(scored.density), kind: kinds.firstIndex(of: prior.kind)!, type: type,
                            wikidata: prior.hasWikidata ? 1 : 0, brand: prior.hasBrand ? 1 : 0, area: prior.areaFeature,
                            hourLog: withTime ? hours.logFactors[prior.kind]?[VisitPrior.hourBin(local)] ?? 0 : 0,
                            openLog: withTime ? log(scored.openFactor) : 0, isRight: prior.kind == truth)
                    }
                    let reachable = candidates.contains(where: \.isRight)
                    examples.append(FitExample(candidates: candidates, noneLogDensity: log(LikelihoodModel.noneDensity),
                                               noneIsRight: truth == nil || !reachable, fold: fold))
                }
            }
        }
        if spread == VisitPriorFit.spreads[0] {
        report.append("weights: \(selection.scored.count) check-ins with a kind and \(selection.leftOutInside.count) left out "
                      + "(\"none of these\") inside the store, × \(VisitPriorFit.accuracies.count) accuracies × with and without time "
                      + "= \(examples.count) examples, \(typeIndex.count) types")
        }

        // λ and the spread by two-fold spatial cross-validation.
        for lambda in VisitPriorFit.lambdas {
            var score = 0.0
            for held in 1...2 {
                let model = LogLinearPrior.fit(examples.filter { $0.fold != held }, kinds: kinds.count, types: typeIndex.count,
                                               lambda: lambda)
                score += model.logLikelihood(examples.filter { $0.fold == held }).value
            }
            report.append(String(format: "spread %g m, λ = %g: held-out log-likelihood %.1f", spread, lambda, score))
            if score > best.score { best = (lambda, spread, score, examples) }
        }
        }
        let examples = best.examples
        let model = LogLinearPrior.fit(examples, kinds: kinds.count, types: typeIndex.count, lambda: best.lambda)
        let fitLL = model.logLikelihood(examples).value
        report.append(String(format: "chosen spread %g m, λ = %g; log-likelihood on all %d examples %.1f (%.3f per example)",
                             best.spread, best.lambda, examples.count, fitLL, fitLL / Double(max(1, examples.count))))

        var typeKind: [Int: Int] = [:]
        for example in examples { for c in example.candidates { typeKind[c.type] = c.kind } }
        var typeRates: [String: Double] = [:]
        for (name, index) in typeIndex {
            typeRates[name] = model.kind[typeKind[index] ?? 0] + model.type[index]
        }
        var prior = VisitPrior(
            provenance: VisitPrior.Provenance(source: source, command: command, summary: ""),
            kindLogRates: Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1.rawValue, model.kind[$0]) }),
            typeLogRates: typeRates, wikidataLogFactor: model.wikidata, brandLogFactor: model.brand,
            areaLogFactor: model.area, noneLogRate: model.none, openExponent: model.open, densityExponent: model.density, positionSpread: best.spread,
            hourLogFactors: Dictionary(uniqueKeysWithValues: hours.logFactors.map { ($0.key.rawValue, $0.value.map { $0 * model.hour }) }),
            history: VisitPrior.uniform.history)
        report.append(String(format: "features: wikidata ×%.2f, brand ×%.2f, area exponent %.3f, none %.2f, hour exponent %.2f, open exponent %.2f, density exponent %.2f",
                             exp(model.wikidata), exp(model.brand), model.area, model.none, model.hour, model.open, model.density))

        // The history prior on the real routines, with the fitted weights.
        var bestHistory = (parameters: prior.history, score: -Double.infinity)
        for boost in [10.0, 30, 100, 300, 1_000] {
            for smoothing in [1.0, 3, 10] {
                for baseMatch in [0.1, 0.4, 1.0] {
                    var candidate = prior
                    candidate.history = VisitPrior.History(boost: boost, smoothing: smoothing, hourSigma: 3,
                                                           otherDayKind: 0.5, baseMatch: baseMatch, halfLifeDays: 60)
                    let service = try PlacesService(storePath: storePath, visitPrior: candidate)
                    let routine = try CheckinRoutine(selection.scored, evaluator: CheckinEvaluator(service: service))
                    let score = routine.revisitLogLikelihood + routine.othersLogLikelihood
                    if score > bestHistory.score { bestHistory = (candidate.history, score) }
                }
            }
        }
        prior.history = bestHistory.parameters
        report.append(String(format: "history: boost %g, smoothing %g, base match %g (log-likelihood of revisits and other check-ins %.1f)",
                             bestHistory.parameters.boost, bestHistory.parameters.smoothing, bestHistory.parameters.baseMatch,
                             bestHistory.score))
        prior.provenance.summary = report.joined(separator: "; ")
        self.prior = prior
        self.report = report
    }
}
