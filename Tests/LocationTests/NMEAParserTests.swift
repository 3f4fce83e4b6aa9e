import Foundation
import Geo
import Location
import Places
import Testing

/// `$BODY*CS` with the right checksum.
func sentence(_ body: String) -> String {
    "$\(body)*\(String(format: "%02X", body.utf8.reduce(UInt8(0)) { $0 ^ $1 }))"
}

@Suite struct NMEAParserTests {
    /// A time whose seconds are not a number of seconds (`nan`, `inf`, `1e300`) once trapped
    /// when the parser made a date of it; the fix now comes without a time.
    @Test(arguments: ["1235nan", "1235inf", "12351e300", "1235-1"])
    func oddSecondsGiveAFixWithoutATime(time: String) throws {
        var parser = NMEAParser()
        _ = parser.feed(sentence("GPRMC,123519,A,6010.000,N,02456.000,E,0.0,0.0,230394,,"))
        let parsed = parser.feed(sentence("GPGGA,\(time),6010.000,N,02456.000,E,1,08,0.9,545.4,M,46.9,M,,"))
        let fix = try #require(parsed)
        #expect(fix.timestamp == nil)
    }

    @Test func ggaGivesAFixWithAccuracyFromHDOP() throws {
        var parser = NMEAParser()
        let parsed = parser.feed(sentence("GPGGA,120000.00,6010.0440,N,02456.5200,E,1,08,1.2,10.0,M,19.0,M,,"))
        let fix = try #require(parsed)
        #expect(abs(fix.coordinate.latitude - 60.167400) < 1e-6)
        #expect(abs(fix.coordinate.longitude - 24.942) < 1e-6)
        #expect(abs(fix.horizontalAccuracy - 6) < 1e-9)
        #expect(parser.statistics.fixes == 1)
    }

    @Test func rmcGivesTheDateAndGSTTheAccuracy() throws {
        var parser = NMEAParser()
        let gst = parser.feed(sentence("GNGST,120001.00,1.2,2.0,1.5,45.0,3.0,4.0,5.0"))
        #expect(gst == nil)
        let parsed = parser.feed(sentence("GNRMC,120001.00,A,6010.0440,N,02456.5200,E,0.5,90.0,301126,,,A"))
        let fix = try #require(parsed)
        #expect(abs(fix.horizontalAccuracy - 1.515 * ((9.0 + 16.0) / 2).squareRoot()) < 1e-9)
        #expect(fix.timestamp == ISO8601DateFormatter().date(from: "2026-11-30T12:00:01Z"))
    }

    @Test func southAndWestAreNegativeAndGSAUpdatesHDOP() throws {
        var parser = NMEAParser()
        _ = parser.feed(sentence("GPGSA,A,3,04,05,,09,12,,,24,,,,,2.5,2.0,1.5"))
        let parsed = parser.feed(sentence("GPRMC,081836,A,3751.65,S,14507.36,W,000.0,360.0,130998,011.3,E"))
        let fix = try #require(parsed)
        #expect(fix.coordinate.latitude < -37.86 && fix.coordinate.latitude > -37.87)
        #expect(fix.coordinate.longitude < -145.12 && fix.coordinate.longitude > -145.13)
        #expect(fix.horizontalAccuracy == 10)
    }

    @Test(arguments: [
        "$GPGGA,120000.00,6010.0440,N,02456.5200,E,1,08,1.2,10.0,M,19.0,M,,*00",  // bad checksum
        "GPGGA,120000.00,6010.0440,N,02456.5200,E,1,08,1.2,10.0,M,19.0,M,,",       // no $
        "$GPGGA,120000.00,6010.0440,N,024",                                        // truncated
        "garbage ☃ \u{0}\u{1}",
        "$*",
        "$GPGGA*56",
    ])
    func badLinesAreSkippedAndCounted(line: String) {
        var parser = NMEAParser()
        let result = parser.feed(line)
        #expect(result == nil)
        let s = parser.statistics
        #expect(s.sentences == 1 && s.fixes == 0 && s.badChecksums + s.malformed + s.ignored == 1)
    }

    @Test(arguments: [
        sentence("GPGGA,120000.00,6010.0440,N,02456.5200,E,0,00,99.9,,,,,,"),      // no fix (quality 0)
        sentence("GPRMC,120000.00,V,6010.0440,N,02456.5200,E,,,301126,,,N"),       // void
        sentence("GPGGA,120000.00,9910.0440,N,02456.5200,E,1,08,1.2,10.0,M,,,,"),   // latitude 99°
        sentence("GPGGA,120000.00,6075.0000,N,02456.5200,E,1,08,1.2,10.0,M,,,,"),   // 75 minutes
        sentence("GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00"),
    ])
    func validSentencesWithoutAPositionGiveNoFix(line: String) {
        var parser = NMEAParser()
        let result = parser.feed(line)
        #expect(result == nil)
        #expect(parser.statistics.badChecksums == 0)
    }

