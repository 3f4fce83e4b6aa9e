import Foundation
import Geo
import Places

/// Reads NMEA 0183 sentences (GGA, RMC, GSA, GST from any talker: GP, GN,
/// GL, GA, BD) and turns them into fixes. Checksums are verified; bad and
/// unknown sentences are skipped and counted, never fatal.
///
/// Accuracy (68 % radius): from GST's latitude/longitude standard deviations
/// when the receiver sends them (1.515 × their RMS), else 5 m × HDOP (a
/// typical user range error of consumer receivers), else 10 m.
public struct NMEAParser: Sendable {
    /// Counts of what was read.
    public struct Statistics: Sendable, Equatable {
        public var sentences = 0
        public var fixes = 0
        public var badChecksums = 0
        public var malformed = 0
        public var ignored = 0
    }

    public private(set) var statistics = Statistics()
    private var hdop: Double?
    private var gstAccuracy: Double?
    private var date: DateComponents?
    private var lastFixTime: String?

    public init() {}

    /// Feeds one line; returns a fix when the line completes one.
    public mutating func feed(_ line: String) -> LocationFix? {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        statistics.sentences += 1
        guard let body = NMEAParser.verifiedBody(text) else {
            if text.hasPrefix("$"), text.contains("*") { statistics.badChecksums += 1 } else { statistics.malformed += 1 }
            return nil
        }
        let fields = body.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard let kind = fields.first, kind.count == 5 else {
            statistics.malformed += 1
            return nil
        }
        switch String(kind.suffix(3)) {
        case "GGA": return gga(fields)
        case "RMC": return rmc(fields)
        case "GSA":
            if fields.count > 16, let value = Double(fields[16]) { hdop = value }
            return nil
        case "GST":
            if fields.count > 7, let sLat = Double(fields[6]), let sLon = Double(fields[7]) {
                gstAccuracy = 1.515 * ((sLat * sLat + sLon * sLon) / 2).squareRoot()
            }
            return nil
        default:
            statistics.ignored += 1
            return nil
        }
    }

    /// The text between `$` and `*` when the checksum (XOR of those bytes) matches.
    static func verifiedBody(_ text: String) -> Substring? {
        guard text.first == "$" || text.first == "!", let star = text.lastIndex(of: "*") else { return nil }
        let body = text[text.index(after: text.startIndex)..<star]
        let given = text[text.index(after: star)...].prefix(2)
        guard given.count == 2, let expected = UInt8(given, radix: 16) else { return nil }
        let sum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        return sum == expected ? body : nil
    }

    private mutating func gga(_ f: [String]) -> LocationFix? {
        guard f.count >= 9 else {
            statistics.malformed += 1
            return nil
        }
        guard let quality = Int(f[6]), quality > 0 else { return nil }
        if let value = Double(f[8]) { hdop = value }
        guard let position = NMEAParser.position(f[2], f[3], f[4], f[5]) else {
            statistics.malformed += 1
            return nil
        }
        lastFixTime = f[1]
        return emit(position, time: f[1])
    }

    private mutating func rmc(_ f: [String]) -> LocationFix? {
        guard f.count >= 10 else {
            statistics.malformed += 1
            return nil
        }
        if f[9].count == 6, let day = Int(f[9].prefix(2)), let month = Int(f[9].dropFirst(2).prefix(2)), let year = Int(f[9].suffix(2)) {
            date = DateComponents(year: 2000 + year, month: month, day: day)
        }
        guard f[2] == "A" else { return nil }
        // A receiver that sends GGA too reports this epoch there.
        if lastFixTime == f[1] { return nil }
        guard let position = NMEAParser.position(f[3], f[4], f[5], f[6]) else {
            statistics.malformed += 1
            return nil
        }
        return emit(position, time: f[1])
    }

    private mutating func emit(_ position: Coordinate, time: String) -> LocationFix {
        statistics.fixes += 1
        let accuracy = gstAccuracy ?? hdop.map { max(1, 5 * $0) } ?? 10
        return LocationFix(coordinate: position, horizontalAccuracy: accuracy, timestamp: timestamp(time))
    }

    private func timestamp(_ time: String) -> Date? {
        guard var components = date, time.count >= 6, let hour = Int(time.prefix(2)), let minute = Int(time.dropFirst(2).prefix(2)),
              let seconds = Double(time.dropFirst(4)), seconds.isFinite, (0..<61).contains(seconds) else { return nil }
        components.hour = hour
        components.minute = minute
        components.second = Int(seconds)
        components.timeZone = TimeZone(secondsFromGMT: 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar.date(from: components)?.addingTimeInterval(seconds - seconds.rounded(.down))
    }

    /// `ddmm.mmmm,N,dddmm.mmmm,E` as a coordinate.
    static func position(_ lat: String, _ ns: String, _ lon: String, _ ew: String) -> Coordinate? {
        guard let latitude = degrees(lat, degreeDigits: 2), let longitude = degrees(lon, degreeDigits: 3),
              ["N", "S"].contains(ns), ["E", "W"].contains(ew) else { return nil }
        return try? Coordinate.validated(latitude: ns == "S" ? -latitude : latitude, longitude: ew == "W" ? -longitude : longitude)
    }

    private static func degrees(_ text: String, degreeDigits: Int) -> Double? {
        guard text.count > degreeDigits + 2, let whole = Double(text.prefix(degreeDigits)),
              let minutes = Double(text.dropFirst(degreeDigits)), minutes < 60, minutes >= 0 else { return nil }
        return whole + minutes / 60
    }
}
