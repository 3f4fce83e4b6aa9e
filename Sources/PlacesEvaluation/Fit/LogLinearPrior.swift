import Foundation

/// The visit prior's parameters as the fit moves them, and the fit itself:
/// maximum likelihood of the kind people checked in at (or "none of these"),
/// given the position, by full-batch Adam (Kingma and Ba, ICLR 2015) on
///
///     Σ log( Σ_{p right} s_p / (Σ_p s_p + s_none + s_unmapped + s_beyond) ) − λ/2 Σ_t δ_t² − λ₀/2 Σ_k θ_k² − λ_f/2 Σ_f β_f²
///
/// with log s_p = log((1 − q)·d_p + q·d′_p) + θ_kind + δ_type + β·features + γ·log h + log open, and
/// s_beyond = B·Σ_p s_p / ((1 − q)·d_p + q·d′_p), the places past the window that the displaced share reaches
/// (B: ``LikelihoodModel/beyondScale(fix:radius:)``), and s_unmapped = (u·Σ_p d′_p)^T the places the map lacks, as
/// many as its places around the fix say (``LikelihoodModel/unmappedDensity``); "none of these" is right at them.
/// The features are a Wikidata link, a brand, the footprint's size, and containment: lying inside another
/// listed place, and ln(1 + the places it holds). A mall and its shops are both candidates when a fix falls in
/// the mall; these two let the check-ins say how the mall's evidence divides between them, rather than giving
/// each the whole of it.
/// δ_type shrinks each type towards its kind (a type with few places keeps
/// its kind's rate) and θ_kind each kind towards "none of these"'s level (a
/// kind few people checked in at keeps a rate the data can tell from none):
/// empirical Bayes by penalised likelihood, λ and λ₀ chosen by the caller's
/// cross-validation.
///
/// The position density enters as it is. An exponent on it, fitted too,
/// came out at 0.14 on Midtown: the check-ins' venues of 2012 are often not
/// the places the map of 2025 has, so the fit learnt to ignore the position,
/// and on simulated people in Helsinki top-1 at 20 m fell from 0.33 to 0.05.
/// A wider density for every place (a spread added to the fix's σ) did the
/// same. A mixture keeps the sharp density for most visits: a share q of
/// places is displaced by a spread (d′_p), chosen by cross-validation, and
/// unmapped venues are "none of these".
struct LogLinearPrior: Sendable {
    var kind: [Double]
    var type: [Double]
    var wikidata = 0.0, brand = 0.0, area = 0.0, none = 0.0, hour = 1.0
    /// Containment's two features (``VisitPrior/containedLogFactor``, ``VisitPrior/contentsLogFactor``).
    var contained = 0.0, contents = 0.0
    /// The log rate of unmapped places (``VisitPrior/unmappedLogRate``): "none of these" in proportion to the
    /// mapped places around the fix.
    var unmapped = 0.0
    /// The exponent on the opening-hours factor: held at 1, not fitted. Check-ins of 2012 against the hours a
    /// map of 2025 gives cannot say what today's hours are worth (fitted, it came out at 0.06: a closed café
    /// kept 81 % of its weight); the factor's own numbers come from the simulated visits inside opening hours.
    let open = 1.0
    /// The logit of the displaced share (``VisitPrior/displacedShare``); starts at a share of 0.1.
    var displaced = -2.2
    /// The exponent on every score (``VisitPrior/temperature``): fitted after the rest, on held-out check-ins,
    /// never by the gradient (which would confound it with the rest).
    var temperature = 1.0

    /// Adam's steps and step size: the log-likelihood of a fit on Midtown's check-ins changes by less than
    /// 0.1 between 1,000 and 1,500 steps.
    static let iterations = 1_500, stepSize = 0.05

    init(kinds: Int, types: Int) {
        kind = [Double](repeating: 0, count: kinds)
        type = [Double](repeating: 0, count: types)
    }

    /// The parameters after the kinds and the types, in ``flat``'s order.
    private static let restCount = 9
    private var flat: [Double] { kind + type + [wikidata, brand, area, none, hour, displaced, contained, contents, unmapped] }
    private mutating func setFlat(_ values: [Double]) {
        kind = Array(values[0..<kind.count])
        type = Array(values[kind.count..<(kind.count + type.count)])
        let rest = Array(values[(kind.count + type.count)...])
        (wikidata, brand, area, none, hour, displaced) = (rest[0], rest[1], rest[2], rest[3], rest[4], rest[5])
        (contained, contents, unmapped) = (rest[6], rest[7], rest[8])
    }

