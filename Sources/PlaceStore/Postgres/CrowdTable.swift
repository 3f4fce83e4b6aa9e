import Crowd
import Foundation
import Places

/// A crowd that many servers write at once: a PostgreSQL table of every place's ``CrowdSums``
/// (`current_place_crowd.sums`), outside the schema an import replaces, so it outlives every re-import. Each
/// report is one `INSERT … ON CONFLICT DO UPDATE` that adds its increments to the rows, in place-id order so
/// that two servers adding to the same places never deadlock. Each change takes a number from a sequence, and a
/// server reads the rows others changed since it last looked (``changes()``).
package final class CrowdTable: CrowdBackend {
    private let connection: PostgresConnection
    /// The highest change number read so far.
    private var seen: Int64 = -1
    /// How far back each read of the changes looks past the highest number seen: a sequence number is taken
    /// when a change starts and seen when it commits, so a change that commits after a later one was read is
    /// still found, as long as fewer than this many changes started in between.
    package static let lookback: Int64 = 10_000

    /// The schema that holds the table.
    package static let schema = "current_place_crowd"

    /// Connects to the database at `url`, and with `create` makes the table when it is missing.
    /// - Throws: ``StoreError`` `.unreachable` when the server cannot be reached, `.notAStore` when the table is
    ///   missing and `create` is false or has other columns than a crowd's.
    package init(url: PostgresURL, create: Bool) throws(StoreError) {
        connection = try PostgresConnection(url: url, statementTimeout: .seconds(30))
        let exists = try connection.query("SELECT to_regclass('\(CrowdTable.schema).sums') IS NOT NULL")
        let present = exists.rowCount == 1 && exists.data(0, 0)?.first == 1
        if !present {
            guard create else { throw StoreError(.notAStore, "the database has no crowd (\(CrowdTable.schema).sums)", path: url.description) }
            try connection.execute("""
                CREATE SCHEMA IF NOT EXISTS \(CrowdTable.schema);
                CREATE SEQUENCE IF NOT EXISTS \(CrowdTable.schema).changes;
                CREATE TABLE IF NOT EXISTS \(CrowdTable.schema).sums(
                    place_id text PRIMARY KEY, named bigint NOT NULL, listed bigint NOT NULL,
                    named_weight float8 NOT NULL, listed_offset float8 NOT NULL, listed_variance float8 NOT NULL,
                    change bigint NOT NULL);
                CREATE INDEX IF NOT EXISTS sums_by_change ON \(CrowdTable.schema).sums(change);
                """)
        }
        let columns = try connection.query("""
            SELECT string_agg(column_name::text, ',' ORDER BY ordinal_position) FROM information_schema.columns
            WHERE table_schema = '\(CrowdTable.schema)' AND table_name = 'sums'
            """)
        let expected = "place_id,named,listed,named_weight,listed_offset,listed_variance,change"
        guard columns.text(0, 0) == expected else {
            throw StoreError(.notAStore, "\(CrowdTable.schema).sums is not a crowd's table (columns \(columns.text(0, 0) ?? "none"))",
                             path: url.description)
        }
    }

    package func all() throws(StoreError) -> [String: CrowdSums] {
        seen = -1
        return try changes() ?? [:]
    }

    package func changes() throws(StoreError) -> [String: CrowdSums]? {
        let result = try connection.query("""
            SELECT place_id, named, listed, named_weight, listed_offset, listed_variance, change
            FROM \(CrowdTable.schema).sums WHERE change > $1
            """, [String(seen < 0 ? -1 : seen - CrowdTable.lookback)])
        var sums: [String: CrowdSums] = [:]
        for row in result.rows {
            guard let place = row.text(0) else { continue }
            sums[place] = try CrowdTable.sums(row, path: connection.url.description)
            seen = max(seen, row.int(6))
        }
        return sums
    }

    package func add(_ increments: [(place: String, sums: CrowdSums)]) throws(StoreError) -> [String: CrowdSums] {
        guard !increments.isEmpty else { return [:] }
        let sorted = increments.sorted { $0.place < $1.place }
        func array(_ values: [String]) -> String { "{" + values.joined(separator: ",") + "}" }
        // Ids are letters and digits, doubles print as Swift writes them (round-tripping): no quoting is needed.
        let parameters = [array(sorted.map(\.place)), array(sorted.map { String($0.sums.named) }),
                          array(sorted.map { String($0.sums.listed) }), array(sorted.map { "\($0.sums.namedWeight)" }),
                          array(sorted.map { "\($0.sums.listedOffset)" }), array(sorted.map { "\($0.sums.listedVariance)" })]
        let result = try connection.query("""
            INSERT INTO \(CrowdTable.schema).sums AS s
                (place_id, named, listed, named_weight, listed_offset, listed_variance, change)
            SELECT u.*, nextval('\(CrowdTable.schema).changes')
            FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::float8[], $5::float8[], $6::float8[]) AS u
            ORDER BY 1
            ON CONFLICT (place_id) DO UPDATE SET named = s.named + excluded.named, listed = s.listed + excluded.listed,
                named_weight = s.named_weight + excluded.named_weight, listed_offset = s.listed_offset + excluded.listed_offset,
                listed_variance = s.listed_variance + excluded.listed_variance, change = excluded.change
            RETURNING place_id, named, listed, named_weight, listed_offset, listed_variance, change
            """, parameters)
        var now: [String: CrowdSums] = [:]
        for row in result.rows {
            guard let place = row.text(0) else { continue }
            now[place] = try CrowdTable.sums(row, path: connection.url.description)
        }
        return now
    }

    /// The sums of a row (columns 1–5), checked as the SQLite file's are.
    private static func sums(_ row: PostgresRow, path: String) throws(StoreError) -> CrowdSums {
        let sums = CrowdSums(named: Int(row.int(1)), listed: Int(row.int(2)), namedWeight: row.double(3), listedOffset: row.double(4),
                             listedVariance: row.double(5))
        guard sums.named >= 0, sums.listed >= sums.named, sums.namedWeight.isFinite, sums.listedOffset.isFinite,
              sums.listedVariance.isFinite, sums.namedWeight >= 0, sums.listedOffset >= 0, sums.listedVariance >= 0 else {
            throw StoreError(.corrupt, "the crowd's row of \"\((row.text(0) ?? "").prefix(40))\" holds no crowd's sums", path: path)
        }
        return sums
    }
}
