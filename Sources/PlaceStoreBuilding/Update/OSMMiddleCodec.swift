import Foundation
import PlaceStore

/// The compact blobs the middle keeps: tags as `key\0value\0…`, node lists as
/// zigzag varint deltas, members as a kind byte, a zigzag varint delta and the
/// role with a closing `\0`. Decoding is defensive: the file may be damaged.
/// (Encoders fill byte arrays and make one `Data`: appending to `Data` byte by
/// byte was half of an updatable import's writing.)
enum OSMMiddleCodec {
    static func encode(tags: [(key: String, value: String)]) -> Data {
        var bytes: [UInt8] = []
        for (key, value) in tags {
            appendText(key, to: &bytes)
            appendText(value, to: &bytes)
        }
        return Data(bytes)
    }

    /// The text's UTF-8 without NUL bytes (the separator), then a NUL.
    static func appendText(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 where byte != 0 { bytes.append(byte) }
        bytes.append(0)
    }

    /// A C string's bytes (it has no NUL inside), then a NUL: what ``appendText(_:to:)`` writes for the same text.
    static func appendText(cString: UnsafePointer<CChar>, to bytes: inout [UInt8]) {
        let length = strlen(cString)
        cString.withMemoryRebound(to: UInt8.self, capacity: length) { bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: length)) }
        bytes.append(0)
    }

    static func decodeTags(_ data: Data) -> [(key: String, value: String)] {
        let parts = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var tags: [(key: String, value: String)] = []
        var index = 0
        while index + 1 < parts.count {
            tags.append((parts[index], parts[index + 1]))
            index += 2
        }
        return tags
    }

    static func encode(refs: [Int64]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(refs.count * 2)
        var previous: Int64 = 0
        for ref in refs {
            appendVarint(zigzag(ref &- previous), to: &bytes)
            previous = ref
        }
        return Data(bytes)
    }

    static func decodeRefs(_ data: Data) -> [Int64] {
        var refs: [Int64] = []
        var offset = data.startIndex
        var previous: Int64 = 0
        while let value = readVarint(data, &offset) {
            previous = previous &+ unzigzag(value)
            refs.append(previous)
        }
        return refs
    }

    static func encode(members: [OSMObject.Member]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(members.count * 8)
        var previous: Int64 = 0
        for member in members {
            bytes.append(member.kind.rawValue)
            appendVarint(zigzag(member.ref &- previous), to: &bytes)
            previous = member.ref
            appendText(member.role, to: &bytes)
        }
        return Data(bytes)
    }

    static func decodeMembers(_ data: Data) -> [OSMObject.Member] {
        var members: [OSMObject.Member] = []
        var offset = data.startIndex
        var previous: Int64 = 0
        while offset < data.endIndex {
            guard let kind = OSMObject.Kind(rawValue: data[offset]) else { break }
            offset += 1
            guard let delta = readVarint(data, &offset) else { break }
            previous = previous &+ unzigzag(delta)
            guard let end = data[offset...].firstIndex(of: 0) else { break }
            members.append(OSMObject.Member(kind: kind, ref: previous, role: String(decoding: data[offset..<end], as: UTF8.self)))
            offset = end + 1
        }
        return members
    }

    /// One member as ``encode(members:)`` writes it, after the member whose ref was `previous`.
    static func appendMember(kind: OSMObject.Kind, ref: Int64, role: UnsafePointer<CChar>, previous: Int64,
                             to bytes: inout [UInt8]) {
        bytes.append(kind.rawValue)
        appendVarint(zigzag(ref &- previous), to: &bytes)
        appendText(cString: role, to: &bytes)
    }

    /// One ref as ``encode(refs:)`` writes it, after the ref `previous`.
    static func appendRef(_ ref: Int64, previous: Int64, to bytes: inout [UInt8]) {
        appendVarint(zigzag(ref &- previous), to: &bytes)
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }
    static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    static func readVarint(_ data: Data, _ offset: inout Data.Index) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < data.endIndex, shift < 64 {
            let byte = data[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
