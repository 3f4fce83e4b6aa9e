import Foundation
import Geo

/// Plus-code decoding, validation, shortening and recovery (spec §API Requirements):
/// the reference test vectors check encoding against them, and the fuzzer reads
/// untrusted codes with them. The product only encodes.
extension PlusCode {
    /// Decodes a full plus code into the area it names (spec §Decoding, §API Requirements `decode`).
    ///
    /// Digits after the fifteenth are ignored. Short codes must first be recovered with
    /// ``recoverNearest(_:latitude:longitude:)``.
    ///
    /// - Parameter code: A full code, in either case.
    /// - Returns: The cell's bounds and its number of significant digits.
    /// - Throws: ``PlusCodeError`` naming the code if it is not a valid full code.
    public static func decode(_ code: String) throws(PlusCodeError) -> PlusCodeArea {
        if let problem = validationProblem(code) {
            throw PlusCodeError("invalid plus code \"\(code)\": \(problem)")
        }
        if let problem = fullCodeProblem(code) {
            throw PlusCodeError("cannot decode plus code \"\(code)\": \(problem)")
        }
        // Significant digits only: drop the separator and padding, keep at most 15.
        var digits: [Int64] = []
        digits.reserveCapacity(maxDigitCount)
        for byte in code.utf8 where byte != separator && byte != padding {
            if digits.count == maxDigitCount { break }
            digits.append(Int64(digitValues[Int(byte)]))
        }
        // Work in the integer units of spec §Prerequisites (1/2.5e7° latitude, 1/8.192e6°
        // longitude), measured from the south-west corner (−90, −180).
        var latitude: Int64 = 0
        var longitude: Int64 = 0
        var cellHeight = encodingBase * encodingBase * latitudeResolution // 400°, divided before use
        var cellWidth = encodingBase * encodingBase * longitudeResolution
        var index = 0
        while index + 1 < digits.count, index < pairCodeLength {
            cellHeight /= encodingBase
            cellWidth /= encodingBase
            latitude += digits[index] * cellHeight
            longitude += digits[index + 1] * cellWidth
            index += 2
        }
        while index < digits.count {
            cellHeight /= gridRows
            cellWidth /= gridColumns
            latitude += digits[index] / gridColumns * cellHeight
            longitude += digits[index] % gridColumns * cellWidth
            index += 1
        }
        // The conversion to floating point comes last (spec §Decoding): one rounding per value.
        let latitudeOrigin = 90 * latitudeResolution
        let longitudeOrigin = 180 * longitudeResolution
        return PlusCodeArea(
            southLatitude: Double(latitude - latitudeOrigin) / Double(latitudeResolution),
            westLongitude: Double(longitude - longitudeOrigin) / Double(longitudeResolution),
            northLatitude: Double(latitude + cellHeight - latitudeOrigin) / Double(latitudeResolution),
            eastLongitude: Double(longitude + cellWidth - longitudeOrigin) / Double(longitudeResolution),
            codeLength: digits.count)
    }

    /// Whether a string is a valid plus code, full or short (spec §API Requirements `isValid`).
    ///
    /// Checks the characters, the position of the single "+", the padding rules and that
    /// there is not exactly one digit after the "+" (spec §Character Set, §Separator And Padding).
    public static func isValid(_ code: String) -> Bool {
        validationProblem(code) == nil
    }

    /// Whether a string is a valid short code: fewer than eight digits before the "+"
    /// and no padding (spec §Short Codes, §API Requirements `isShort`).
    public static func isShort(_ code: String) -> Bool {
        guard validationProblem(code) == nil, let position = code.utf8.firstIndex(of: separator) else {
            return false
        }
        return code.utf8.distance(from: code.utf8.startIndex, to: position) < separatorPosition
    }

    /// Whether a string is a valid full code: the "+" after eight characters and a first
    /// pair that lies within −90…90 and −180…180 (spec §API Requirements `isFull`).
    public static func isFull(_ code: String) -> Bool {
        validationProblem(code) == nil && fullCodeProblem(code) == nil
    }

