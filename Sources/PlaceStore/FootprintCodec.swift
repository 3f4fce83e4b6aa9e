import Foundation
import Geo

/// The `footprint` column's binary form, little-endian:
///
///     u32 polygon count
///     per polygon: u32 ring count (outer first, then holes)
///         per ring: u32 point count, then that many (i32 lat, i32 lon)
///
/// Coordinates are fixed point at 1e-7 degrees (about a centimetre), as
/// OSM and libosmium store them.
package enum FootprintCodec {
    package static let scale = 1e7

    package static func encode(_ footprint: Footprint) -> Data {
        var size = 4
        for polygon in footprint.polygons {
            size += 4 + 4 + polygon.outer.count * 8 + polygon.inners.reduce(0) { $0 + 4 + $1.count * 8 }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        append(UInt32(footprint.polygons.count), to: &bytes)
        for polygon in footprint.polygons {
            append(UInt32(1 + polygon.inners.count), to: &bytes)
            append(ring: polygon.outer, to: &bytes)
            for inner in polygon.inners { append(ring: inner, to: &bytes) }
        }
        return Data(bytes)
    }

    /// A line as the `map_features` table keeps one: a footprint of one polygon of one ring.
    package static func encode(line points: [Coordinate]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12 + points.count * 8)
        append(1, to: &bytes)
        append(1, to: &bytes)
        append(ring: points, to: &bytes)
        return Data(bytes)
    }

    package static func decode(_ data: Data) -> Footprint? {
        var reader = Reader(bytes: [UInt8](data))
        guard let polygonCount = reader.next(), polygonCount < 1_000_000 else { return nil }
        var polygons: [Polygon] = []
        for _ in 0..<polygonCount {
            guard let ringCount = reader.next(), ringCount > 0 else { return nil }
            var rings: [[Coordinate]] = []
            for _ in 0..<ringCount {
                guard let pointCount = reader.next(), Int(pointCount) * 8 <= reader.remaining else { return nil }
                var ring: [Coordinate] = []
                ring.reserveCapacity(Int(pointCount))
                for _ in 0..<pointCount {
                    guard let lat = reader.next(), let lon = reader.next() else { return nil }
                    ring.append(Coordinate(latitude: Double(Int32(bitPattern: lat)) / scale,
                                           longitude: Double(Int32(bitPattern: lon)) / scale))
                }
                rings.append(ring)
            }
            polygons.append(Polygon(outer: rings[0], inners: Array(rings.dropFirst())))
        }
        return reader.remaining == 0 ? Footprint(polygons: polygons) : nil
    }

    private static func append(ring: [Coordinate], to bytes: inout [UInt8]) {
        append(UInt32(ring.count), to: &bytes)
        for point in ring {
            append(UInt32(bitPattern: Int32((point.latitude * scale).rounded())), to: &bytes)
            append(UInt32(bitPattern: Int32((point.longitude * scale).rounded())), to: &bytes)
        }
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var remaining: Int { bytes.count - offset }

        mutating func next() -> UInt32? {
            guard remaining >= 4 else { return nil }
            let value = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
                | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            offset += 4
            return value
        }
    }
}
