import Foundation
import Geo
import Places

/// Fixes from an NMEA 0183 stream: a log file or a serial device (`/dev/ttyUSB0`).
public struct NMEASource: LocationSource {
    public let path: String
    public var name: String { "nmea \(path)" }

    public init(path: String) {
        self.path = path
    }

    public func fixes() -> AsyncThrowingStream<SourcedFix, any Error> {
        let path = self.path, name = self.name
        return AsyncThrowingStream { continuation in
            let reader = ReaderThread.start(named: "current-place \(name)") { reader in
                guard FileManager.default.fileExists(atPath: path) else {
                    continuation.finish(throwing: LocationError("\(path): no such file or device", code: .noFile, path: path))
                    return
                }
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    continuation.finish(throwing: LocationError("\(path): cannot be read (permissions?)", code: .unreadable, path: path))
                    return
                }
                var parser = NMEAParser()
                var lines = LineSplitter()
                while !reader.isStopped {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    for line in lines.append(chunk) {
                        if let fix = parser.feed(line) { continuation.yield(SourcedFix(fix: fix, source: name)) }
                    }
                }
                if let last = lines.rest(), let fix = parser.feed(last) { continuation.yield(SourcedFix(fix: fix, source: name)) }
                if parser.statistics.fixes == 0 {
                    let s = parser.statistics
                    continuation.finish(throwing: LocationError(
                        "\(path): no position in \(s.sentences) lines (\(s.badChecksums) bad checksums, \(s.malformed) malformed)",
                        code: .noPosition, path: path))
                } else {
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in reader.stop() }
        }
    }
}
