import Foundation
import Geo
import PlaceStore

/// The localities with footprints decoded from the spool, kept while places
/// are built: every place in a city asks for the same city, state and country
/// polygons, which can hold hundreds of thousands of points. Bounded by the
/// points it holds; when full it starts over (places come in id order, not
/// by area, so no eviction order would do much better).
struct LocalityAreaCache {
    /// The most points kept (16 bytes each).
    let pointBudget: Int
    private var decoded: [Int64: LocalityContext] = [:]
    private var points = 0

    /// A cache of at most `pointBudget` footprint points (default: 4 M, 64 MB).
    init(pointBudget: Int = 4_000_000) {
        self.pointBudget = pointBudget
    }

    /// The localities of spool rows `rowIDs`, in the same order, each read with `payload` and decoded
    /// once while it stays cached.
    mutating func localities(_ rowIDs: [Int64], payload: (Int64) throws -> Data?) rethrows -> [LocalityContext] {
        try rowIDs.compactMap { rowID in
            if let locality = decoded[rowID] { return locality }
            guard let payload = try payload(rowID) else { return nil }
            let locality = SpoolCodec.decodeLocality(payload)
            let size = locality.footprint?.polygons.reduce(0) { $0 + $1.outer.count + $1.inners.reduce(0) { $0 + $1.count } } ?? 0
            if points + size > pointBudget {
                decoded.removeAll(keepingCapacity: true)
                points = 0
            }
            decoded[rowID] = locality
            points += size
            return locality
        }
    }
}
