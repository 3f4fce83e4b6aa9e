import Foundation
import Geo
import Places

/// Appends values to a byte buffer for the import spool: fixed-width little-endian numbers, doubles by
/// their bit patterns (lossless), strings as a length and UTF-8.
struct SpoolWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    var data: Data { Data(bytes) }

    mutating func write(_ value: UInt8) { bytes.append(value) }

    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write(_ value: String?) {
        guard let value else { return write(UInt8(0)) }
        write(UInt8(1))
        write(value)
    }

    mutating func write(_ strings: [String]) {
        write(UInt32(strings.count))
        for string in strings { write(string) }
    }

    mutating func write(_ points: [Coordinate]) {
        write(UInt32(points.count))
        for point in points {
            write(point.latitude)
            write(point.longitude)
        }
    }

    mutating func write(_ tags: OSMTags) {
        write(UInt32(tags.count))
        for (key, value) in tags.pairs {
            write(key)
            write(value)
        }
    }

    mutating func write(_ footprint: Footprint?) {
        guard let footprint else { return write(UInt8(0)) }
        write(UInt8(1))
        write(UInt32(footprint.polygons.count))
        for polygon in footprint.polygons {
            write(polygon.outer)
            write(UInt32(polygon.inners.count))
            for inner in polygon.inners { write(inner) }
        }
    }
}
