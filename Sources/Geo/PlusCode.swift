import Foundation

/// Open Location Code ("plus codes"): encoding, as the importer writes them. Decoding,
/// validation, shortening and recovery serve only the tests and the fuzzer; they live in
/// TestSupport (`PlusCode+Decoding.swift`).
///
/// Implements the Open Location Code specification,
/// <https://github.com/google/open-location-code/blob/main/Documentation/Specification/specification.md>
/// (cited below as "spec §<section>"). Encoding uses the spec's integer-based algorithm
/// (spec §Encoding Algorithms) so that codes match the reference implementations and the
/// reference test vectors in the repository's `test_data/` folder exactly; floating point
/// is used only for the final conversion back to degrees when decoding. The spec's
/// `floor(degrees × resolution)` step is evaluated exactly on the decimal value the `Double`
/// stands for (its shortest round-trip form, e.g. `41.87`), so a coordinate is encoded as
/// written rather than one 1/2.5e7° unit low when its binary approximation falls just below.
///
/// A code is a sequence of digits from the 20-symbol alphabet `23456789CFGHJMPQRVWX`
/// (spec §Character Set). The first ten digits are five latitude/longitude pairs on
/// successive 20 × 20 grids; digits eleven to fifteen each pick a cell of a 4 × 5 grid
/// (spec §Code precision). A "+" follows the eighth digit; codes with fewer than eight
/// digits are padded with "0" up to the "+" (spec §Separator And Padding).
///
/// Methods that take a code are case-insensitive; methods that return one return upper case
/// (spec §API Requirements).
public enum PlusCode {
    // MARK: Constants (spec §Character Set, §Code precision, §Code length)

    /// The 20 digit symbols, in order of their numerical value (spec §Digits).
    package static let alphabet: [UInt8] = Array("23456789CFGHJMPQRVWX".utf8)
    /// The format separator "+" (spec §Format Separator).
    package static let separator = UInt8(ascii: "+")
    /// The padding character "0" (spec §Padding Character).
    package static let padding = UInt8(ascii: "0")
    /// Number of digits before the separator in a full code (spec §Separator And Padding).
    package static let separatorPosition = 8
    /// Number of digits encoded as latitude/longitude pairs (spec §Code precision).
    package static let pairCodeLength = 10
    /// The longest meaningful code; further digits are ignored (spec §Code length).
    package static let maxDigitCount = 15
    /// Shortest full code that ``shorten(_:latitude:longitude:)`` accepts.
    package static let minTrimmableCodeLength = 6
    /// Base of the pair grids (spec §Code precision).
    package static let encodingBase: Int64 = 20
    /// Latitude divisions of the grid used for digits 11–15 (spec §Code precision).
    package static let gridRows: Int64 = 5
    /// Longitude divisions of the grid used for digits 11–15 (spec §Code precision).
    package static let gridColumns: Int64 = 4
    /// Integer units per degree of latitude at 15 digits: 8000 × 5⁵ = 2.5e7 (spec §Prerequisites).
    package static let latitudeResolution: Int64 = 25_000_000
    /// Integer units per degree of longitude at 15 digits: 8000 × 4⁵ = 8.192e6 (spec §Prerequisites).
    package static let longitudeResolution: Int64 = 8_192_000
    /// Integer units spanning −90…90 degrees of latitude.
    package static let latitudeSpan: Int64 = 180 * latitudeResolution
    /// Integer units spanning −180…180 degrees of longitude.
    package static let longitudeSpan: Int64 = 360 * longitudeResolution
    /// Latitude units of one fifth-pair cell (1/8000°): 5⁵.
    package static let gridLatitudeUnits: Int64 = 3125
    /// Longitude units of one fifth-pair cell (1/8000°): 4⁵.
    package static let gridLongitudeUnits: Int64 = 1024

