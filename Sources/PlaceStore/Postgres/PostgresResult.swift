import CLibPQ
import Foundation

/// Owns one libpq result (`PGresult*`) in binary format and clears it in `deinit`.
/// Columns are read by row and index; integers and floats arrive in network byte order.
package final class PostgresResult {
    private let handle: OpaquePointer

    package init(_ handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        PQclear(handle)
    }

    /// How many rows the query returned.
    package var rowCount: Int { Int(PQntuples(handle)) }

    /// The rows, each a view of this result.
    package var rows: [PostgresRow] { (0..<rowCount).map { PostgresRow(result: self, row: Int32($0)) } }

    package func isNull(_ row: Int32, _ column: Int32) -> Bool {
        PQgetisnull(handle, row, column) != 0
    }

    /// The raw bytes of a value (empty for NULL).
    package func bytes(_ row: Int32, _ column: Int32) -> UnsafeRawBufferPointer {
        let length = Int(PQgetlength(handle, row, column))
        guard let value = PQgetvalue(handle, row, column), length > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: value, count: length)
    }

    /// A big-endian integer of 1, 2, 4 or 8 bytes (`bool`, `int2`, `int4`, `int8`), 0 for NULL.
    package func int(_ row: Int32, _ column: Int32) -> Int64 {
        let raw = bytes(row, column)
        var value: UInt64 = 0
        for byte in raw { value = value << 8 | UInt64(byte) }
        switch raw.count {
        case 1: return Int64(Int8(truncatingIfNeeded: value))
        case 2: return Int64(Int16(truncatingIfNeeded: value))
        case 4: return Int64(Int32(truncatingIfNeeded: value))
        default: return Int64(bitPattern: value)
        }
    }

    /// A `float8` (or `float4`), 0 for NULL.
    package func double(_ row: Int32, _ column: Int32) -> Double {
        let raw = bytes(row, column)
        var bits: UInt64 = 0
        for byte in raw { bits = bits << 8 | UInt64(byte) }
        switch raw.count {
        case 8: return Double(bitPattern: bits)
        case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        default: return 0
        }
    }

    package func text(_ row: Int32, _ column: Int32) -> String? {
        isNull(row, column) ? nil : String(decoding: bytes(row, column), as: UTF8.self)
    }

    package func data(_ row: Int32, _ column: Int32) -> Data? {
        isNull(row, column) ? nil : Data(bytes(row, column))
    }
}
