import Crowd
import Foundation
import PlaceStore
import Places
import Synchronization

/// The engine's door to a crowd: an SQLite file (``CrowdDatabase``) or a PostgreSQL table many servers share
/// (``CrowdTable``), with its sums in memory as ``CrowdCounts`` for every ranking. When writable, each
/// confirmation is added to the store first and its places' new sums then set in memory, under one lock, so that
/// a confirmation answered is a confirmation kept (a server killed a moment later still has it).
public final class CrowdStore: Sendable {
    /// The counts every ranking reads.
    public let counts: CrowdCounts
    /// The file, or the database URL without its password: safe to print.
    public let location: String
    /// The store's one connection: for writing, and for reading what other servers added.
    private let backend: Mutex<(any CrowdBackend)?>
    private let writable: Bool

    /// Opens the crowd at `text`, a file path or a `postgresql://` URL; made when missing with `writable`.
    /// - Parameters:
    ///   - mechanism: the randomizing the reports are made with (its ε is what clients are told).
    ///   - mixture: how the counts enter a ranking.
    /// - Throws: ``PlacesError`` `.invalidArgument` (parameter `crowd`) for a file or table that is not a crowd, of
    ///   another version or damaged, or missing when read-only; `.unavailable` when its database cannot be reached.
    public init(_ text: String, writable: Bool, mechanism: RandomizedResponse = RandomizedResponse(epsilon: RandomizedResponse.defaultEpsilon),
                mixture: CrowdMixture = .fitted) throws(PlacesError) {
        let place = try StoreLocation(parsing: text)
        location = place.description
        self.writable = writable
        let backend: any CrowdBackend
        let rows: [String: CrowdSums]
        do throws(StoreError) {
            switch place {
            case .file(let path): backend = try CrowdDatabase(path: path, create: writable)
            case .postgres(let url): backend = try CrowdTable(url: url, create: writable)
            }
            rows = try backend.all()
        } catch {
            switch error.code {
            // A crowd that cannot be opened or read is a bad option value (exit 2), never a crowd that silently
            // counts nothing.
            case .missing, .notAStore, .unsupportedSchema, .corrupt, .sqlite, .io:
                throw PlacesError(.invalidArgument, "the crowd: \(error.message)", parameter: "crowd", path: place.description)
            default:
                throw PlacesError(error)
            }
        }
        counts = CrowdCounts(try CrowdStore.ids(rows, location: place.description), mechanism: mechanism, mixture: mixture)
        self.backend = Mutex(backend)
    }

    /// The rows keyed by place id.
    private static func ids(_ rows: [String: CrowdSums], location: String) throws(PlacesError) -> [PlaceID: CrowdSums] {
        var sums: [PlaceID: CrowdSums] = [:]
        for (text, row) in rows {
            guard let id = PlaceID(text) else {
                throw PlacesError(.invalidArgument, "the crowd: \"\(text.prefix(40))\" is not a place id", parameter: "crowd", path: location)
            }
            sums[id] = row
        }
        return sums
    }

    /// Adds one report to the store, then sets its places' sums in memory.
    /// - Throws: ``PlacesError`` `.internalFailure` when the store cannot be written (the counts are left as they
    ///   were) or the crowd is read-only, `.unavailable` when its database cannot be reached.
    public func record(_ report: CrowdReport<PlaceID>) throws(PlacesError) {
        guard writable else { throw PlacesError(.internalFailure, "the crowd is read-only", path: location) }
        let increments = report.increments(mechanism: counts.mechanism)
        try backend.withLock { (backend: inout (any CrowdBackend)?) throws(PlacesError) in
            guard let store = backend else { return }
            let now: [String: CrowdSums]
            do throws(StoreError) {
                now = try store.add(increments.map { ("\($0.place)", $0.sums) })
            } catch where error.code == .unreachable || error.code == .timedOut {
                throw PlacesError(error)
            } catch {
                throw PlacesError(.internalFailure, "cannot write the crowd: \(error.message)", path: location)
            }
            counts.set(try CrowdStore.ids(now, location: location))
        }
    }

    /// Reads what other servers added to a shared crowd since the last look (nothing for a file, which only its
    /// server writes).
    /// - Throws: ``PlacesError`` when the database cannot be read.
    public func refresh() throws(PlacesError) {
        try backend.withLock { (backend: inout (any CrowdBackend)?) throws(PlacesError) in
            let changed: [String: CrowdSums]?
            do throws(StoreError) {
                changed = try backend?.changes()
            } catch {
                throw PlacesError(error)
            }
            if let changed { counts.set(try CrowdStore.ids(changed, location: location)) }
        }
    }
}