    /// The log-likelihood of `examples` (no penalty), and its gradient when asked.
    ///
    /// The places beyond the candidates' window take part as the engine's do (``LikelihoodModel/rank``): the
    /// candidates' tempered weights, without their position, times what the displaced share's spread brings
    /// from past the window (q^T times ``FitExample/beyondLogScale(temperature:)``). They are never right.
    func logLikelihood(_ examples: [FitExample], gradient: Bool = false) -> (value: Double, gradient: [Double]) {
        let k = kind.count, t = type.count
        var grad = gradient ? [Double](repeating: 0, count: k + t + Self.restCount) : []
        var total = 0.0
        var shares: [Double] = [], beyond: [Double] = []
        var mixtures: [(log: Double, slope: Double)] = []
        let q = displacedShare
        for example in examples {
            // Each candidate's score, and its share beyond the window, relative to the largest, computed once.
            shares.removeAll(keepingCapacity: true)
            beyond.removeAll(keepingCapacity: true)
            mixtures.removeAll(keepingCapacity: true)
            let noneLog = temperature * (example.noneLogDensity + none)
            let unmappedLog = temperature * (example.unmappedLogDensity + unmapped)
            let beyondLog = example.beyondLogScale(temperature: temperature) + temperature * log(q)
            var top = max(noneLog, unmappedLog)
            for c in example.candidates {
                // log((1 − q)·d + q·d'), and its slope in the logit of q: q(1 − q)(d' − d) / mixture.
                let mixture = (1 - q) * c.sharp + q * c.broad
                mixtures.append((c.high + log(mixture), mixture > 0 ? q * (1 - q) * (c.broad - c.sharp) / mixture : 0))
                let weight = priorLog(of: c)
                let value = temperature * (mixtures[mixtures.count - 1].log + weight)
                shares.append(value)
                beyond.append(temperature * weight + beyondLog)
                top = max(top, value, beyond[beyond.count - 1])
            }
            // "None of these": the street and home, and the places the map lacks.
            let noneShare = exp(noneLog - top), unmappedShare = exp(unmappedLog - top)
            var all = noneShare + unmappedShare, right = example.noneIsRight ? noneShare + unmappedShare : 0
            for index in shares.indices {
                shares[index] = exp(shares[index] - top)
                beyond[index] = exp(beyond[index] - top)
                all += shares[index] + beyond[index]
                if example.candidates[index].isRight { right += shares[index] }
            }
            guard right > 0 else { continue }
            total += log(right) - log(all)
            guard gradient else { continue }
            // d/d log s_p: [p right] s_p / right − s_p / all; each log s is T times the parameters' sum.
            let noneWeight = (example.noneIsRight ? noneShare / right : 0) - noneShare / all
            grad[k + t + 3] += temperature * noneWeight
            grad[k + t + 8] += temperature * ((example.noneIsRight ? unmappedShare / right : 0) - unmappedShare / all)
            for (index, c) in example.candidates.enumerated() {
                let share = shares[index], past = beyond[index] / all
                let w = temperature * ((c.isRight ? share / right : 0) - share / all - past)
                // The beyond share's slope in the logit of q: T(1 − q).
                grad[k + t + 5] += temperature * ((c.isRight ? share / right : 0) - share / all) * mixtures[index].slope
                    - temperature * past * (1 - q)
                grad[c.kind] += w
                grad[k + c.type] += w
                grad[k + t] += w * c.wikidata
                grad[k + t + 1] += w * c.brand
                grad[k + t + 2] += w * c.area
                grad[k + t + 4] += w * c.hourLog
                grad[k + t + 6] += w * c.contained
                grad[k + t + 7] += w * c.contents
            }
        }
        return (total, grad)
    }

    /// log of a candidate's weight before its position: θ of its kind and type, its features, the hour and
    /// the opening hours.
    private func priorLog(of c: FitExample.Candidate) -> Double {
        kind[c.kind] + type[c.type] + wikidata * c.wikidata + brand * c.brand + area * c.area
            + contained * c.contained + contents * c.contents + hour * c.hourLog + open * c.openLog
    }

    /// The displaced share, from its logit.
    var displacedShare: Double { 1 / (1 + exp(-displaced)) }

    /// The temperatures tried by ``bestTemperature(for:)``.
    static let temperatures = stride(from: 0.1, through: 1.5, by: 0.05).map { $0 }

