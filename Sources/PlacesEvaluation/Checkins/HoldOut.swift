import Foundation
import Geo

/// The part of the check-ins a fit leaves out and the tables judge: interleaved blocks (`--fold K/N`) or a
/// contiguous district of the check-ins (`--district K/N`).
public enum HoldOut: Sendable, Hashable, CustomStringConvertible {
    /// ``SpatialFold``'s blocks.
    case fold(SpatialFold)
    /// A ``District`` of the check-ins' ``DistrictMap``.
    case district(District, map: DistrictMap)

    /// Whether `coordinate` is in the held-out part.
    public func contains(_ coordinate: Coordinate) -> Bool {
        switch self {
        case .fold(let fold): fold.contains(coordinate)
        case .district(let district, let map): map.district(of: coordinate) == district.index
        }
    }

    /// `fold K/N` or `district K/N`.
    public var description: String {
        switch self {
        case .fold(let fold): "fold \(fold)"
        case .district(let district, _): "district \(district)"
        }
    }
}
