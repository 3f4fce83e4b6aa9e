import Foundation
import PlacesEngine
import Geo

/// Chooses places with a popularity skew, for the ``EvaluationDraw/popular`` draw.
///
/// The places are put in a random order from the seed (a Fisher–Yates shuffle
/// with its own ``SeededGenerator``); the place at rank r (1-based) then has
/// weight 1 / r^s, a Zipf law with exponent s = 1 by default. With N places
/// the most popular one is chosen with probability 1 / H_N (H_N the N-th
/// harmonic number, about 10 % for ten thousand places). The popularity is
/// unrelated to anything the engine knows (kind, brand, footprint), so it
/// tests a prior the model was not tuned on rather than one it shares.
public struct PopularityChooser: Sendable {
    /// Place indices, most popular first.
    private let order: [Int]
    /// Running sums of the weights, in `order`.
    private let cumulative: [Double]

    /// The Zipf exponent used by the evaluation.
    public static let defaultExponent = 1.0

    /// Prepares a chooser over `count` places, in an order drawn from `seed`.
    public init(count: Int, seed: UInt64, exponent: Double = PopularityChooser.defaultExponent) {
        var generator = SeededGenerator(seed: seed ^ 0x7A1F_0000_0000_0014)
        var order = Array(0..<count)
        if count > 1 {
            for index in stride(from: count - 1, to: 0, by: -1) {
                order.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
        }
        self.order = order
        var sum = 0.0
        cumulative = (0..<count).map { rank in
            sum += 1 / pow(Double(rank + 1), exponent)
            return sum
        }
    }

    /// The index of a place, drawn with probability proportional to its weight; nil when there are no places.
    public func choose<G: RandomNumberGenerator>(using generator: inout G) -> Int? {
        guard let total = cumulative.last, total > 0 else { return nil }
        let target = Double.random(in: 0..<total, using: &generator)
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > target { high = middle } else { low = middle + 1 }
        }
        return order[low]
    }

    /// The probability that the place at `index` is chosen.
    public func probability(ofPlaceAt index: Int) -> Double {
        guard let rank = order.firstIndex(of: index), let total = cumulative.last else { return 0 }
        let previous = rank == 0 ? 0 : cumulative[rank - 1]
        return (cumulative[rank] - previous) / total
    }
}