    /// The temperature that gives each model's held-out examples the highest log-likelihood, pooled.
    static func bestTemperature(for heldOut: [(model: LogLinearPrior, examples: [FitExample])]) -> (temperature: Double, value: Double) {
        var best = (temperature: 1.0, value: -Double.infinity)
        for temperature in temperatures {
            let value = heldOut.reduce(0.0) { sum, pair in
                var model = pair.model
                model.temperature = temperature
                return sum + model.logLikelihood(pair.examples).value
            }
            if value > best.value { best = (temperature, value) }
        }
        return best
    }

    /// The calibration error of the top answer's kind likelihood over the scored `examples` (the figure
    /// `evaluate --checkins` prints as ECE), counted into `tally`.
    func countKindCalibration(_ examples: [FitExample], into tally: inout ReliabilityTally) {
        let q = displacedShare
        for example in examples where example.isScored && !example.candidates.isEmpty {
            var values: [Double] = [], weights: [Double] = []
            let noneLog = temperature * (example.noneLogDensity + none)
            let unmappedLog = temperature * (example.unmappedLogDensity + unmapped)
            let beyondLog = example.beyondLogScale(temperature: temperature) + temperature * log(q)
            var top = max(noneLog, unmappedLog)
            for c in example.candidates {
                let mixture = (1 - q) * c.sharp + q * c.broad
                let weight = priorLog(of: c)
                values.append(temperature * (c.high + log(mixture) + weight))
                weights.append(temperature * weight + beyondLog)
                top = max(top, values[values.count - 1], weights[weights.count - 1])
            }
            let first = values.indices.max { values[$0] < values[$1] }!
            let firstKind = example.candidates[first].kind
            var all = exp(noneLog - top) + exp(unmappedLog - top), same = 0.0
            for (index, c) in example.candidates.enumerated() {
                let share = exp(values[index] - top)
                all += share + exp(weights[index] - top)
                if c.kind == firstKind { same += share }
            }
            tally.add(same / all, correct: example.candidates[first].isRight)
        }
    }

    /// The temperature whose top-answer kind likelihoods are best calibrated on each model's held-out
    /// examples, pooled: temperature scaling fitted to the figure a person reads.
    static func calibratedTemperature(for heldOut: [(model: LogLinearPrior, examples: [FitExample])])
        -> (temperature: Double, error: Double) {
        var best = (temperature: 1.0, error: Double.infinity)
        for temperature in temperatures {
            var tally = ReliabilityTally()
            for pair in heldOut {
                var model = pair.model
                model.temperature = temperature
                model.countKindCalibration(pair.examples, into: &tally)
            }
            let error = ReliabilityBin.expectedCalibrationError(of: tally.bins)
            if error < best.error { best = (temperature, error) }
        }
        return best
    }

    /// The positions in ``flat`` of the features' factors that `featureLambda` shrinks towards 0 (no effect): Wikidata,
    /// brand, footprint, inside another place, contents, after the kinds and the types.
    private static let featureOffsets = [0, 1, 2, 6, 7]

    /// Fits on `examples` from zero, with type penalty `lambda`, kind penalty `kindLambda` and feature penalty
    /// `featureLambda` (a ridge on the features' log factors: fitted without one, on three districts of Midtown, the
    /// footprint's exponent came out at 0.007 with one district left out and 0.62 with another).
    static func fit(_ examples: [FitExample], kinds: Int, types: Int, lambda: Double, kindLambda: Double,
                    featureLambda: Double = 0) -> LogLinearPrior {
        var model = LogLinearPrior(kinds: kinds, types: types)
        var values = model.flat
        var m = [Double](repeating: 0, count: values.count), v = m
        let (b1, b2, epsilon) = (0.9, 0.999, 1e-8)
        let scale = 1 / Double(max(1, examples.count))
        for step in 1...iterations {
            model.setFlat(values)
            var (_, grad) = model.logLikelihood(examples, gradient: true)
            for i in 0..<kinds { grad[i] -= kindLambda * values[i] }
            for i in kinds..<(kinds + types) { grad[i] -= lambda * values[i] }
            for offset in featureOffsets { grad[kinds + types + offset] -= featureLambda * values[kinds + types + offset] }
            for i in values.indices {
                let g = -grad[i] * scale
                m[i] = b1 * m[i] + (1 - b1) * g
                v[i] = b2 * v[i] + (1 - b2) * g * g
                let mHat = m[i] / (1 - pow(b1, Double(step))), vHat = v[i] / (1 - pow(b2, Double(step)))
                values[i] -= stepSize * mHat / (vHat.squareRoot() + epsilon)
            }
        }
        model.setFlat(values)
        return model
    }
}
