import Foundation

/// One row of a ``PostgresResult``, read like an SQLite statement's current row.
package struct PostgresRow: StoreRow {
    package let result: PostgresResult
    package let row: Int32

    package func isNull(_ column: Int32) -> Bool { result.isNull(row, column) }
    package func int(_ column: Int32) -> Int64 { result.int(row, column) }
    package func double(_ column: Int32) -> Double { result.double(row, column) }
    package func text(_ column: Int32) -> String? { result.text(row, column) }
    package func data(_ column: Int32) -> Data? { result.data(row, column) }
}
