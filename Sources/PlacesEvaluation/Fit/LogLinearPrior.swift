import Foundation

/// The visit prior's parameters as the fit moves them, and the fit itself:
/// maximum likelihood of the kind people checked in at (or "none of these"),
/// given the position, by full-batch Adam (Kingma and Ba, ICLR 2015) on
///
///     Σ log( Σ_{p right} s_p / (Σ_p s_p + s_none) ) − λ/2 Σ_t δ_t² − λ₀/2 Σ_k θ_k²
///
/// with log s_p = α·log d_p + θ_kind + δ_type + β·features + γ·log h + η·log open.
/// δ_type shrinks each type towards its kind: a type with few places keeps
/// its kind's rate (empirical Bayes by penalised likelihood).
struct LogLinearPrior: Sendable {
    var kind: [Double]
    var type: [Double]
    var wikidata = 0.0, brand = 0.0, area = 0.0, none = 0.0, hour = 1.0, open = 1.0, density = 1.0

    /// The kinds' weak penalty: keeps a kind nobody checked in at near 0.
    static let kindPenalty = 0.01
    /// Adam's steps and step size.
    static let iterations = 1_500, stepSize = 0.05

    init(kinds: Int, types: Int) {
        kind = [Double](repeating: 0, count: kinds)
        type = [Double](repeating: 0, count: types)
    }

    private var flat: [Double] { kind + type + [wikidata, brand, area, none, hour, open, density] }
    private mutating func setFlat(_ values: [Double]) {
        kind = Array(values[0..<kind.count])
        type = Array(values[kind.count..<(kind.count + type.count)])
        let rest = Array(values[(kind.count + type.count)...])
        (wikidata, brand, area, none, hour, open, density) = (rest[0], rest[1], rest[2], rest[3], rest[4], rest[5], rest[6])
    }

    /// The log-likelihood of `examples` (no penalty), and its gradient when asked.
    func logLikelihood(_ examples: [FitExample], gradient: Bool = false) -> (value: Double, gradient: [Double]) {
        let k = kind.count, t = type.count
        var grad = gradient ? [Double](repeating: 0, count: k + t + 7) : []
        var total = 0.0
        var logs: [Double] = []
        for example in examples {
            logs.removeAll(keepingCapacity: true)
            var top = density * example.noneLogDensity + none
            for c in example.candidates {
                let value = density * c.logDensity + kind[c.kind] + type[c.type] + wikidata * c.wikidata + brand * c.brand
                    + area * c.area + hour * c.hourLog + open * c.openLog
                logs.append(value)
                top = max(top, value)
            }
            let noneShare = exp(density * example.noneLogDensity + none - top)
            var all = noneShare, right = example.noneIsRight ? noneShare : 0
            for (index, c) in example.candidates.enumerated() {
                let share = exp(logs[index] - top)
                all += share
                if c.isRight { right += share }
            }
            guard right > 0 else { continue }
            total += log(right) - log(all)
            guard gradient else { continue }
            // d/d log s_p: [p right] s_p / right − s_p / all.
            let noneWeight = (example.noneIsRight ? noneShare / right : 0) - noneShare / all
            grad[k + t + 3] += noneWeight
            grad[k + t + 6] += noneWeight * example.noneLogDensity
            for (index, c) in example.candidates.enumerated() {
                let share = exp(logs[index] - top)
                let w = (c.isRight ? share / right : 0) - share / all
                grad[c.kind] += w
                grad[k + c.type] += w
                grad[k + t] += w * c.wikidata
                grad[k + t + 1] += w * c.brand
                grad[k + t + 2] += w * c.area
                grad[k + t + 4] += w * c.hourLog
                grad[k + t + 5] += w * c.openLog
                grad[k + t + 6] += w * c.logDensity
            }
        }
        return (total, grad)
    }

    /// Fits on `examples` with type penalty `lambda`, from zero.
    static func fit(_ examples: [FitExample], kinds: Int, types: Int, lambda: Double) -> LogLinearPrior {
        var model = LogLinearPrior(kinds: kinds, types: types)
        var values = model.flat
        var m = [Double](repeating: 0, count: values.count), v = m
        let (b1, b2, epsilon) = (0.9, 0.999, 1e-8)
        let scale = 1 / Double(max(1, examples.count))
        for step in 1...iterations {
            model.setFlat(values)
            var (_, grad) = model.logLikelihood(examples, gradient: true)
            for i in 0..<kinds { grad[i] -= kindPenalty * values[i] }
            for i in kinds..<(kinds + types) { grad[i] -= lambda * values[i] }
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
