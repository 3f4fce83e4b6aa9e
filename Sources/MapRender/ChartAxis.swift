import Foundation

/// One axis of a ``Chart``: its title, its range, its scale and its ticks.
///
/// An axis maps a data value to a share of its length (``fraction(of:)``) and to a
/// canvas coordinate (``position(of:from:to:)``); the chart does the rest in pixels.
public struct ChartAxis: Sendable, Equatable {
    /// How values are spaced along the axis.
    public enum Scale: Sendable, Equatable {
        /// Equal differences take equal lengths.
        case linear
        /// Equal ratios take equal lengths (base 10); the range must be above 0.
        case logarithmic
    }

    /// The axis title, e.g. "fix accuracy (m)".
    public let title: String
    /// The value at the start of the axis (left, or bottom).
    public let lower: Double
    /// The value at the end of the axis (right, or top).
    public let upper: Double
    /// How values are spaced.
    public let scale: Scale
    /// The marked values with their labels, inside the range.
    public let ticks: [Tick]

    /// Creates an axis.
    /// - Parameters:
    ///   - title: the axis title.
    ///   - lower: the value at the start; for a logarithmic scale it must be above 0.
    ///   - upper: the value at the end, above `lower` (an empty range is widened by 1, or ×10 when logarithmic).
    ///   - scale: linear (default) or logarithmic.
    ///   - ticks: the marked values; by default ``niceTicks(lower:upper:scale:maxCount:)`` with their
    ///     ``label(for:step:)`` labels. Ticks outside the range are dropped.
    public init(title: String, lower: Double, upper: Double, scale: Scale = .linear, ticks: [Tick]? = nil) {
        var lower = lower, upper = upper
        if scale == .logarithmic {
            lower = lower > 0 ? lower : 1
            upper = max(upper, lower)
        }
        if !(upper > lower) { upper = scale == .logarithmic ? lower * 10 : lower + 1 }
        self.title = title
        self.lower = lower
        self.upper = upper
        self.scale = scale
        let marked = ticks ?? Self.niceTicks(lower: lower, upper: upper, scale: scale)
        let slack = (upper - lower) * 1e-9
        self.ticks = marked.filter { $0.value >= lower - slack && $0.value <= upper + slack }
    }

    /// The share of the axis at which `value` lies: 0 at ``lower``, 1 at ``upper``; values
    /// outside the range give shares outside 0…1, and on a logarithmic axis values ≤ 0 give 0.
    public func fraction(of value: Double) -> Double {
        switch scale {
        case .linear:
            return (value - lower) / (upper - lower)
        case .logarithmic:
            guard value > 0 else { return 0 }
            return log10(value / lower) / log10(upper / lower)
        }
    }

    /// The canvas coordinate of `value` on an axis drawn from `start` (where ``lower`` is) to `end`.
    /// For a vertical axis `start` is the bottom: canvas y grows downwards, so `start > end`.
    public func position(of value: Double, from start: Double, to end: Double) -> Double {
        start + fraction(of: value) * (end - start)
    }

    /// Round tick values across a range.
    ///
    /// Linear: multiples of 1, 2 or 5 × 10^k, the smallest such step giving at most
    /// `maxCount` ticks (the "nice numbers" of P. Heckbert, Graphics Gems, 1990).
    /// Logarithmic: the powers of ten in the range (with 2× and 5× between them when there
    /// are fewer than three), each labelled with ``label(for:step:)``.
    public static func niceTicks(lower: Double, upper: Double, scale: Scale = .linear, maxCount: Int = 6) -> [Tick] {
        guard upper > lower, lower.isFinite, upper.isFinite, maxCount >= 2 else { return [] }
        switch scale {
        case .linear:
            let step = niceStep(for: (upper - lower) / Double(maxCount - 1))
            let first = (lower / step).rounded(.up), last = (upper / step).rounded(.down)
            guard last >= first else { return [] }
            return stride(from: first, through: last, by: 1).map { index in
                let value = index * step
                return Tick(value: value == 0 ? 0 : value, label: label(for: value, step: step))
            }
        case .logarithmic:
            guard lower > 0 else { return [] }
            let low = Int(log10(lower).rounded(.down)), high = Int(log10(upper).rounded(.up))
            let powers: [Double] = (low...high).map { pow(10, Double($0)) }
            let inside: (Double) -> Bool = { $0 >= lower * (1 - 1e-9) && $0 <= upper * (1 + 1e-9) }
            var values = powers.filter(inside)
            if values.count < 3 {
                let between: [Double] = powers.flatMap { power -> [Double] in [power, 2 * power, 5 * power] }
                values = between.filter(inside)
            }
            return values.map { Tick(value: $0, label: label(for: $0, step: min($0, 1))) }
        }
    }

    /// The smallest of 1, 2, 5 × 10^k that is at least `rough`.
    static func niceStep(for rough: Double) -> Double {
        guard rough > 0, rough.isFinite else { return 1 }
        let magnitude = pow(10, log10(rough).rounded(.down))
        for multiple in [1.0, 2, 5, 10] where multiple * magnitude >= rough * (1 - 1e-9) {
            return multiple * magnitude
        }
        return 10 * magnitude
    }

    /// A tick label with as many decimals as `step` needs: 0.2 → "0.2", 20 → "20", 1e-3 → "0.001".
    public static func label(for value: Double, step: Double) -> String {
        let decimals = step > 0 ? max(0, min(6, Int((-log10(step) - 1e-9).rounded(.up)))) : 0
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    /// A marked value on the axis, with the text written beside it.
    public struct Tick: Sendable, Equatable {
        /// The value, in data units.
        public let value: Double
        /// The text shown.
        public let label: String

        /// Creates a tick.
        public init(value: Double, label: String) {
            self.value = value
            self.label = label
        }
    }
}