    /// Removes as many leading digits as possible from a full code, relative to a reference
    /// location (spec §Short Codes, §API Requirements `shorten`).
    ///
    /// Four, six or eight digits are removed when the larger of the latitude and longitude
    /// offsets between the code's centre and the reference is below 0.3 × the size of the
    /// cell those digits describe (1°, 1/20°, 1/400°) — the spec's "less than half the
    /// precision" with the safety factor the reference implementations use. An eight-digit
    /// code is never reduced to a bare "+". If the code cannot be shortened it is returned
    /// unchanged (upper case).
    ///
    /// - Parameters:
    ///   - code: A full, unpadded code with at least six digits.
    ///   - latitude: Reference latitude in degrees (clipped to −90…90).
    ///   - longitude: Reference longitude in degrees (normalised to −180…180).
    /// - Returns: The short code, e.g. `"CJ+2VX"`, or the full code.
    /// - Throws: ``PlusCodeError`` if the code is not full, is padded, is too short, or a
    ///   coordinate is not finite.
    public static func shorten(_ code: String, latitude: Double, longitude: Double) throws(PlusCodeError) -> String {
        try requireFinite(latitude: latitude, longitude: longitude)
        if let problem = validationProblem(code) {
            throw PlusCodeError("invalid plus code \"\(code)\": \(problem)")
        }
        if let problem = fullCodeProblem(code) {
            throw PlusCodeError("cannot shorten plus code \"\(code)\": \(problem)")
        }
        guard !code.utf8.contains(padding) else {
            throw PlusCodeError("cannot shorten plus code \"\(code)\": padded codes must not be shortened")
        }
        let area = try decode(code)
        guard area.codeLength >= minTrimmableCodeLength else {
            throw PlusCodeError(
                "cannot shorten plus code \"\(code)\": it has \(area.codeLength) digits, at least \(minTrimmableCodeLength) are needed")
        }
        let center = area.center
        let offset = max(
            abs(center.latitude - clipLatitude(latitude)),
            abs(center.longitude - normalizeLongitude(longitude)))
        let upper = code.uppercased()
        // Digits removed, and the size in degrees of the cell that those digits describe.
        let candidates: [(removed: Int, cellSize: Double)] = [(8, 0.0025), (6, 0.05), (4, 1)]
        for candidate in candidates where offset < candidate.cellSize * 0.3 {
            let short = String(upper.dropFirst(candidate.removed))
            // Never return a bare "+": an eight-digit code keeps at least its last pair.
            if short.utf8.count > 1 { return short }
        }
        return upper
    }

    /// Recovers the full code nearest to a reference location from a short code
    /// (spec §Short Codes, §API Requirements `recoverNearest`).
    ///
    /// The missing leading digits are taken from the reference location's own code; if the
    /// resulting cell's centre is more than half a cell away from the reference, the cell
    /// one step nearer (north/south within −90…90, east/west) is chosen instead. A full code
    /// is returned as is (upper case).
    ///
    /// - Parameters:
    ///   - shortCode: A short code such as `"CJ+2VX"`, or a full code.
    ///   - latitude: Reference latitude in degrees (clipped to −90…90).
    ///   - longitude: Reference longitude in degrees (normalised to −180…180).
    /// - Returns: The upper-case full code.
    /// - Throws: ``PlusCodeError`` if the code is neither a valid short nor full code, or a
    ///   coordinate is not finite.
    public static func recoverNearest(
        _ shortCode: String, latitude: Double, longitude: Double
    ) throws(PlusCodeError) -> String {
        try requireFinite(latitude: latitude, longitude: longitude)
        if isFull(shortCode) { return shortCode.uppercased() }
        if let problem = validationProblem(shortCode) {
            throw PlusCodeError("invalid plus code \"\(shortCode)\": \(problem)")
        }
        guard let separatorIndex = shortCode.utf8.firstIndex(of: separator) else {
            throw PlusCodeError("invalid plus code \"\(shortCode)\": missing the \"+\" separator")
        }
        let missingDigits = separatorPosition - shortCode.utf8.distance(from: shortCode.utf8.startIndex, to: separatorIndex)
        guard missingDigits > 0, missingDigits % 2 == 0 else {
            throw PlusCodeError("invalid plus code \"\(shortCode)\": not a short code")
        }
        let referenceLatitude = clipLatitude(latitude)
        let referenceLongitude = normalizeLongitude(longitude)
        // Size in degrees of the cell described by the missing digits: 20°, 1°, 1/20°, 1/400°.
        let cellSizes: [Double] = [20, 1, 0.05, 0.0025]
        let cellSize = cellSizes[missingDigits / 2 - 1]
        let halfCell = cellSize / 2

        let referenceCode = try encode(latitude: referenceLatitude, longitude: referenceLongitude)
        let area = try decode(String(referenceCode.prefix(missingDigits)) + shortCode.uppercased())
        var (centerLatitude, centerLongitude) = area.center
        if referenceLatitude + halfCell < centerLatitude, centerLatitude - cellSize >= -90 {
            centerLatitude -= cellSize // more than half a cell north: the cell to the south is nearer
        } else if referenceLatitude - halfCell > centerLatitude, centerLatitude + cellSize <= 90 {
            centerLatitude += cellSize
        }
        if referenceLongitude + halfCell < centerLongitude {
            centerLongitude -= cellSize
        } else if referenceLongitude - halfCell > centerLongitude {
            centerLongitude += cellSize
        }
        return try encode(latitude: centerLatitude, longitude: centerLongitude, codeLength: area.codeLength)
    }