    @Test func oneEpochOfGGAAndRMCIsOneFix() {
        var parser = NMEAParser()
        let gga = parser.feed(sentence("GPGGA,120005.00,6010.0440,N,02456.5200,E,1,08,1.0,10.0,M,19.0,M,,"))
        let rmc = parser.feed(sentence("GPRMC,120005.00,A,6010.0440,N,02456.5200,E,0.5,90.0,301126,,,A"))
        #expect(gga != nil && rmc == nil)
    }
}

@Suite struct SourceTests {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/walk-esplanadi-3-points.gpx").path

    @Test func gpxReplaysAtTheGivenSpeed() async throws {
        let points = try GPXSource.points(in: fixture)
        #expect(points.count == 3)
        #expect(points[1].horizontalAccuracy == 10 && points[0].horizontalAccuracy == 10)
        let start = ContinuousClock.now
        var fixes: [SourcedFix] = []
        for try await fix in GPXSource(path: fixture, speed: 40).fixes() { fixes.append(fix) }
        let elapsed = ContinuousClock.now - start
        #expect(fixes.count == 3)
        #expect(fixes.allSatisfy { $0.source.hasPrefix("gpx ") })
        // 20 s of track at 40× is 0.5 s: the points are paced (this bound holds however busy the
        // machine is), and the schedule is the track's own times divided by the speed.
        #expect(elapsed >= .milliseconds(450))
        #expect(GPXSource.delays(for: points, speed: 40) == [0, 0.25, 0.25])
        #expect(GPXSource.delays(for: points, speed: 1) == [0, 10, 10])
    }

    @Test func badFilesFailClearly() async throws {
        for (path, message) in [("/nonexistent.gpx", "no such file"), (fixture + ".missing", "no such file")] {
            #expect { try GPXSource.points(in: path) } throws: { "\($0)".contains(message) }
        }
        let notGPX = FileManager.default.temporaryDirectory.appendingPathComponent("not-\(UUID()).gpx")
        try Data("<gpx><trk></gpx>".utf8).write(to: notGPX)
        defer { try? FileManager.default.removeItem(at: notGPX) }
        #expect { try GPXSource.points(in: notGPX.path) } throws: {
            "\($0)".contains("not a GPX file") || "\($0)".contains("has no track, route or waypoint points")
        }
        var failed = false
        do {
            for try await _ in NMEASource(path: "/dev/nonexistent-gps").fixes() {}
        } catch {
            failed = "\(error)".contains("no such file or device")
        }
        #expect(failed)
    }

    @Test func nmeaFilesReplay() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(UUID()).nmea")
        defer { try? FileManager.default.removeItem(at: log) }
        let lines = [sentence("GPGGA,120000.00,6010.0440,N,02456.5200,E,1,08,1.2,10.0,M,19.0,M,,"), "junk",
                     "$GPGGA,bad*00", sentence("GPGGA,120001.00,6010.0500,N,02456.5200,E,1,08,1.2,10.0,M,19.0,M,,")]
        try Data(lines.joined(separator: "\r\n").utf8).write(to: log)
        var fixes: [SourcedFix] = []
        for try await fix in NMEASource(path: log.path).fixes() { fixes.append(fix) }
        #expect(fixes.count == 2)
    }

    @Test func distanceFilterAndApproximateLocation() {
        var filter = DistanceFilter(minimumDistance: 50)
        let here = LocationFix(coordinate: Coordinate(latitude: 60.1684, longitude: 24.942), horizontalAccuracy: 10)
        let passed = [
            here,
            LocationFix(coordinate: Coordinate(latitude: 60.1687, longitude: 24.942), horizontalAccuracy: 10),    // 33 m: held back
            LocationFix(coordinate: Coordinate(latitude: 60.1690, longitude: 24.942), horizontalAccuracy: 10),    // 67 m
            LocationFix(coordinate: Coordinate(latitude: 60.1690, longitude: 24.942), horizontalAccuracy: 3_000), // now approximate
        ].map { filter.accepts($0) }
        #expect(passed == [true, false, true, true])
        let coarse = ApproximateLocation.coarsen(here)
        #expect(coarse.isApproximate && coarse.recommendedZoom == 10)
        #expect(coarse.coordinate.distance(to: here.coordinate) < 2_500)
    }
}
