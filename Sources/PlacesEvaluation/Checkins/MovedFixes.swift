import Foundation
import Geo
import Places

/// Fixes that err as a phone's do: each check-in's position moved by a 2-D
/// Gaussian whose 68 % radius is the fix's accuracy (per axis σ = A / 1.515,
/// ``LocationFix/sigma``). The draw depends only on the seed, the check-in's
/// line and the accuracy, so the engine, nearest-first and the fit see the
/// same moved fix, in any order.
public struct MovedFixes: Sendable, Hashable {
    /// The seed (`--seed`).
    public let seed: UInt64

    /// Fixes drawn from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
    }

    /// The fix of accuracy `accuracy` a phone at `checkin`'s venue might report.
    public func fix(for checkin: Checkin, accuracy: Meters) -> LocationFix {
        var generator = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: checkin.line) &* 0x9E37_79B9_7F4A_7C15)
                                        ^ accuracy.bitPattern)
        _ = generator.next()
        return LocationFix.drawn(around: checkin.coordinate, accuracy: accuracy, using: &generator)
    }
}
