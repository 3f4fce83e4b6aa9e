import Foundation

/// One row of a ``PostgresResult``, read like an SQLite statement's current row.
struct PostgresRow: StoreRow {
    let result: PostgresResult
    let row: Int32

    func isNull(_ column: Int32) -> Bool { result.isNull(row, column) }
    func int(_ column: Int32) -> Int64 { result.int(row, column) }
    func double(_ column: Int32) -> Double { result.double(row, column) }
    func text(_ column: Int32) -> String? { result.text(row, column) }
    func data(_ column: Int32) -> Data? { result.data(row, column) }
}
