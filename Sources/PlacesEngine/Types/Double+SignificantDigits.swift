import Foundation

extension Double {
    /// The value rounded to `digits` significant digits (1234 → 1200 at 2); zero, infinities and NaN as they are.
    func rounded(toSignificantDigits digits: Int) -> Double {
        guard self != 0, isFinite else { return self }
        let scale = pow(10, Double(digits - 1) - floor(log10(abs(self))))
        return (self * scale).rounded() / scale
    }
}
