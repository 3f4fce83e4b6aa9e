import Foundation
import Synchronization

/// A thread of its own for a source that blocks on reads (a serial device, a
/// gpsd socket). Blocking calls must not hold a thread of Swift's cooperative
/// pool, which has one thread per core: two blocked readers on a 2-core
/// machine would stop every task. The body checks `isStopped`, which turns
/// true when the stream's consumer goes away.
final class ReaderThread: Sendable {
    private let stopped = Atomic<Bool>(false)

    private init() {}

    /// Starts `body` on a new thread named `name` and returns its handle.
    static func start(named name: String, _ body: @escaping @Sendable (ReaderThread) -> Void) -> ReaderThread {
        let reader = ReaderThread()
        let thread = Thread { body(reader) }
        thread.name = name
        thread.start()
        return reader
    }

    /// Whether the reader was asked to stop.
    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Asks the reader to stop; it does at its next check.
    func stop() {
        stopped.store(true, ordering: .releasing)
    }

    /// Waits `seconds`, in steps of a tenth of a second, returning early once stopped.
    func pause(seconds: Double) {
        var left = seconds
        while left > 0, !isStopped {
            Thread.sleep(forTimeInterval: min(0.1, left))
            left -= 0.1
        }
    }
}
