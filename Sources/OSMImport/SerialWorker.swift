import Foundation

/// Does work on a thread of its own, in the order it was submitted, so that
/// it overlaps with the submitting thread's. Items are handed over in
/// batches through a bounded queue: memory stays bounded, and a slow worker
/// slows the submitter down rather than piling work up. The first error the
/// work throws stops it; ``submit(_:)`` and ``drain()`` rethrow it.
///
/// One thread submits (``submit(_:)``, ``drain()``), one runs `work`.
/// `@unchecked Sendable`: `work` and what it captures are used by the worker
/// thread only, and by the submitter only between a ``drain()`` and the next
/// ``submit(_:)``, while the worker is idle; every shared field is guarded by
/// `condition`.
final class SerialWorker<Item>: @unchecked Sendable {
    private let work: ([Item]) throws -> Void
    private let batchSize: Int
    private let capacity: Int
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var queue: [[Item]] = []
    private var busy = false
    private var closed = false
    private var finished = false
    private var failure: (any Error)?
    // The submitting thread's own:
    private var batch: [Item] = []

    /// Starts a thread named `name` that calls `work` with the items submitted, `batchSize` at a time,
    /// holding at most `capacity` batches in the queue.
    init(name: String, batchSize: Int = 256, capacity: Int = 32, work: @escaping ([Item]) throws -> Void) {
        self.work = work
        self.batchSize = batchSize
        self.capacity = capacity
        batch.reserveCapacity(batchSize)
        let thread = Thread { [weak self] in self?.run() }
        thread.name = name
        thread.start()
    }

    /// Queues one item.
    /// - Throws: the first error the work threw, once it is known.
    func submit(_ item: Item) throws {
        batch.append(item)
        if batch.count >= batchSize { try flush() }
    }

    /// Waits until every item submitted is done.
    /// - Throws: the first error the work threw.
    func drain() throws {
        try flush()
        condition.lock()
        defer { condition.unlock() }
        while !queue.isEmpty || busy { condition.wait() }
        if let failure { throw failure }
    }

    /// Stops the thread (after the items already queued) and waits for it to end.
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
            let items = queue.removeFirst()
            busy = true
            let failed = failure != nil
            condition.broadcast()
            condition.unlock()

            var error: (any Error)?
            if !failed {
                do {
                    try work(items)
                } catch let thrown {
                    error = thrown
                }
            }

            condition.lock()
            busy = false
            if failure == nil { failure = error }
            condition.broadcast()
            condition.unlock()
        }
    }
}
