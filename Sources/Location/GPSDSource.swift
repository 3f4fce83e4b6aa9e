import Foundation
import Geo
import Places

/// Fixes from gpsd over its JSON protocol: `?WATCH={"enable":true,"json":true};`
/// then `TPV` reports. A report counts when it has `lat` and `lon` and a
/// `mode` of 2 or 3 (fields may be missing in early reports). Accuracy (68 %
/// radius): 0.62 × `eph` (gpsd's 95 % radius), else from `epx`/`epy` (95 %
/// per axis), else 10 m. A lost connection, or a stream without positions, is
/// retried with backoff (0.5, 1, 2, 4 s); five such tries in a row without a
/// position end the stream with the error, so it never hangs.
public struct GPSDSource: LocationSource {
    public let host: String
    public let port: UInt16
    /// Seconds to wait for a connection and for each position.
    public let timeout: Double
    public var name: String { "gpsd \(host):\(port)" }

    public init(host: String = "127.0.0.1", port: UInt16 = 2947, timeout: Double = 5) {
        self.host = host
        self.port = port
        self.timeout = timeout
    }

    /// Parses `HOST:PORT`, `HOST` or nothing (localhost:2947).
    public static func parse(_ text: String?) throws(LocationError) -> GPSDSource {
        guard let text, !text.isEmpty else { return GPSDSource() }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty else {
            throw LocationError("gpsd address \"\(text)\" must be HOST:PORT, e.g. 127.0.0.1:2947")
        }
        var port: UInt16 = 2947
        if parts.count == 2 {
            guard let value = UInt16(parts[1]), value > 0 else { throw LocationError("gpsd address \"\(text)\": the port must be 1–65535") }
            port = value
        }
        return GPSDSource(host: String(parts[0]), port: port)
    }

    public func fixes() -> AsyncThrowingStream<SourcedFix, any Error> {
        let source = self
        return AsyncThrowingStream { continuation in
            let reader = ReaderThread.start(named: "current-place \(source.name)") { reader in
                var failures = 0
                var delivered = 0
                while !reader.isStopped {
                    do {
                        let connection = try GPSDConnection(host: source.host, port: source.port, timeout: source.timeout)
                        try connection.send(#"?WATCH={"enable":true,"json":true};"# + "\n")
                        // gpsd talks even without a fix (VERSION, DEVICES, mode-1 TPVs): the clock is for positions.
                        var lastPosition = ContinuousClock.now
                        while !reader.isStopped {
                            let line = try connection.readLine(timeout: source.timeout)
                            if let fix = GPSDSource.fix(fromReport: line) {
                                delivered += 1
                                failures = 0  // only a position proves the stream works again
                                lastPosition = .now
                                continuation.yield(SourcedFix(fix: fix, source: source.name))
                            } else if ContinuousClock.now - lastPosition > .seconds(source.timeout) {
                                throw LocationError("gpsd at \(source.host):\(source.port): no position within \(Int(source.timeout)) s (no GPS fix yet?)",
                                                    code: .timedOut, path: "gpsd \(source.host):\(source.port)")
                            }
                        }
                    } catch let error as LocationError {
                        failures += 1
                        // Never connected or never a position: say so now. A dropped stream: retry with backoff.
                        if delivered == 0 || failures > 4 {
                            continuation.finish(throwing: error)
                            return
                        }
                        reader.pause(seconds: 0.5 * pow(2, Double(failures - 1)))
                    } catch {
                        continuation.finish(throwing: error)
                        return
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in reader.stop() }
        }
    }

    /// The fix of one gpsd report line, or nil for other classes and fixless reports.
    public static func fix(fromReport line: String) -> LocationFix? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              object["class"] as? String == "TPV",
              let mode = (object["mode"] as? NSNumber)?.intValue, mode >= 2,
              let lat = (object["lat"] as? NSNumber)?.doubleValue, let lon = (object["lon"] as? NSNumber)?.doubleValue,
              let coordinate = try? Coordinate.validated(latitude: lat, longitude: lon) else { return nil }
        var accuracy = 10.0
        if let eph = (object["eph"] as? NSNumber)?.doubleValue, eph > 0 {
            accuracy = 0.62 * eph
        } else if let epx = (object["epx"] as? NSNumber)?.doubleValue, let epy = (object["epy"] as? NSNumber)?.doubleValue {
            let sigma = (((epx / 1.96) * (epx / 1.96) + (epy / 1.96) * (epy / 1.96)) / 2).squareRoot()
            accuracy = max(1, 1.515 * sigma)
        }
        let time = (object["time"] as? String).flatMap(QueryTime.instant)
        return LocationFix(coordinate: coordinate, horizontalAccuracy: accuracy, timestamp: time)
    }
}

/// One TCP connection to gpsd; owns its socket and closes it in `deinit`.
final class GPSDConnection {
    private let socket: Int32
    private var lines = LineSplitter()
    private var pending: [String] = []
    private let address: String

    init(host: String, port: UInt16, timeout: Double) throws {
        address = "\(host):\(port)"
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var result: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &result) == 0, let info = result else {
            throw LocationError("gpsd at \(host):\(port): unknown host", code: .unreachable, path: "gpsd \(host):\(port)")
        }
        defer { freeaddrinfo(result) }
        let descriptor = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard descriptor >= 0 else { throw LocationError("gpsd at \(address): cannot create a socket", code: .unreachable, path: "gpsd \(address)") }
        socket = descriptor
        // Connect without blocking, then wait at most `timeout` for it to finish.
        let flags = fcntl(descriptor, F_GETFL, 0)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        if connect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) != 0 {
            guard errno == EINPROGRESS else {
                throw LocationError("gpsd at \(address): \(String(cString: strerror(errno)))", code: .unreachable, path: "gpsd \(address)")
            }
            guard wait(for: Int16(POLLOUT), timeout: timeout) else {
                throw LocationError("gpsd at \(address): no answer within \(Int(timeout)) s", code: .timedOut, path: "gpsd \(address)")
            }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
            guard error == 0 else { throw LocationError("gpsd at \(address): \(String(cString: strerror(error)))", code: .unreachable, path: "gpsd \(address)") }
        }
    }

    deinit {
        close(socket)
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw LocationError("gpsd at \(address): cannot send the WATCH command", code: .closed, path: "gpsd \(address)") }
    }

    /// The next line, waiting at most `timeout` seconds for data.
    func readLine(timeout: Double) throws -> String {
        while pending.isEmpty {
            guard wait(for: Int16(POLLIN), timeout: timeout) else {
                throw LocationError("gpsd at \(address): no report within \(Int(timeout)) s", code: .timedOut, path: "gpsd \(address)")
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw LocationError("gpsd at \(address): the connection closed", code: .closed, path: "gpsd \(address)") }
            pending += lines.append(Data(buffer[0..<count]))
        }
        return pending.removeFirst()
    }

    private func wait(for events: Int16, timeout: Double) -> Bool {
        var descriptor = pollfd(fd: socket, events: events, revents: 0)
        return poll(&descriptor, 1, Int32(timeout * 1000)) > 0 && descriptor.revents & events != 0
    }
}
