import Foundation
import Testing
@testable import Geo
import TestSupport

/// Rows of a reference CSV from `Fixtures/olc/` (copied from google/open-location-code `test_data/`):
/// blank lines and `#` comment lines skipped, fields split on commas (empty fields kept).
private func olcFixtureRows(_ name: String) throws -> [[String]] {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/olc")
        .appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
}

/// The tolerance the reference implementations use when comparing decoded bounds.
private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    actual == expected || abs(actual - expected) <= 1e-10
}

@Suite("Open Location Code (plus codes)")
struct PlusCodeTests {
    // MARK: Reference vectors

    /// `encoding.csv`: "latitude,longitude,length,expected code (empty if the input should cause
    /// an error)"; newer upstream versions add integer columns: "latitude, longitude,
    /// latitude integer, longitude integer, length, expected code". Both layouts are honoured.
    @Test("encoding.csv: every location encodes to the expected code")
    func encodingVectors() throws {
        let rows = try olcFixtureRows("encoding.csv")
        #expect(rows.count >= 100)
        for row in rows {
            try #require(row.count == 4 || row.count == 6, "unexpected encoding row \(row)")
            let hasIntegers = row.count == 6
            let latitude = try #require(Double(row[0]), "latitude in \(row)")
            let longitude = try #require(Double(row[1]), "longitude in \(row)")
            let length = try #require(Int(row[hasIntegers ? 4 : 2]), "length in \(row)")
            let expected = row[hasIntegers ? 5 : 3]

            if hasIntegers {
                let latitudeInteger = try #require(Int64(row[2]), "latitude integer in \(row)")
                let longitudeInteger = try #require(Int64(row[3]), "longitude integer in \(row)")
                #expect(PlusCode.latitudeAsInteger(latitude) == latitudeInteger, "latitude integer for \(row)")
                #expect(PlusCode.longitudeAsInteger(longitude) == longitudeInteger, "longitude integer for \(row)")
                if !expected.isEmpty {
                    let fromIntegers = PlusCode.encodeIntegers(
                        latitude: latitudeInteger, longitude: longitudeInteger,
                        codeLength: min(length, PlusCode.maxDigitCount))
                    #expect(fromIntegers == expected, "integer encoding for \(row)")
                }
            }

            if expected.isEmpty {
                #expect(throws: PlusCodeError.self, "encode should fail for \(row)") {
                    try PlusCode.encode(latitude: latitude, longitude: longitude, codeLength: length)
                }
            } else {
                do {
                    let code = try PlusCode.encode(latitude: latitude, longitude: longitude, codeLength: length)
                    #expect(code == expected, "encode(\(row[0]), \(row[1]), \(length))")
                } catch {
                    Issue.record("encode(\(row[0]), \(row[1]), \(length)) threw: \(error)")
                }
            }
        }
    }

    /// `decoding.csv`: "code,length,latLo,lngLo,latHi,lngHi"; bounds compared within 1e-10.
    @Test("decoding.csv: every code decodes to the expected area")
    func decodingVectors() throws {
        let rows = try olcFixtureRows("decoding.csv")
        #expect(rows.count >= 15)
        for row in rows {
            try #require(row.count == 6, "unexpected decoding row \(row)")
            let code = row[0]
            let length = try #require(Int(row[1]), "length in \(row)")
            let bounds = try row[2...5].map { try #require(Double($0), "number in \(row)") }
            do {
                let area = try PlusCode.decode(code)
                #expect(area.codeLength == length, "length of \(code)")
                #expect(isClose(area.southLatitude, bounds[0]), "latLo of \(code): \(area.southLatitude)")
                #expect(isClose(area.westLongitude, bounds[1]), "lngLo of \(code): \(area.westLongitude)")
                #expect(isClose(area.northLatitude, bounds[2]), "latHi of \(code): \(area.northLatitude)")
                #expect(isClose(area.eastLongitude, bounds[3]), "lngHi of \(code): \(area.eastLongitude)")
            } catch {
                Issue.record("decode(\(code)) threw: \(error)")
            }
        }
    }

    /// `validityTests.csv`: "code,isValid,isShort,isFull".
    @Test("validityTests.csv: isValid, isShort and isFull agree with every row")
    func validityVectors() throws {
        let rows = try olcFixtureRows("validityTests.csv")
        #expect(rows.count >= 20)
        for row in rows {
            try #require(row.count == 4, "unexpected validity row \(row)")
            let code = row[0]
            #expect(PlusCode.isValid(code) == (row[1] == "true"), "isValid(\(code))")
            #expect(PlusCode.isShort(code) == (row[2] == "true"), "isShort(\(code))")
            #expect(PlusCode.isFull(code) == (row[3] == "true"), "isFull(\(code))")
        }
    }

    /// `shortCodeTests.csv`: "full code,lat,lng,shortcode,test_type", where test_type is
    /// R for recovery only, S for shorten only, or B for both.
    @Test("shortCodeTests.csv: shorten and recoverNearest agree with every row")
    func shortCodeVectors() throws {
        let rows = try olcFixtureRows("shortCodeTests.csv")
        #expect(rows.count >= 10)
        for row in rows {
            try #require(row.count == 5, "unexpected short-code row \(row)")
            let fullCode = row[0], shortCode = row[3], testType = row[4]
            let latitude = try #require(Double(row[1]), "latitude in \(row)")
            let longitude = try #require(Double(row[2]), "longitude in \(row)")
            try #require(["S", "R", "B"].contains(testType), "unknown test type in \(row)")
            if testType == "S" || testType == "B" {
                do {
                    let shortened = try PlusCode.shorten(fullCode, latitude: latitude, longitude: longitude)
                    #expect(shortened == shortCode, "shorten(\(fullCode), \(row[1]), \(row[2]))")
                } catch {
                    Issue.record("shorten(\(fullCode), \(row[1]), \(row[2])) threw: \(error)")
                }
            }
            if testType == "R" || testType == "B" {
                do {
                    let recovered = try PlusCode.recoverNearest(shortCode, latitude: latitude, longitude: longitude)
                    #expect(recovered == fullCode, "recoverNearest(\(shortCode), \(row[1]), \(row[2]))")
                } catch {
                    Issue.record("recoverNearest(\(shortCode), \(row[1]), \(row[2])) threw: \(error)")
                }
            }
        }
    }

    // MARK: Hand-written checks

    @Test("Helsinki central station encodes to 9GG65W… and decodes around itself")
    func helsinkiCentralStation() throws {
        let code = try PlusCode.encode(latitude: 60.1719, longitude: 24.9414)
        #expect(code.hasPrefix("9GG65W"), "got \(code)")
        #expect(code.count == 11) // ten digits and the "+"
        let area = try PlusCode.decode(code)
        #expect(area.codeLength == 10)
        #expect(area.southLatitude <= 60.1719 && 60.1719 < area.northLatitude)
        #expect(area.westLongitude <= 24.9414 && 24.9414 < area.eastLongitude)
        let center = area.center
        #expect(abs(center.latitude - 60.1719) < 0.0001 && abs(center.longitude - 24.9414) < 0.0001)
    }

    @Test("Invalid codes throw an error whose message names the code")
    func invalidCodesThrow() {
        let garbage = #expect(throws: PlusCodeError.self) { try PlusCode.decode("XYZ") }
        #expect(garbage?.message.hasPrefix("invalid plus code \"XYZ\": ") == true, "\(String(describing: garbage))")
        #expect(garbage?.description == garbage?.message)

        let short = #expect(throws: PlusCodeError.self) { try PlusCode.decode("9QCJ+2VX") }
        #expect(short?.message.contains("\"9QCJ+2VX\"") == true)
        #expect(short?.message.contains("short code") == true)

        let outOfRange = #expect(throws: PlusCodeError.self) { try PlusCode.decode("X2222222+") }
        #expect(outOfRange?.message.contains("\"X2222222+\"") == true)

        let badCharacter = #expect(throws: PlusCodeError.self) {
            try PlusCode.recoverNearest("8FWC2_45+G6", latitude: 47, longitude: 8)
        }
        #expect(badCharacter?.message.contains("\"_\"") == true)

        let padded = #expect(throws: PlusCodeError.self) {
            try PlusCode.shorten("7FG49Q00+", latitude: 20.375, longitude: 2.775)
        }
        #expect(padded?.message.contains("\"7FG49Q00+\"") == true)
    }

    @Test("Invalid encoding inputs throw an error naming the value")
    func invalidEncodingInputsThrow() {
        for length in [-1, 0, 1, 3, 5, 7, 9] {
            let error = #expect(throws: PlusCodeError.self) {
                try PlusCode.encode(latitude: 1, longitude: 1, codeLength: length)
            }
            #expect(error?.message.contains("length \(length)") == true, "\(String(describing: error))")
        }
        let notANumber = #expect(throws: PlusCodeError.self) {
            try PlusCode.encode(latitude: .nan, longitude: 1)
        }
        #expect(notANumber?.message.contains("latitude") == true)
        let infinite = #expect(throws: PlusCodeError.self) {
            try PlusCode.encode(latitude: 1, longitude: .infinity)
        }
        #expect(infinite?.message.contains("longitude") == true)
    }

    @Test("Codes are accepted in any case and returned in upper case")
    func caseInsensitivity() throws {
        #expect(try PlusCode.decode("7fg49qcj+2v") == PlusCode.decode("7FG49QCJ+2V"))
        #expect(try PlusCode.shorten("9c3w9qcj+2vx", latitude: 51.3708675, longitude: -1.217765625) == "CJ+2VX")
        #expect(try PlusCode.recoverNearest("cj+2vx", latitude: 51.3708675, longitude: -1.217765625) == "9C3W9QCJ+2VX")
        #expect(try PlusCode.recoverNearest("9c3w9qcj+2vx", latitude: 0, longitude: 0) == "9C3W9QCJ+2VX")
    }

    @Test("The centre is the middle of the cell, clipped at the north pole")
    func centre() throws {
        let area = try PlusCode.decode("7FG49QCJ+2V")
        #expect(isClose(area.center.latitude, 20.3700625))
        #expect(isClose(area.center.longitude, 2.7821875))
        let polar = try PlusCode.decode("CFX30000+")
        #expect(polar.northLatitude == 90)
        #expect(polar.center.latitude == 89.5)
    }

    @Test("Decimal inputs encode as written, not one unit low from binary rounding")
    func exactDecimalScaling() {
        // 41.87 × 2.5e7 is exactly 1046750000, but the Double nearest 41.87 times 2.5e7 floors to 1046749999.
        #expect(PlusCode.latitudeAsInteger(41.87) == 1_046_750_000 + 90 * 25_000_000)
        #expect(PlusCode.latitudeAsInteger(-80.0100000001) == 249_749_999)
        #expect(PlusCode.longitudeAsInteger(-64.23) == 948_387_840)
        #expect(PlusCode.longitudeAsInteger(-360_000_000_170) == PlusCode.longitudeAsInteger(-170))
        #expect(PlusCode.latitudeAsInteger(90) == 180 * 25_000_000 - 1)
        #expect(PlusCode.longitudeAsInteger(180) == 0)
    }

    // MARK: The fast floor

    /// The binary-product shortcut of `scaledFloor` agrees with the decimal parsing everywhere: random
    /// coordinates, decimals with few digits (which land on or next to whole numbers of units), and values one
    /// float step either side of those.
    @Test func fastScaledFloorAgreesWithTheExactOne() {
        var random = SeededGenerator(seed: 42)
        var values: [Double] = []
        for _ in 0..<100_000 { values.append(Double.random(in: -180...180, using: &random)) }
        for _ in 0..<100_000 {
            let decimal = Double(Int.random(in: -18_000_000...18_000_000, using: &random)) / 100_000
            values += [decimal, decimal.nextUp, decimal.nextDown]
        }
        values += [0, -0.0, 41.87, 90, -90, 180, -180, 1e-300, -1e-300, 1e12, -1e12, Double.ulpOfOne]
        var disagreements = 0
        for value in values {
            for scale in [PlusCode.latitudeResolution, PlusCode.longitudeResolution]
            where PlusCode.scaledFloor(value, by: scale) != PlusCode.exactScaledFloor(value, by: scale) {
                disagreements += 1
            }
        }
        #expect(disagreements == 0)
    }
}
