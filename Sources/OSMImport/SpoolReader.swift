import Foundation
import Geo
import Places

/// Reads what ``SpoolWriter`` wrote, in the same order. The spool is written
/// by this process only, so a short buffer is a programming error: reads past
/// the end give zeros and empty values rather than trapping.
struct SpoolReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    mutating func readByte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func readFixed<T: FixedWidthInteger>(_: T.Type) -> T {
        let size = MemoryLayout<T>.size
        guard offset + size <= bytes.count else {
            offset = bytes.count
            return 0
        }
        var value: T = 0
        withUnsafeMutableBytes(of: &value) { target in
            bytes.withUnsafeBytes { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + size]))
            }
        }
        offset += size
        return T(littleEndian: value)
    }

    mutating func readUInt32() -> UInt32 { readFixed(UInt32.self) }
    mutating func readInt64() -> Int64 { readFixed(Int64.self) }
    mutating func readDouble() -> Double { Double(bitPattern: readFixed(UInt64.self)) }

    mutating func readString() -> String {
        let count = min(Int(readUInt32()), bytes.count - offset)
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func readOptionalString() -> String? {
        readByte() == 0 ? nil : readString()
    }

    mutating func readStrings() -> [String] {
        // Each string takes at least its four bytes of length.
        let count = min(Int(readUInt32()), (bytes.count - offset) / 4)
        return (0..<count).map { _ in readString() }
    }

    mutating func readPoints() -> [Coordinate] {
        let count = min(Int(readUInt32()), (bytes.count - offset) / 16)
        var points: [Coordinate] = []
        points.reserveCapacity(count)
        for _ in 0..<count {
            let latitude = readDouble()
            points.append(Coordinate(latitude: latitude, longitude: readDouble()))
        }
        return points
    }

    /// Tags as ``SpoolWriter`` wrote them: from ``OSMTags`` or, in older stores, a dictionary, so each key once.
    mutating func readTags() -> OSMTags {
        // Each tag takes at least the eight bytes of its two lengths.
        let count = min(Int(readUInt32()), (bytes.count - offset) / 8)
        var pairs: [(key: String, value: String)] = []
        pairs.reserveCapacity(count)
        for _ in 0..<count {
            let key = readString()
            pairs.append((key, readString()))
        }
        return OSMTags(uniquePairs: pairs)
    }

    mutating func readFootprint() -> Footprint? {
        guard readByte() != 0 else { return nil }
        let count = Int(readUInt32())
        var polygons: [Polygon] = []
        for _ in 0..<count where offset < bytes.count {
            let outer = readPoints()
            let innerCount = Int(readUInt32())
            var inners: [[Coordinate]] = []
            for _ in 0..<innerCount where offset < bytes.count { inners.append(readPoints()) }
            polygons.append(Polygon(outer: outer, inners: inners))
        }
        return Footprint(polygons: polygons)
    }
}
