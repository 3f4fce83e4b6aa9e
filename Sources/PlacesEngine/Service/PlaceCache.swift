import Foundation
import PlaceStore
import Places
import Synchronization

/// Places recently read for answers, by row and the parts they were read
/// with, shared by every connection of one ``PlacesService``: the winners of
/// nearby queries repeat, and reading a place's 30 columns costs as much as
/// ranking the candidates around it. The store never changes while open, so
/// a kept place is the place read afresh. Bounded: when full, it starts over.
final class PlaceCache: Sendable {
    private struct Key: Hashable {
        let rowID: Int64
        let parts: Int
    }
    private let places = Mutex<[Key: Place]>([:])
    /// The most places kept.
    let capacity: Int

    /// A cache of at most `capacity` places.
    init(capacity: Int = 4_096) {
        self.capacity = max(1, capacity)
    }

    /// The places of `rowIDs` in the order asked: the kept ones, and the
    /// others read with `store` and kept. Rows that do not exist are left out.
    func places(rowIDs: [Int64], parts: PlaceParts, store: any PlaceReading) throws(StoreError) -> [Place] {
        let kept = places.withLock { places in rowIDs.map { places[Key(rowID: $0, parts: parts.rawValue)] } }
        let missing = zip(rowIDs, kept).filter { $0.1 == nil }.map(\.0)
        guard !missing.isEmpty else { return kept.compactMap { $0 } }
        var fresh: [Int64: Place] = [:]
        // One read for all (one query on PostgreSQL); row by row only when some row was missing, to tell which.
        var read = try store.places(rowIDs: missing, parts: parts)
        if parts.contains(.relations) {
            for index in read.indices { try store.attachRelations(to: &read[index], parts: parts) }
        }
        if read.count == missing.count {
            for (rowID, place) in zip(missing, read) { fresh[rowID] = place }
        } else {
            for rowID in missing {
                if var place = try store.places(rowIDs: [rowID], parts: parts).first {
                    if parts.contains(.relations) { try store.attachRelations(to: &place, parts: parts) }
                    fresh[rowID] = place
                }
            }
        }
        places.withLock { places in
            if places.count + fresh.count > capacity { places.removeAll(keepingCapacity: true) }
            for (rowID, place) in fresh { places[Key(rowID: rowID, parts: parts.rawValue)] = place }
        }
        return zip(rowIDs, kept).compactMap { rowID, place in place ?? fresh[rowID] }
    }
}
