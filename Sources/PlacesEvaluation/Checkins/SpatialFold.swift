import Foundation
import Geo

/// A spatial split of check-ins, for fitting on one part of a city and
/// checking on another: the world is cut in blocks of ``blockDegrees`` (about
/// 280 × 210 m in New York) and each block falls in one of `count` folds by a
/// fixed hash of its indices. `--fold 1/2` is fold 1 of 2.
public struct SpatialFold: Sendable, Hashable, CustomStringConvertible {
    /// The fold, 1…count.
    public let index: Int
    /// How many folds.
    public let count: Int

    /// A block's side in degrees of latitude and longitude.
    public static let blockDegrees = 0.0025

    /// Parses `K/N` with 1 ≤ K ≤ N ≤ 100; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...100).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether `coordinate` lies in this fold.
    public func contains(_ coordinate: Coordinate) -> Bool {
        SpatialFold.fold(of: coordinate, count: count) == index
    }

    /// The fold (1…count) of a position.
    static func fold(of coordinate: Coordinate, count: Int) -> Int {
        let x = Int64((coordinate.longitude / blockDegrees).rounded(.down))
        let y = Int64((coordinate.latitude / blockDegrees).rounded(.down))
        var hash = UInt64(bitPattern: x &* 73_856_093 ^ y &* 19_349_663)
        // A finalizer (SplitMix64's) so that neighbouring blocks do not fall in neighbouring folds.
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return Int(hash % UInt64(count)) + 1
    }
}
