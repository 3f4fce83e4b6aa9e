import Foundation
import Geo

/// What each update of an updatable store removed and added, row by row, in
/// the store itself (`update_changes`), so that a copy elsewhere (the
/// PostgreSQL store, ``PostgresLoader/applyChanges(storePath:into:)``) can
/// follow at the cost of the change. Written in the update's transaction:
/// a killed update leaves no record of what it did not do.
///
/// Each revision ends with a ``Kind/revisionDone`` row, so that a reader can
/// tell a revision that changed nothing from one the log no longer holds.
/// Revisions older than ``keptRevisions`` are dropped.
package final class StoreChangeLog {
    /// What happened to a row.
    package enum Kind: Int64 {
        case placeRemoved = 0, placeAdded = 1, mapFeatureRemoved = 2, mapFeatureAdded = 3, revisionDone = 4,
            /// A place whose conflation answer (``PlaceLink``, container) changed; its row is unchanged.
            placeLinked = 5
    }

    /// A day of minutely updates: a copy further behind than that is made again whole.
    package static let keptRevisions: Int64 = 1_440

    package static let createTable = """
        CREATE TABLE IF NOT EXISTS update_changes(revision INTEGER NOT NULL, kind INTEGER NOT NULL, row INTEGER NOT NULL,
            min_lat REAL, min_lon REAL, max_lat REAL, max_lon REAL);
        CREATE INDEX IF NOT EXISTS update_changes_revision ON update_changes(revision, kind);
        """

    private let insert: SQLiteStatement
    private let database: SQLiteDatabase
    /// The revision this update makes.
    package let revision: Int64

    /// The log of the update that makes `revision`, in `database`'s open transaction.
    package init(database: SQLiteDatabase, revision: Int64) throws(StoreError) {
        self.database = database
        self.revision = revision
        insert = try database.prepare("""
            INSERT INTO update_changes(revision, kind, row, min_lat, min_lon, max_lat, max_lon)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            """)
    }

    /// Records that `row` was removed or added, with the box it covers (for the tiles drawn over it).
    package func record(_ kind: Kind, row: Int64, box: BoundingBox? = nil) throws(StoreError) {
        try insert.bind(1, revision)
        try insert.bind(2, kind.rawValue)
        try insert.bind(3, row)
        try insert.bind(4, box?.minLatitude)
        try insert.bind(5, box?.minLongitude)
        try insert.bind(6, box?.maxLatitude)
        try insert.bind(7, box?.maxLongitude)
        try insert.run()
    }

    /// The boxes of every row the updates after `revision` removed or added, or nil when the log does not hold
    /// each of those updates (no log, or one dropped).
    package static func changedBoxes(after revision: Int64, upTo current: Int64, in database: SQLiteDatabase) throws(StoreError)
        -> [BoundingBox]? {
        guard current > revision else { return [] }
        guard try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'update_changes'") == 1 else { return nil }
        let window = "revision > \(revision) AND revision <= \(current)"
        let done = try database.scalarInt(
            "SELECT count(DISTINCT revision) FROM update_changes WHERE \(window) AND kind = \(Kind.revisionDone.rawValue)") ?? 0
        guard done == current - revision else { return nil }
        let select = try database.prepare(
            "SELECT min_lat, min_lon, max_lat, max_lon FROM update_changes WHERE \(window) AND min_lat IS NOT NULL")
        var boxes: [BoundingBox] = []
        while try select.step() {
            boxes.append(BoundingBox(minLatitude: select.double(0), minLongitude: select.double(1),
                                     maxLatitude: select.double(2), maxLongitude: select.double(3)))
        }
        return boxes
    }

    /// Closes the revision and drops the ones past keeping.
    package func finish() throws(StoreError) {
        try record(.revisionDone, row: 0)
        try database.execute("DELETE FROM update_changes WHERE revision <= \(revision - StoreChangeLog.keptRevisions)")
    }
}
