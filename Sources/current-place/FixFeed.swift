import Foundation
import Location

/// Reads a location source on a background task and hands its fixes to
/// the (synchronous) terminal app: `next(timeout:)` waits for the next fix.
final class FixFeed: @unchecked Sendable {
    private let lock = NSCondition()
    private var queue: [SourcedFix] = []
    private var failure: (any Error)?
    private var finished = false
    private var task: Task<Void, Never>?

    init(_ source: any LocationSource) {
        let stream = source.fixes()
        task = Task.detached { [weak self] in
            do {
                for try await fix in stream { self?.push(fix) }
                self?.end(nil)
            } catch {
                self?.end(error)
            }
        }
    }

    deinit {
        task?.cancel()
    }

    private func push(_ fix: SourcedFix) {
        lock.lock()
        queue.append(fix)
        lock.signal()
        lock.unlock()
    }

    private func end(_ error: (any Error)?) {
        lock.lock()
        failure = error
        finished = true
        lock.broadcast()
        lock.unlock()
    }

    /// The next fix; nil when none came within `timeout` seconds or the source
    /// ended (see ``failure``).
    func next(timeout: Double) -> SourcedFix? {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while queue.isEmpty && !finished {
            if !lock.wait(until: deadline) { break }
        }
        return queue.isEmpty ? nil : queue.removeFirst()
    }

    /// Why the source ended, if it failed.
    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}
