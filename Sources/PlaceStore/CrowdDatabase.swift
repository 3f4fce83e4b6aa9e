import Crowd
import Foundation

/// A server's crowd file: every place's ``CrowdSums``, one row each, in an SQLite file of its own
/// (`application_id` "CPCR"), apart from the place store, which stays read-only and replaceable. Rows are keyed
/// by the place's id (`n123`), so the crowd outlives a store replaced or updated. The file holds the five
/// sums and nothing else: no address, time, fix or order of arrival.
///
/// Written in write-ahead-log mode, each batch of increments in one transaction: a server killed mid-write
/// loses at most that batch, never the file. Opened by one thread at a time.
public final class CrowdDatabase: CrowdBackend {
    /// `PRAGMA application_id`: "CPCR" — marks the file as a current-place crowd.
    public static let applicationID: Int32 = 0x4350_4352
    /// `PRAGMA user_version` of the crowd files this build reads and writes.
    public static let version: Int32 = 1

    private let database: SQLiteDatabase
    /// The file.
    public let path: String

    /// Opens the crowd file at `path`: with `create`, read-write and made (owner-only, mode 0600) when missing;
    /// else read-only.
    /// - Throws: ``StoreError`` `.notAStore` for a file that is not a crowd (a place store, a history, another
    ///   program's, not SQLite), `.unsupportedSchema` for another version, `.corrupt` when SQLite finds it damaged,
    ///   `.missing` when it is absent and `create` is false, `.io` when it cannot be made.
    public init(path: String, create: Bool) throws(StoreError) {
        self.path = path
        database = try SQLiteDatabase.openOwnFile(path, create: create, what: "crowd file")
        let application: Int64, tables: Int64
        do throws(StoreError) {
            (application, tables) = try database.applicationHeader()
        } catch {
            throw StoreError(.notAStore, "it is not an SQLite file (\(error.message))", path: path)
        }
        if application == Int64(CrowdDatabase.applicationID) {
            let version = try database.scalarInt("PRAGMA user_version") ?? 0
            guard version == Int64(CrowdDatabase.version) else {
                throw StoreError(.unsupportedSchema, "a crowd file of version \(version); this build reads version \(CrowdDatabase.version)",
                                 path: path)
            }
            let check = try database.scalarText("PRAGMA quick_check")
            guard check == "ok" else { throw StoreError(.corrupt, "SQLite finds it damaged: \(check ?? "no answer")", path: path) }
        } else if application == Int64(Schema.applicationID) {
            throw StoreError(.notAStore, "it is a place store", path: path)
        } else if application == Int64(HistoryDatabase.applicationID) {
            throw StoreError(.notAStore, "it is a pick history", path: path)
        } else if application != 0 || tables != 0 {
            throw StoreError(.notAStore, "it is another program's SQLite file", path: path)
        } else if !create {
            throw StoreError(.notAStore, "it is an empty SQLite file, not a crowd", path: path)
        }
        if create {
            try database.execute("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
            try makeTable()
        }
    }

    /// Gives a new file its mark and its table, in one transaction (two servers may start on one new file).
    private func makeTable() throws(StoreError) {
        try database.execute("BEGIN IMMEDIATE")
        do throws(StoreError) {
            if try database.scalarInt("PRAGMA application_id") ?? 0 != Int64(CrowdDatabase.applicationID) {
                try database.execute("""
                    PRAGMA application_id = \(CrowdDatabase.applicationID);
                    PRAGMA user_version = \(CrowdDatabase.version);
                    CREATE TABLE crowd (place_id TEXT PRIMARY KEY, named INTEGER NOT NULL, listed INTEGER NOT NULL,
                                        named_weight REAL NOT NULL, listed_offset REAL NOT NULL,
                                        listed_variance REAL NOT NULL) WITHOUT ROWID;
                    """)
            }
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// Every place's sums.
    /// - Throws: ``StoreError`` `.corrupt` for a row that is not sums (a negative count, a number that is not finite).
    public func all() throws(StoreError) -> [String: CrowdSums] {
        let select = try database.prepare("SELECT place_id, named, listed, named_weight, listed_offset, listed_variance FROM crowd")
        var sums: [String: CrowdSums] = [:]
        while try select.step() {
            let place = select.text(0) ?? ""
            let row = CrowdSums(named: Int(select.int(1)), listed: Int(select.int(2)), namedWeight: select.double(3),
                                listedOffset: select.double(4), listedVariance: select.double(5))
            guard row.named >= 0, row.listed >= row.named, row.namedWeight.isFinite, row.listedOffset.isFinite,
                  row.listedVariance.isFinite, row.namedWeight >= 0, row.listedOffset >= 0, row.listedVariance >= 0 else {
                throw StoreError(.corrupt, "the row of \"\(place.prefix(40))\" holds no crowd's sums", path: path)
            }
            sums[place] = row
        }
        return sums
    }

    /// Nil: the file has one writer, the server that holds it, whose counts are always current.
    public func changes() throws(StoreError) -> [String: CrowdSums]? { nil }

    /// Adds each increment to its place's sums, all in one transaction, and returns the places' new sums.
    @discardableResult
    public func add(_ increments: [(place: String, sums: CrowdSums)]) throws(StoreError) -> [String: CrowdSums] {
        guard !increments.isEmpty else { return [:] }
        try database.execute("BEGIN IMMEDIATE")
        do throws(StoreError) {
            let upsert = try database.prepare("""
                INSERT INTO crowd (place_id, named, listed, named_weight, listed_offset, listed_variance)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT (place_id) DO UPDATE SET named = named + excluded.named, listed = listed + excluded.listed,
                    named_weight = named_weight + excluded.named_weight, listed_offset = listed_offset + excluded.listed_offset,
                    listed_variance = listed_variance + excluded.listed_variance
                RETURNING named, listed, named_weight, listed_offset, listed_variance
                """)
            var now: [String: CrowdSums] = [:]
            for (place, sums) in increments {
                try upsert.bind(1, place)
                try upsert.bind(2, Int64(sums.named))
                try upsert.bind(3, Int64(sums.listed))
                try upsert.bind(4, sums.namedWeight)
                try upsert.bind(5, sums.listedOffset)
                try upsert.bind(6, sums.listedVariance)
                guard try upsert.step() else { throw StoreError(.sqlite, "the crowd's increment returned no row", path: path) }
                now[place] = CrowdSums(named: Int(upsert.int(0)), listed: Int(upsert.int(1)), namedWeight: upsert.double(2),
                                       listedOffset: upsert.double(3), listedVariance: upsert.double(4))
                upsert.reset()
            }
            try database.execute("COMMIT")
            return now
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }
}
