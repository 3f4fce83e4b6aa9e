import Foundation
import Geo
import Places
import PlaceStore

/// Runs an import's SQLite writes (the new store and the spool) on a thread
/// of its own, so that they overlap with reading and building on the
/// importing thread. Writes are handed over in batches through a bounded
/// queue: memory stays bounded, and a slow disk slows the reader down rather
/// than piling work up.
///
/// `@unchecked Sendable`: the writer thread is the only user of `writer` and
/// `spool` between ``init(writer:spool:)`` and ``drain()`` (and again until
/// ``close()``); the importing thread touches them only after a drain, while
/// the queue is empty and the thread idle. Every shared field is guarded by
/// `condition`.
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
        /// OSM objects for an updatable store's ``OSMMiddle``.
        case objects([OSMObject])
    }

    private let writer: PlaceStoreWriter
    private let spool: ImportSpool
    private let batchSize = 256
    private let capacity = 32
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var queue: [[Operation]] = []
    private var busy = false
    private var closed = false
    private var finished = false
    private var failure: (any Error)?
    private var categoryCounts: [PlaceCategory: Int] = [:]
    // The importing thread's own:
    private var batch: [Operation] = []

    /// Starts the writer thread over `writer` and `spool`.
    init(writer: PlaceStoreWriter, spool: ImportSpool) {
        self.writer = writer
        self.spool = spool
        batch.reserveCapacity(batchSize)
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "import-writer"
        thread.start()
    }

    /// Places written so far, by category (complete after ``drain()``).
    var placesByCategory: [PlaceCategory: Int] {
        condition.lock()
        defer { condition.unlock() }
        return categoryCounts
    }

    /// Queues one write.
    /// - Throws: the first error a write threw, once it is known.
    func submit(_ operation: Operation) throws {
        batch.append(operation)
        if batch.count >= batchSize { try flush() }
    }

    /// Waits until every queued write is done.
    /// - Throws: the first error a write threw.
    func drain() throws {
        try flush()
        condition.lock()
        defer { condition.unlock() }
        while !queue.isEmpty || busy { condition.wait() }
        if let failure { throw failure }
    }

    /// Stops the thread (after the writes already queued) and waits for it to end.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    private func flush() throws {
        guard !batch.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append(batch)
        batch.removeAll(keepingCapacity: true)
        condition.broadcast()
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !closed { condition.wait() }
            if queue.isEmpty {
                finished = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let operations = queue.removeFirst()
            busy = true
            let failed = failure != nil
            condition.broadcast()
            condition.unlock()

            var counts: [PlaceCategory: Int] = [:]
            var error: (any Error)?
            if !failed {
                do {
                    for operation in operations { try apply(operation, counts: &counts) }
                } catch let thrown {
                    error = thrown
                }
            }

            condition.lock()
            busy = false
            if failure == nil { failure = error }
            categoryCounts.merge(counts, uniquingKeysWith: +)
            condition.broadcast()
            condition.unlock()
        }
    }

    private func apply(_ operation: Operation, counts: inout [PlaceCategory: Int]) throws(StoreError) {
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
        case .objects(let objects):
            try writer.middle?.load(objects)
        case .pendingLine(let osmID, let payload):
            try spool.putPendingLine(osmID: osmID, payload: payload)
        case .wayWithArea(let wayID):
            try spool.markArea(wayID: wayID)
        case .record(let record):
            try writer.insert(record)
            counts[record.place.category, default: 0] += 1
        }
    }
}
