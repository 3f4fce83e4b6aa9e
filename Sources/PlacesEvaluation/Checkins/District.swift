import Foundation
import Geo

/// A contiguous part of the city, for fitting on some districts and judging
/// on one the fit never saw: the check-ins inside the store are cut in two at
/// their median across their longer side (in metres), and each half again,
/// until there are `count` districts of about equal counts (a k-d split).
/// `--district K/N` is the K-th, numbered west to east or south to north at
/// each cut. Unlike ``SpatialFold``'s interleaved blocks, a district's
/// streets, kinds and neighbours are not the fitted ones'.
public struct District: Sendable, Hashable, CustomStringConvertible {
    /// The district, 1…count.
    public let index: Int
    /// How many districts: 2, 4 or 8.
    public let count: Int

    /// The counts a k-d split can make.
    public static let counts: Set<Int> = [2, 4, 8]

    /// Parses `K/N` with N one of 2, 4, 8 and 1 ≤ K ≤ N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              District.counts.contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}

/// The cuts of ``District``'s k-d split, made once from the check-ins' positions.
public struct DistrictMap: Sendable, Hashable {
    /// One cut: along longitude (else latitude) at `value`; below goes to the first half.
    private indirect enum Node: Sendable, Hashable {
        case leaf(Int)
        case cut(alongLongitude: Bool, value: Double, below: Node, above: Node)
    }

    private let root: Node
    /// How many districts.
    public let count: Int

    /// Cuts `coordinates` into `count` (a power of two) districts of about equal counts.
    public init(_ coordinates: [Coordinate], count: Int) {
        self.count = count
        var next = 0
        func split(_ points: [Coordinate], parts: Int) -> Node {
            guard parts > 1, points.count > 1 else {
                defer { next += parts }
                return .leaf(next + 1)
            }
            let latitudes = points.map(\.latitude), longitudes = points.map(\.longitude)
            let middle = ((latitudes.min() ?? 0) + (latitudes.max() ?? 0)) / 2
            let width = ((longitudes.max() ?? 0) - (longitudes.min() ?? 0)) * cos(middle * .pi / 180)
            let height = (latitudes.max() ?? 0) - (latitudes.min() ?? 0)
            let alongLongitude = width >= height
            let sorted = (alongLongitude ? longitudes : latitudes).sorted()
            let value = sorted[sorted.count / 2]
            let below = points.filter { (alongLongitude ? $0.longitude : $0.latitude) < value }
            let above = points.filter { (alongLongitude ? $0.longitude : $0.latitude) >= value }
            let first = split(below, parts: parts / 2)
            return .cut(alongLongitude: alongLongitude, value: value, below: first, above: split(above, parts: parts / 2))
        }
        root = split(coordinates, parts: count)
    }

    /// The district (1…count) of `coordinate`.
    public func district(of coordinate: Coordinate) -> Int {
        var node = root
        while case .cut(let alongLongitude, let value, let below, let above) = node {
            node = (alongLongitude ? coordinate.longitude : coordinate.latitude) < value ? below : above
        }
        if case .leaf(let index) = node { return index }
        return 1
    }
}