    /// Numerical value of each ASCII byte that is a digit symbol (either case), or −1.
    package static let digitValues: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (value, symbol) in alphabet.enumerated() {
            table[Int(symbol)] = Int8(value)
            table[Int(symbol | 0x20)] = Int8(value) // lower case; digits 2–9 map onto themselves
        }
        return table
    }()

    // MARK: Public API (spec §API Requirements)

    /// Encodes a location as a plus code (spec §Encoding, §API Requirements `encode`).
    ///
    /// The latitude is clipped to −90…90 and the longitude normalised to −180…180 (spec §Encoding).
    /// A latitude of 90 is encoded in the northernmost cell: the integer latitude is clipped to
    /// `180 × 2.5e7 − 1` (spec §Prerequisites 1.3), which is the integer form of the rule
    /// "subtract the code's precision from a latitude of 90".
    ///
    /// - Parameters:
    ///   - latitude: Degrees north; values outside −90…90 are clipped.
    ///   - longitude: Degrees east; any finite value is normalised into −180…180.
    ///   - codeLength: Number of significant digits: 2, 4, 6, 8, or 10 and more
    ///     (spec §Code length). Values above 15 produce a 15-digit code.
    /// - Returns: The upper-case code, e.g. `"9GG65WCR+26"`.
    /// - Throws: ``PlusCodeError`` if the length is invalid or a coordinate is not finite.
    public static func encode(
        latitude: Double, longitude: Double, codeLength: Int = 10
    ) throws(PlusCodeError) -> String {
        try requireFinite(latitude: latitude, longitude: longitude)
        guard codeLength >= 2, codeLength >= pairCodeLength || codeLength % 2 == 0 else {
            throw PlusCodeError(
                "invalid plus code length \(codeLength): must be 2, 4, 6, 8, or 10 or more (at most 15 digits are used)")
        }
        return encodeIntegers(
            latitude: latitudeAsInteger(latitude),
            longitude: longitudeAsInteger(longitude),
            codeLength: min(codeLength, maxDigitCount))
    }

    // MARK: Integer conversion and encoding (spec §Encoding Algorithms)

    /// Latitude as a clipped, positive integer in units of 1/2.5e7° (spec §Prerequisites 1):
    /// `floor(latitude × 2.5e7) + 90 × 2.5e7`, clipped to `0 ..< 180 × 2.5e7`.
    ///
    /// The product is floored exactly on the decimal value of `latitude` (see
    /// ``scaledFloor(_:by:)``), so 41.87 gives 1046750000 + 90 × 2.5e7, as in the
    /// reference test data, not the one-unit-low value that binary `floor(41.87 * 2.5e7)` gives.
    package static func latitudeAsInteger(_ latitude: Double) -> Int64 {
        if latitude.isNaN { return 0 }
        if latitude >= 90 { return latitudeSpan - 1 }
        if latitude <= -90 { return 0 }
        // |latitude| < 90, so the exact product always fits.
        let value = (scaledFloor(latitude, by: latitudeResolution) ?? 0) + 90 * latitudeResolution
        return Swift.min(Swift.max(value, 0), latitudeSpan - 1)
    }

    /// Longitude as a normalised, positive integer in units of 1/8.192e6° (spec §Prerequisites 2):
    /// `floor(longitude × 8.192e6) + 180 × 8.192e6`, reduced modulo `360 × 8.192e6`.
    ///
    /// Floored exactly like ``latitudeAsInteger(_:)``. Longitudes too large for that
    /// (beyond about ±1e12°) are first reduced modulo 360 (`fmod`, which is exact).
    package static func longitudeAsInteger(_ longitude: Double) -> Int64 {
        guard longitude.isFinite else { return 0 }
        let scaled = scaledFloor(longitude, by: longitudeResolution)
            ?? scaledFloor(fmod(longitude, 360), by: longitudeResolution)
            ?? 0
        let value = (scaled % longitudeSpan + 180 * longitudeResolution) % longitudeSpan
        return value < 0 ? value + longitudeSpan : value
    }

    /// `floor(value × scale)` computed exactly for the decimal number that `value` stands for:
    /// the shortest decimal that converts back to the same `Double` (its `description`,
    /// e.g. `41.87`). Every decimal of up to 15 significant digits — every value in the
    /// reference test data — is recovered exactly this way, so the result is what the
    /// spec's "multiply and floor" gives on the number as written, free of binary
    /// representation error (spec §Encoding Algorithms warns about that error).
    ///
    /// - Returns: `nil` if `value` is not finite or the result does not fit in `Int64`.
    package static func scaledFloor(_ value: Double, by scale: Int64) -> Int64? {
        guard value.isFinite, scale > 0 else { return nil }
        // The binary product is within 3e-5 of the exact decimal one while it is below 1e11 (relative
        // errors of about 2e-16 each for the value and the product), so away from whole numbers its floor
        // is the exact floor: the decimal parsing below is only needed near them.
        let product = value * Double(scale)
        if abs(product) < 1e11 {
            let floor = product.rounded(.down)
            let fraction = product - floor
            if fraction > 1e-4, fraction < 1 - 1e-4 { return Int64(floor) }
        }
        return exactScaledFloor(value, by: scale)
    }

    /// ``scaledFloor(_:by:)`` computed on the decimal value of `value` every time.
    package static func exactScaledFloor(_ value: Double, by scale: Int64) -> Int64? {
        guard value.isFinite, scale > 0 else { return nil }
        // Parse the shortest round-trip representation into sign × mantissa × 10^exponent.
        var negative = false
        var mantissa: UInt64 = 0
        var exponent = 0
        var afterPoint = false
        var bytes = value.description.utf8[...] // "41.87", "-1e-05", "1.5e+20"
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = UInt64(byte - UInt8(ascii: "0"))
                let (shifted, overflow) = mantissa.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil } // cannot happen: at most 17 significant digits
                mantissa = shifted + digit
                if afterPoint { exponent -= 1 }
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard let power = Int(String(decoding: bytes, as: UTF8.self)) else { return nil }
                exponent += power
                bytes = bytes[bytes.endIndex...]
            default:
                return nil
            }
        }
        if mantissa == 0 { return 0 }
        // |value| × scale = mantissa × scale × 10^exponent, with a 128-bit product.
        var (high, low) = mantissa.multipliedFullWidth(by: UInt64(scale))
        var inexact = false
        if exponent >= 0 {
            guard high == 0, low <= UInt64(Int64.max) else { return nil }
            var magnitude = Int64(low)
            for _ in 0..<exponent {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
            }
            return negative ? -magnitude : magnitude
        }
        var remaining = -exponent
        while remaining > 0 {
            let step = Swift.min(remaining, 18)
            var divisor: UInt64 = 1
            for _ in 0..<step { divisor *= 10 }
            // Long division of the 128-bit (high, low) by divisor.
            let highRemainder = high % divisor
            high /= divisor
            let (quotient, remainder) = divisor.dividingFullWidth((highRemainder, low))
            low = quotient
            if remainder != 0 { inexact = true }
            remaining -= step
        }
        guard high == 0, low < UInt64(Int64.max) else { return nil }
        let magnitude = Int64(low)
        // Truncation rounds towards zero; floor must round negative inexact values down.
        return negative ? -magnitude - (inexact ? 1 : 0) : magnitude
    }

    /// Builds a code from the integer coordinates by the spec's reverse encoding
    /// (spec §Reverse Encoding): digits 15–11 from the 4 × 5 grid, then pairs 5–1.
    /// - Parameter codeLength: A valid length, 2…15.
    package static func encodeIntegers(latitude: Int64, longitude: Int64, codeLength: Int) -> String {
        var latitude = latitude
        var longitude = longitude
        var digits = [UInt8](repeating: alphabet[0], count: maxDigitCount)
        if codeLength > pairCodeLength {
            for index in stride(from: maxDigitCount - 1, through: pairCodeLength, by: -1) {
                digits[index] = alphabet[Int((latitude % gridRows) * gridColumns + longitude % gridColumns)]
                latitude /= gridRows
                longitude /= gridColumns
            }
        } else {
            latitude /= gridLatitudeUnits
            longitude /= gridLongitudeUnits
        }
        for index in stride(from: pairCodeLength - 2, through: 0, by: -2) {
            digits[index] = alphabet[Int(latitude % encodingBase)]
            digits[index + 1] = alphabet[Int(longitude % encodingBase)]
            latitude /= encodingBase
            longitude /= encodingBase
        }
        let leading = Swift.min(codeLength, separatorPosition)
        var text = Array(digits[0..<leading])
        text.append(contentsOf: repeatElement(padding, count: separatorPosition - leading))
        text.append(separator)
        if codeLength > separatorPosition {
            text.append(contentsOf: digits[separatorPosition..<codeLength])
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: Validation (spec §Character Set, §Separator And Padding, §Short Codes)

    // MARK: Helpers

    /// Throws unless both coordinates are finite numbers.
    package static func requireFinite(latitude: Double, longitude: Double) throws(PlusCodeError) {
        guard latitude.isFinite else { throw PlusCodeError("latitude \(latitude) is not a finite number") }
        guard longitude.isFinite else { throw PlusCodeError("longitude \(longitude) is not a finite number") }
    }

    /// Clips a latitude to −90…90 (spec §Encoding).
    package static func clipLatitude(_ latitude: Double) -> Double {
        Swift.min(90, Swift.max(-90, latitude))
    }

    /// Normalises a finite longitude to −180..<180 (spec §Encoding).
    package static func normalizeLongitude(_ longitude: Double) -> Double {
        if longitude >= -180 && longitude < 180 { return longitude }
        let reduced = fmod(longitude, 360) // exact, in (−360, 360)
        if reduced < -180 { return reduced + 360 }
        if reduced >= 180 { return reduced - 360 }
        return reduced
    }
}

/// A plus code or an input to a plus-code operation that is not acceptable.
public struct PlusCodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the code or value, e.g. `invalid plus code "XYZ": …`.
    public let message: String
    /// Creates an error with its message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
