import Foundation

/// One row of a query, read by 0-based column: an SQLite statement's current row or a PostgreSQL result's row,
/// so that the row codecs read both stores the same way.
package protocol StoreRow {
    func isNull(_ column: Int32) -> Bool
    /// An integer, 0 for NULL.
    func int(_ column: Int32) -> Int64
    /// A float, 0 for NULL.
    func double(_ column: Int32) -> Double
    func text(_ column: Int32) -> String?
    func data(_ column: Int32) -> Data?
}

extension SQLiteStatement: StoreRow {}