    /// Why a string is not a valid code, or `nil` if it is valid.
    package static func validationProblem(_ code: String) -> String? {
        for scalar in code.unicodeScalars {
            let allowed = scalar.isASCII
                && (digitValues[Int(scalar.value)] >= 0 || scalar == "+" || scalar == "0")
            if !allowed { return "contains the invalid character \"\(scalar)\"" }
        }
        let bytes = Array(code.utf8) // all ASCII now, so byte offsets are character offsets
        guard let separatorIndex = bytes.firstIndex(of: separator) else {
            return "missing the \"+\" separator"
        }
        if bytes.lastIndex(of: separator) != separatorIndex {
            return "contains more than one \"+\" separator"
        }
        if bytes.count == 1 {
            return "has no digits"
        }
        if separatorIndex > separatorPosition || separatorIndex % 2 == 1 {
            return "the \"+\" must follow an even number of characters, at most \(separatorPosition)"
        }
        if let firstPadding = bytes.firstIndex(of: padding), let lastPadding = bytes.lastIndex(of: padding) {
            if separatorIndex < separatorPosition {
                return "short codes cannot contain \"0\" padding"
            }
            if firstPadding == 0 {
                return "cannot start with \"0\" padding"
            }
            let run = bytes[firstPadding...lastPadding]
            if run.count % 2 == 1 || run.contains(where: { $0 != padding }) {
                return "padding must be one run of an even number of \"0\" characters"
            }
            if bytes.last != separator {
                return "a padded code must end with the \"+\""
            }
        }
        if bytes.count - separatorIndex - 1 == 1 {
            return "a single digit after the \"+\" is not allowed"
        }
        return nil
    }

    /// For a code already known to be valid: why it is not a full code, or `nil` if it is.
    package static func fullCodeProblem(_ code: String) -> String? {
        let bytes = Array(code.utf8)
        guard let separatorIndex = bytes.firstIndex(of: separator), separatorIndex == separatorPosition else {
            return "it is a short code; recover it with a reference location first"
        }
        if Int64(digitValues[Int(bytes[0])]) * encodingBase >= 180 {
            return "its first digit puts it north of latitude 90"
        }
        if Int64(digitValues[Int(bytes[1])]) * encodingBase >= 360 {
            return "its second digit puts it east of longitude 180"
        }
        return nil
    }
}

/// The area named by a full plus code: a latitude/longitude cell (spec §Decoding).
///
/// The south and west edges belong to the cell; the north and east edges do not, except
/// that cells whose northern edge is latitude 90 include it (spec §Decoding).
public struct PlusCodeArea: Sendable, Equatable {
    /// Latitude of the southern edge, in degrees.
    public let southLatitude: Double
    /// Longitude of the western edge, in degrees.
    public let westLongitude: Double
    /// Latitude of the northern edge, in degrees.
    public let northLatitude: Double
    /// Longitude of the eastern edge, in degrees.
    public let eastLongitude: Double
    /// Number of significant digits in the decoded code, at most 15 (spec §API Requirements `decode`).
    public let codeLength: Int

    /// Creates an area from its edges and code length.
    public init(
        southLatitude: Double, westLongitude: Double,
        northLatitude: Double, eastLongitude: Double, codeLength: Int
    ) {
        self.southLatitude = southLatitude
        self.westLongitude = westLongitude
        self.northLatitude = northLatitude
        self.eastLongitude = eastLongitude
        self.codeLength = codeLength
    }

    /// The centre of the cell, clipped to latitude ≤ 90 and longitude ≤ 180
    /// (spec §API Requirements `decode`; the reference implementations' `latitudeCenter`
    /// and `longitudeCenter`).
    public var center: (latitude: Double, longitude: Double) {
        (Swift.min(southLatitude + (northLatitude - southLatitude) / 2, 90),
         Swift.min(westLongitude + (eastLongitude - westLongitude) / 2, 180))
    }
}
