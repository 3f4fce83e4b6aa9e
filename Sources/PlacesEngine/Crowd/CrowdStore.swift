import Crowd
import Foundation
import PlaceStore
import Places
import Synchronization

/// The engine's door to a crowd file (``CrowdDatabase``): its sums in memory as ``CrowdCounts``, for every
/// ranking, and, when writable, each confirmation added to both under one lock, so that a confirmation answered
/// is a confirmation kept (a server killed a moment later still has it).
public final class CrowdStore: Sendable {
    /// The counts every ranking reads.
    public let counts: CrowdCounts
    /// The file, for messages.
    public let path: String
    /// The file's one connection, when writable; nil for a crowd read to rank with only.
    private let writer: Mutex<CrowdDatabase?>

    /// Opens the crowd file at `path`, made when missing with `writable`.
    /// - Parameters:
    ///   - mechanism: the randomizing the reports are made with (its ε is what clients are told).
    ///   - mixture: how the counts enter a ranking.
    /// - Throws: ``PlacesError`` `.invalidArgument` (parameter `crowd`) for a file that is not a crowd, of another
    ///   version or damaged, or missing when read-only; `.internalFailure` when it cannot be read or made.
    public init(path: String, writable: Bool, mechanism: RandomizedResponse = RandomizedResponse(epsilon: RandomizedResponse.defaultEpsilon),
                mixture: CrowdMixture = .fitted) throws(PlacesError) {
        self.path = path
        let database: CrowdDatabase
        let rows: [String: CrowdSums]
        do throws(StoreError) {
            database = try CrowdDatabase(path: path, create: writable)
            rows = try database.all()
        } catch {
            switch error.code {
            // A file that cannot be opened or read as a crowd is a bad option value (exit 2, a 400-class fault of
            // the operator), never a crowd that silently counts nothing.
            case .missing, .notAStore, .unsupportedSchema, .corrupt, .sqlite, .io:
                throw PlacesError(.invalidArgument, "the crowd file: \(error.message)", parameter: "crowd", path: path)
            default:
                throw PlacesError(error)
            }
        }
        var sums: [PlaceID: CrowdSums] = [:]
        for (text, row) in rows {
            guard let id = PlaceID(text) else {
                throw PlacesError(.invalidArgument, "the crowd file: \"\(text.prefix(40))\" is not a place id", parameter: "crowd", path: path)
            }
            sums[id] = row
        }
        counts = CrowdCounts(sums, mechanism: mechanism, mixture: mixture)
        writer = Mutex(writable ? database : nil)
    }

    /// Whether confirmations can be added.
    public var isWritable: Bool { writer.withLock { $0 != nil } }

    /// Adds one report to the file, then to the counts.
    /// - Throws: ``PlacesError`` `.internalFailure` when the file cannot be written (the counts are left as they were),
    ///   or when the crowd is read-only.
    public func record(_ report: CrowdReport<PlaceID>) throws(PlacesError) {
        let increments = report.increments(mechanism: counts.mechanism)
        try writer.withLock { (database: inout CrowdDatabase?) throws(PlacesError) in
            guard let database else { throw PlacesError(.internalFailure, "the crowd is read-only", path: path) }
            do throws(StoreError) {
                try database.add(increments.map { ("\($0.place)", $0.sums) })
            } catch {
                throw PlacesError(.internalFailure, "cannot write the crowd file: \(error.message)", path: path)
            }
            counts.add(Dictionary(increments.map { ($0.place, $0.sums) }) { $0 + $1 })
        }
    }
}
