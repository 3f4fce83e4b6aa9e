import Foundation
import Geo
import Location
import Places
import TestSupport
import Testing

/// A real gpsd, started by the test and fed NMEA over UDP.
private final class GPSDProcess: @unchecked Sendable {
    let process: ChildProcess
    let logs: TemporaryFolder
    let port: UInt16
    let udpPort: UInt16

    init() throws {
        port = try LoopbackPort.free()
        udpPort = try LoopbackPort.free(Int32(SOCK_DGRAM.rawValue))
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/gpsd") else {
            throw SupportError("gpsd is not installed (apt-get install gpsd); scripts/setup.sh installs it")
        }
        logs = try TemporaryFolder()
        process = try ChildProcess("/usr/sbin/gpsd", ["-N", "-n", "-S", String(port), "udp://127.0.0.1:\(udpPort)"],
                                   outputIn: logs)
        try waitUntilListening()
    }

    /// Waits (up to 10 s) until gpsd accepts TCP connections, so no NMEA sent over UDP is lost.
    private func waitUntilListening() throws {
        for _ in 0..<100 {
            let probe = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(probe)
            if connected { return }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw SupportError("gpsd did not start listening on port \(port) (UDP \(udpPort)); its standard error: "
                           + process.standardError.suffix(2_000))
    }

    /// Ends gpsd: it drops privileges and, here, ignores SIGTERM, so SIGKILL.
    func stop() {
        process.send(SIGKILL)
        _ = try? process.waitForExit(timeout: 10)
        logs.remove()
    }

    deinit {
        stop()
    }

    /// Walks on a thread of its own, a step every 0.25 s, until the returned flag is set (at most 100 s).
    /// Open-ended because on a loaded machine the source may connect late, and a fixed-length walk
    /// could be over by then.
    func startWalking() -> Flag {
        let done = Flag()
        Thread { self.walk(steps: 400, interval: 0.25, until: done) }.start()
        return done
    }

    /// Sends a walk north from Stockmann: GGA and RMC every `interval` seconds, until `steps` or `until` is set.
    func walk(steps: Int, interval: Double, until done: Flag = Flag()) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = udpPort.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        for step in 0..<steps where !done.isSet {
            let minutes = 10.0440 + Double(step) * 0.06  // about 110 m north per step
            let time = String(format: "12%02d%02d.00", step / 60, step % 60)
            for body in [String(format: "GPGGA,%@,60%07.4f,N,02456.5200,E,1,08,0.9,10.0,M,19.0,M,,", time, minutes),
                         String(format: "GPRMC,%@,A,60%07.4f,N,02456.5200,E,1.0,0.0,301126,,,A", time, minutes)] {
                let line = Array((sentence(body) + "\r\n").utf8)
                _ = withUnsafePointer(to: &address) { pointer in
                    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sendto(socket, line, line.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                    }
                }
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

@Suite(.serialized, .timeLimit(.minutes(5))) struct GPSDTests {
    @Test func fixesArriveFromARealGpsd() async throws {
        let gpsd = try GPSDProcess()
        defer { gpsd.stop() }
        let done = gpsd.startWalking()
        defer { done.set() }
        var fixes: [SourcedFix] = []
        for try await fix in GPSDSource(host: "127.0.0.1", port: gpsd.port, timeout: 5).fixes() {
            fixes.append(fix)
            if fixes.count == 4 { break }
        }
        #expect(fixes.count == 4)
        #expect(fixes.allSatisfy { $0.source == "gpsd 127.0.0.1:\(gpsd.port)" && $0.fix.horizontalAccuracy > 0 })
        #expect(abs(fixes[0].fix.coordinate.longitude - 24.942) < 1e-5)
        #expect(fixes.last!.fix.coordinate.latitude > fixes.first!.fix.coordinate.latitude)
    }

    /// A gpsd that gave positions and then none: the source retries a few times, then ends with the error.
    @Test func positionsThatStopEndTheStreamAfterItsRetries() async throws {
        let gpsd = try GPSDProcess()
        defer { gpsd.stop() }
        let done = gpsd.startWalking()
        defer { done.set() }
        var fixes = 0
        var message = ""
        let start = ContinuousClock.now
        do {
            for try await _ in GPSDSource(host: "127.0.0.1", port: gpsd.port, timeout: 1).fixes() {
                fixes += 1
                if fixes == 2 { done.set() }  // the walk stops here
            }
        } catch {
            message = "\(error)"
        }
        #expect(fixes >= 2)
        #expect(message.contains("no position within") || message.contains("no report within"), "\(message)")
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func unreachableGpsdFailsWithinSeconds() async {
        let start = ContinuousClock.now
        var message = ""
        do {
            for try await _ in GPSDSource(host: "127.0.0.1", port: 9, timeout: 2).fixes() {}
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("gpsd at 127.0.0.1:9"))
        // A bound on hanging, not a timing: with the whole suite running on two cores this took 6.5 s once
        // (the timeout is 2 s), so the bound leaves room for a loaded machine and still fails a source that waits on.
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func silentGpsdTimesOut() async throws {
        let gpsd = try GPSDProcess()
        defer { gpsd.stop() }
        let start = ContinuousClock.now
        var message = ""
        do {
            for try await _ in GPSDSource(host: "127.0.0.1", port: gpsd.port, timeout: 1.5).fixes() {}
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("no position within") || message.contains("no report within"), "\(message)")
        // A bound on hanging, as above: under the whole suite on two cores this took 7.3 s once (timeout 1.5 s).
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test(arguments: [
        (#"{"class":"TPV","mode":3,"lat":60.1684,"lon":24.942,"eph":16.0}"#, 9.92),
        (#"{"class":"TPV","mode":2,"lat":60.1684,"lon":24.942,"epx":9.8,"epy":9.8}"#, 7.575),
        (#"{"class":"TPV","mode":3,"lat":60.1684,"lon":24.942}"#, 10.0),
    ])
    func reportsBecomeFixes(line: String, accuracy: Double) throws {
        let fix = try #require(GPSDSource.fix(fromReport: line))
        #expect(abs(fix.horizontalAccuracy - accuracy) < 0.01)
    }

    /// gpsd's times are read by our own ISO 8601 parser: ICU's, behind ISO8601DateFormatter, trapped
    /// (a division by zero) on this report's hundred-digit fraction, found by the parser fuzzer.
    @Test func reportTimesAreReadWithoutICU() throws {
        let long = "2026-11-30T10:00:00.0" + String(repeating: "7", count: 120) + "0Z"
        let fix = try #require(GPSDSource.fix(fromReport: #"{"class":"TPV","mode":3,"lat":60.1684,"lon":24.942,"time":"\#(long)"}"#))
        let expected = try QueryTime.parse("2026-11-30T10:00:00Z").date.addingTimeInterval(0.0777777)
        #expect(abs(try #require(fix.timestamp).timeIntervalSince(expected)) < 1e-3)
        let plain = try #require(GPSDSource.fix(fromReport: #"{"class":"TPV","mode":3,"lat":60.1684,"lon":24.942,"time":"2026-11-30T10:00:00.500Z"}"#))
        #expect(abs(try #require(plain.timestamp).timeIntervalSince(expected) - (0.5 - 0.0777777)) < 1e-6)
        let odd = try #require(GPSDSource.fix(fromReport: #"{"class":"TPV","mode":3,"lat":60.1684,"lon":24.942,"time":"yesterday"}"#))
        #expect(odd.timestamp == nil)
    }

    @Test(arguments: [#"{"class":"TPV","mode":1}"#, #"{"class":"TPV","mode":3,"lat":60.1}"#, #"{"class":"SKY"}"#,
                      #"{"class":"TPV","mode":3,"lat":"x","lon":24}"#, "not json", #"{"class":"TPV","mode":3,"lat":95,"lon":24}"#])
    func reportsWithoutAPositionAreSkipped(line: String) {
        #expect(GPSDSource.fix(fromReport: line) == nil)
    }
}
