import Dispatch
import Foundation
import Synchronization

/// Conflation (``PlaceConflation/run(_:)``) on a thread of its own: a new store's runs while its R*Trees are
/// packed and its indexes built.
final class BackgroundConflation: Sendable {
    private let outcome = Mutex<ConflationResult?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts conflating `items`.
    init(_ items: [ConflationItem]) {
        let thread = Thread { [self] in
            let result = PlaceConflation.run(items)
            outcome.withLock { $0 = result }
            done.signal()
        }
        thread.name = "import-conflation"
        thread.start()
    }

    /// Waits for the answer.
    func wait() -> ConflationResult {
        done.wait()
        done.signal()  // a second wait returns at once
        return outcome.withLock { $0 } ?? ConflationResult()
    }
}
