import Foundation
import PlaceStore
import Places

/// Candidates already read and shaped, by store row: a place's sample
/// points are computed once, not on every query. Bounded: cleared when full.
struct CandidateCache {
    private var byRow: [Int64: CandidatePlace] = [:]
    private let capacity = 500_000

    /// The cached candidate of a row, if any.
    func cached(_ rowID: Int64) -> CandidatePlace? {
        byRow[rowID]
    }

    /// The candidate of a row: the cached one, or one built from `row` and cached.
    mutating func candidate(for row: CandidateRow) -> CandidatePlace {
        if let cached = byRow[row.rowID] { return cached }
        let candidate = CandidatePlace(
            rowID: row.rowID, id: row.id, category: row.category, primaryType: row.primaryType,
            types: TypeLists.shared.types(row.typesText),
            location: row.location, footprint: row.footprint, openingHours: row.openingHours,
            hasWikidata: row.hasWikidata, hasBrand: row.hasBrand)
        if byRow.count >= capacity { byRow.removeAll(keepingCapacity: true) }
        byRow[row.rowID] = candidate
        return candidate
    }
}

/// The share of a week that an `opening_hours` value is open, sampled every
/// half hour over the seven days starting three and a half days before the
/// query, cached by value and week.
struct OpenFractionCache {
    private var fractions: [String: Double] = [:]

    mutating func fraction(of hours: OpeningHours, text: String, around time: LocalTime) -> Double {
        let key = "\(text)|\(time.year)-\(time.month)-\(time.day / 7)"
        if let cached = fractions[key] { return cached }
        var open = 0, known = 0
        var sample = time.shifted(byMinutes: -84 * 60)
        for _ in 0..<336 {
            switch hours.status(at: sample) {
            case .open: open += 1; known += 1
            case .closed: known += 1
            case .unknown: break
            }
            sample = sample.shifted(byMinutes: 30)
        }
        let fraction = known == 0 ? 1 : Double(open) / Double(known)
        if fractions.count > 100_000 { fractions.removeAll(keepingCapacity: true) }
        fractions[key] = fraction
        return fraction
    }
}

/// Type lists by their stored text: a store has a few hundred distinct lists,
/// so each is split once instead of once per candidate.
final class TypeLists: @unchecked Sendable {
    static let shared = TypeLists()
    private let lock = NSLock()
    private var byText: [String: [String]] = [:]

    func types(_ text: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let types = byText[text] { return types }
        let types = text.split(separator: " ").map(String.init)
        if byText.count > 100_000 { byText.removeAll(keepingCapacity: true) }
        byText[text] = types
        return types
    }
}
