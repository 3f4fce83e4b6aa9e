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
enum FootprintCodec {
    static let scale = 1e7

    static func encode(_ footprint: Footprint) -> Data {
        var data = Data()
        append(UInt32(footprint.polygons.count), to: &data)
        for polygon in footprint.polygons {
            let rings = [polygon.outer] + polygon.inners
            append(UInt32(rings.count), to: &data)
            for ring in rings {
                append(UInt32(ring.count), to: &data)
                for point in ring {
                    append(UInt32(bitPattern: Int32((point.latitude * scale).rounded())), to: &data)
                    append(UInt32(bitPattern: Int32((point.longitude * scale).rounded())), to: &data)
                }
            }
        }
        return data
    }

    static func decode(_ data: Data) -> Footprint? {
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

    private static func append(_ value: UInt32, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
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
