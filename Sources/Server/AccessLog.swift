import Foundation
import Synchronization

/// The access log, one line per request, kept off the request path: a
/// request appends its line to a buffer under a lock, and a thread of the
/// log's own writes the buffer to standard error every `interval`. `flush()`
/// (called when the server stops) writes what is left, so no line is lost on
/// SIGTERM. A buffer that grows past `limit` (a reader of standard error that
/// cannot keep up) is written by the request that fills it, so memory stays
/// bounded and lines keep their order.
final class AccessLog: Sendable {
    private struct State {
        var buffer = Data()
        /// The timestamp of the current second, formatted once per second.
        var second = -1
        var stamp = ""
        var stopped = false
    }
    /// The buffer, the timestamp and whether the log has stopped.
    private let state = Mutex(State())
    /// Held while a batch is taken and written, so that batches go out in order.
    private let writing = Mutex(())
    private let interval: TimeInterval
    private let limit: Int
    private let output: FileHandle

    /// Starts the writer thread.
    init(output: FileHandle = .standardError, interval: TimeInterval = 0.2, limit: Int = 1 << 20) {
        self.output = output
        self.interval = interval
        self.limit = limit
        let writer = Thread { [weak self] in
            while let log = self, !log.state.withLock({ $0.stopped }) {
                Thread.sleep(forTimeInterval: log.interval)
                log.flush()
            }
        }
        writer.name = "current-place access log"
        writer.start()
    }

    /// Adds one request's line: time, method, target, status, bytes, milliseconds.
    func record(method: String, target: String, status: Int, bytes: Int, seconds: Double) {
        let now = Date()
        let milliseconds = (seconds * 100_000).rounded() / 100
        let full = state.withLock { state in
            let whole = Int(now.timeIntervalSince1970.rounded(.down))
            if whole != state.second {
                state.second = whole
                state.stamp = ISO8601DateFormatter().string(from: now)
            }
            state.buffer.append(contentsOf: "\(state.stamp) \"\(method) \(target)\" \(status) \(bytes) \(milliseconds)ms\n".utf8)
            return state.buffer.count >= limit
        }
        if full { flush() }
    }

    /// Writes every buffered line now.
    func flush() {
        writing.withLock { _ in
            let lines = state.withLock { state in
                defer { state.buffer = Data() }
                return state.buffer
            }
            if !lines.isEmpty { try? output.write(contentsOf: lines) }
        }
    }

    /// Stops the writer thread after a last flush.
    func stop() {
        state.withLock { $0.stopped = true }
        flush()
    }
}
