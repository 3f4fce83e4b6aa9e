// libFuzzer harness for the parsers that read untrusted text: OSM
// opening_hours, NMEA 0183, gpsd JSON reports, the current-place query
// parameters and times, the searchNearby and currentPlace JSON bodies (with
// the person's history, and its `.jsonl` lines), and plus codes. The
// first byte picks the parser, the rest is its input. Built by
// fuzz/run-fuzzers.sh into one module with the sources it needs.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParsers(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let selector = data[0]
    let bytes = Data(bytes: data + 1, count: size - 1)
    let text = String(decoding: bytes, as: UTF8.self)
    switch selector % 7 {
    case 0:
        let hours = OpeningHours(text)
        for minute in stride(from: 0, to: 7 * 1440, by: 997) {
            let time = LocalTime(year: 2026, month: 11, day: 30, weekday: 1, minuteOfDay: 0).shifted(byMinutes: minute)
            _ = hours.status(at: time)
        }
    case 1:
        var parser = NMEAParser()
        for line in text.split(whereSeparator: \.isNewline) { _ = parser.feed(String(line)) }
    case 2:
        _ = GPSDSource.fix(fromReport: text)
    case 3:
        var parameters: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            parameters[String(parts.first ?? "")] = parts.count > 1 ? String(parts[1]) : ""
        }
        _ = try? CurrentPlaceQuery.parse(parameters)
    case 4:
        _ = try? NearbySearchBody.parse(bytes)
        _ = try? FieldMask.parse(text)
        _ = try? CurrentPlaceQuery.parse(json: bytes, subject: "the body", typed: true)
        _ = try? CurrentPlaceQuery.parse(json: bytes)
        _ = try? VisitHistoryJSON.history(json: bytes)
        _ = try? VisitHistoryJSON.visit(line: text, number: 1)
    case 5:
        _ = try? PlusCode.decode(text)
        _ = PlusCode.isValid(text)
        _ = try? PlusCode.recoverNearest(text, latitude: 60.17, longitude: 24.94)
    default:
        _ = try? QueryTime.parse(text)
        _ = try? PlaceFields.parse(text)
    }
    return 0
}
