import Foundation
import Places

/// JSON written straight into bytes, the way Foundation's `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes it on Linux: no spaces;
/// strings with `"` and `\` escaped, the control characters as `\b`, `\f`,
/// `\n`, `\r`, `\t` or `\u00xx`, everything else (`/`, non-ASCII) as is;
/// numbers as their `description` without a trailing `.0`. Keys come in the
/// order the caller writes them; a caller sorts them by their UTF-8 bytes
/// (``writeObject(_:)`` does it for string dictionaries).
///
/// The hot answers (``PlaceJSON`` and the engine's current-place JSON) are
/// written with it: the generic encoder boxes every value and took a third
/// of the server's time per `/v1/currentPlace` request.
public struct CompactJSON: Sendable {
    /// The JSON so far.
    public private(set) var bytes: [UInt8] = []
    /// False once a number JSON cannot hold (NaN, ±infinity) was written:
    /// the bytes are then not the answer and the caller must not use them.
    public private(set) var isValid = true
    /// Whether the next key or value needs a comma before it.
    private var needsComma = false

    /// An empty writer with room for `capacity` bytes.
    public init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    /// Starts an object: `{`.
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Ends an object: `}`.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Starts an array: `[`.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Ends an array: `]`.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A key of the current object, `"name":`; `name` must need no escaping
    /// (the keys of our own types do not).
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A key of the current object given as a string (escaped like any string).
    public mutating func key(_ name: String) {
        separate()
        appendEscaped(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// `"name":"text"` when `text` is not nil (as `encodeIfPresent` writes it), else nothing.
    public mutating func member(_ name: StaticString, ifPresent text: String?) {
        guard let text else { return }
        key(name)
        value(text)
    }

    /// `"name":number` when `number` is not nil, else nothing.
    public mutating func member(_ name: StaticString, ifPresent number: Double?) {
        guard let number else { return }
        key(name)
        value(number)
    }

    /// A string value.
    public mutating func value(_ text: String) {
        separate()
        appendEscaped(text)
        needsComma = true
    }

    /// A number, as `JSONEncoder` writes a `Double`: `1` for 1.0, `0.25`, `3.63e-05`.
    public mutating func value(_ number: Double) {
        separate()
        guard number.isFinite else {
            isValid = false
            bytes.append(contentsOf: "null".utf8)
            needsComma = true
            return
        }
        var text = number.description
        text.withUTF8 { utf8 in
            var count = utf8.count
            if count > 2, utf8[count - 1] == UInt8(ascii: "0"), utf8[count - 2] == UInt8(ascii: ".") { count -= 2 }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[0..<count]))
        }
        needsComma = true
    }

    /// A whole number.
    public mutating func value(_ number: Int) {
        separate()
        var text = number.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
        needsComma = true
    }

    /// A place id as its text, `"n123"` (written without making the string).
    public mutating func value(_ id: PlaceID) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        switch id.objectType {
        case .node: bytes.append(UInt8(ascii: "n"))
        case .way: bytes.append(UInt8(ascii: "w"))
        case .relation: bytes.append(UInt8(ascii: "r"))
        }
        appendDigits(of: id.osmID)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// `true` or `false`.
    public mutating func value(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        needsComma = true
    }

    /// An array of strings.
    public mutating func value(_ texts: [String]) {
        beginArray()
        for text in texts { value(text) }
        endArray()
    }

    /// A string dictionary as an object, keys sorted by their UTF-8 bytes as
    /// `JSONEncoder`'s `.sortedKeys` sorts them on Linux.
    public mutating func writeObject(_ dictionary: [String: String]) {
        beginObject()
        if dictionary.count == 1, let (name, text) = dictionary.first {
            key(name)
            value(text)
        } else {
            for (name, text) in dictionary.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                key(name)
                value(text)
            }
        }
        endObject()
    }

    /// A value as Foundation's `JSONEncoder` with sorted keys and unescaped
    /// slashes writes it (the same bytes by construction), for nested values
    /// that are rarely asked for. A value it cannot encode makes the whole
    /// answer invalid, as a non-finite number does.
    public mutating func encoded<T: Encodable>(_ value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            isValid = false
            return
        }
        separate()
        bytes.append(contentsOf: data)
        needsComma = true
    }

    /// The decimal digits of `number`, with a minus sign when negative, as `description` writes them.
    private mutating func appendDigits(of number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var start = 20
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start..<20]))
        }
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// `text` in quotes, escaped as `JSONEncoder` escapes it: runs that need
    /// no escaping are copied whole.
    private mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    if index > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                    appendEscape(byte)
                    start = index + 1
                }
                index += 1
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// The lower-case hex digit of a nibble.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(CompactJSON.hexDigit(byte >> 4))
            bytes.append(CompactJSON.hexDigit(byte & 0xF))
        }
    }
}

/// A value that can write itself as ``CompactJSON``, byte for byte what
/// `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` writes for it.
public protocol CompactJSONWritable: Encodable {
    /// Writes the value's JSON.
    func write(to json: inout CompactJSON)
}

extension CompactJSONWritable {
    /// The value's JSON bytes, or nil when it holds a number JSON cannot
    /// hold (the generic encoder then says why).
    public func compactJSON(capacity: Int = 2_048) -> [UInt8]? {
        var json = CompactJSON(capacity: capacity)
        write(to: &json)
        return json.isValid ? json.bytes : nil
    }
}
