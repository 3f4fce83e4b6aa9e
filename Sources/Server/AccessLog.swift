import Foundation

/// The access log, one line per request, kept off the request path: a
/// request appends its line to a buffer under a lock, and a thread of the
/// log's own writes the buffer to standard error every `interval`. `flush()`
/// (called when the server stops) writes what is left, so no line is lost on
/// SIGTERM. A buffer that grows past `limit` (a reader of standard error that
/// cannot keep up) is written by the request that fills it, so memory stays
/// bounded and lines keep their order.
final class AccessLog: @unchecked Sendable {
    /// Guards the buffer and the timestamp.
    private let lock = NSLock()
    /// Held while a batch is taken and written, so that batches go out in order.
    private let writeLock = NSLock()
    private var buffer = Data()
    /// The timestamp of the current second, formatted once per second.
    private var second = -1
    private var stamp = ""
    private let interval: TimeInterval
    private let limit: Int
    private let output: FileHandle
    private var stopped = false

    /// Starts the writer thread.
    init(output: FileHandle = .standardError, interval: TimeInterval = 0.2, limit: Int = 1 << 20) {
        self.output = output
        self.interval = interval
        self.limit = limit
        let writer = Thread { [weak self] in
            while let log = self, !log.isStopped {
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
        lock.lock()
        let whole = Int(now.timeIntervalSince1970.rounded(.down))
        if whole != second {
            second = whole
            stamp = ISO8601DateFormatter().string(from: now)
        }
        buffer.append(contentsOf: "\(stamp) \"\(method) \(target)\" \(status) \(bytes) \(milliseconds)ms\n".utf8)
        let full = buffer.count >= limit
        lock.unlock()
        if full { flush() }
    }

    /// Writes every buffered line now.
    func flush() {
        writeLock.lock()
        defer { writeLock.unlock() }
        lock.lock()
        let lines = buffer
        buffer = Data()
        lock.unlock()
        if !lines.isEmpty { output.write(lines) }
    }

    /// Stops the writer thread after a last flush.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        flush()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }
}
