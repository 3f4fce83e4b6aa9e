import Foundation
import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// Runs an import's SQLite writes (the new store and the spool) on a thread
/// of its own (a ``SerialWorker``), so that they overlap with reading and
/// building on the importing thread.
///
/// `@unchecked Sendable`: the writer thread is the only user of `writer`,
/// `spool` and the counts between ``init(writer:spool:)`` and ``drain()``
/// (and again until ``close()``); the importing thread touches them only
/// after a drain, while the worker is idle (``SerialWorker``).
final class BackgroundWriter: @unchecked Sendable {
    /// One write.
    enum Operation {
        case mapFeature(MapFeature, source: OSMObject.Key)
        case candidate(kind: UInt8, osmID: Int64, payload: Data)
        case area(ImportSpool.AreaKind, box: BoundingBox, rank: Int64, source: OSMObject.Key, payload: Data)
        case pointLocality(source: OSMObject.Key, payload: Data)
        case vote(source: OSMObject.Key, country: String)
        case pendingLine(osmID: Int64, payload: Data)
        case wayWithArea(wayID: Int64)
        case record(PlaceRecord)
        /// A block's OSM objects for an updatable store's ``OSMMiddle``.
        case middle(OSMMiddleBatch)
        /// The end of the objects for the ``OSMMiddle`` (``OSMMiddle/finishLoading()``).
        case finishMiddle
    }

    /// What the writer thread writes to, and the places it wrote.
    private final class Target {
        let writer: PlaceStoreWriter
        let spool: ImportSpool
        var categoryCounts: [PlaceCategory: Int] = [:]

        init(writer: PlaceStoreWriter, spool: ImportSpool) {
            self.writer = writer
            self.spool = spool
        }
    }

    private let target: Target
    private let worker: SerialWorker<Operation>

    /// Starts the writer thread over `writer` and `spool`.
    init(writer: PlaceStoreWriter, spool: ImportSpool) {
        let target = Target(writer: writer, spool: spool)
        self.target = target
        worker = SerialWorker(name: "import-writer") { operations in
            for operation in operations { try BackgroundWriter.apply(operation, to: target) }
        }
    }

    /// Places written so far, by category (complete after ``drain()``).
    var placesByCategory: [PlaceCategory: Int] { target.categoryCounts }

    /// Queues one write.
    /// - Throws: the first error a write threw, once it is known.
    func submit(_ operation: Operation) throws {
        try worker.submit(operation)
    }

    /// Waits until every queued write is done.
    /// - Throws: the first error a write threw.
    func drain() throws {
        try worker.drain()
    }

    /// Stops the thread (after the writes already queued) and waits for it to end.
    func close() {
        worker.close()
    }

    private static func apply(_ operation: Operation, to target: Target) throws(StoreError) {
        let writer = target.writer, spool = target.spool
        switch operation {
        case .mapFeature(let feature, let source):
            try writer.insert(feature, source: source)
        case .candidate(let kind, let osmID, let payload):
            try spool.putCandidate(kind: kind, osmID: osmID, payload: payload)
        case .area(let kind, let box, let rank, let source, let payload):
            try spool.putArea(kind, box: box, rank: rank, source: source, payload: payload)
        case .pointLocality(let source, let payload):
            try spool.putPointLocality(source: source, payload: payload)
        case .vote(let source, let country):
            try spool.putVote(source: source, country: country)
        case .middle(let batch):
            try writer.middle?.load(batch)
        case .finishMiddle:
            try writer.middle?.finishLoading()
        case .pendingLine(let osmID, let payload):
            try spool.putPendingLine(osmID: osmID, payload: payload)
        case .wayWithArea(let wayID):
            try spool.markArea(wayID: wayID)
        case .record(let record):
            try writer.insert(record)
            target.categoryCounts[record.place.category, default: 0] += 1
        }
    }
}
