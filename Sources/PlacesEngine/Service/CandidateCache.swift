import Foundation
import PlaceStore
import Places
import Synchronization

/// Candidates already read and shaped, by store row, shared by every thread
/// of one ``PlacesService``: a place's sample points and parsed hours are
/// computed once, not on every query. Bounded: when full, it starts over.
final class CandidateCache: Sendable {
    private struct State {
        var byRow: [Int64: CandidatePlace] = [:]
        /// The rows of the cached candidates, by place.
        var rowByID: [PlaceID: Int64] = [:]
        /// Parsed `opening_hours` by text: most places share a handful of values.
        var hoursByText: [String: OpeningHours] = [:]
    }

    private let state = Mutex(State())
    /// The most candidates kept.
    let capacity: Int

    /// A cache of at most `capacity` candidates. It holds what the store says, never a weight: any model
    /// ranks its candidates.
    init(capacity: Int = 500_000) {
        self.capacity = max(1, capacity)
    }

    /// The cached candidates among `rowIDs`, and the rows that are not cached.
    func lookup(_ rowIDs: [Int64]) -> (found: [CandidatePlace], missing: Set<Int64>) {
        state.withLock { state in
            var found: [CandidatePlace] = []
            var missing = Set<Int64>()
            found.reserveCapacity(rowIDs.count)
            for rowID in rowIDs {
                if let candidate = state.byRow[rowID] { found.append(candidate) } else { missing.insert(rowID) }
            }
            return (found, missing)
        }
    }

    /// The cached candidate of the place `id`, if there is one.
    func lookup(id: PlaceID) -> CandidatePlace? {
        state.withLock { state in state.rowByID[id].flatMap { state.byRow[$0] } }
    }

    /// The candidates of `rows`, built (outside the lock) and cached.
    func insert(_ rows: [CandidateRow]) -> [CandidatePlace] {
        let texts = Set(rows.compactMap(\.openingHours))
        var hours = state.withLock { state in state.hoursByText.filter { texts.contains($0.key) } }
        var parsed: [String: OpeningHours] = [:]
        for text in texts where hours[text] == nil {
            let value = OpeningHours(text)
            hours[text] = value
            parsed[text] = value
        }
        let candidates = rows.map { row in
            CandidatePlace(rowID: row.rowID, id: row.id, category: row.category, primaryType: row.primaryType,
                           types: row.types, location: row.location, footprint: row.footprint,
                           openingHours: row.openingHours.map { text in (text, hours[text] ?? OpeningHours(text)) },
                           hasWikidata: row.hasWikidata, hasBrand: row.hasBrand, link: row.link,
                           isContained: row.isContained, contentCount: row.contentCount)
        }
        state.withLock { state in
            if state.byRow.count + candidates.count > capacity {
                state.byRow.removeAll(keepingCapacity: true)
                state.rowByID.removeAll(keepingCapacity: true)
            }
            for candidate in candidates {
                state.byRow[candidate.rowID] = candidate
                state.rowByID[candidate.id] = candidate.rowID
            }
            if state.hoursByText.count + parsed.count > capacity / 5 { state.hoursByText.removeAll(keepingCapacity: true) }
            state.hoursByText.merge(parsed) { old, _ in old }
        }
        return candidates
    }
}
