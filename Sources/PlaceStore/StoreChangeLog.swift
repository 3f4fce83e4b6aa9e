import Foundation

/// What each update of an updatable store removed and added, row by row, in
/// the store itself (`update_changes`), so that a copy elsewhere (the
/// PostgreSQL store, ``PostgresLoader/applyChanges(storePath:into:)``) can
/// follow at the cost of the change. Written in the update's transaction:
/// a killed update leaves no record of what it did not do.
///
/// Each revision ends with a ``Kind/revisionDone`` row, so that a reader can
/// tell a revision that changed nothing from one the log no longer holds.
/// Revisions older than ``keptRevisions`` are dropped.
final class StoreChangeLog {
    /// What happened to a row.
    enum Kind: Int64 {
        case placeRemoved = 0, placeAdded = 1, mapFeatureRemoved = 2, mapFeatureAdded = 3, revisionDone = 4
    }

    /// A day of minutely updates: a copy further behind than that is made again whole.
    static let keptRevisions: Int64 = 1_440

    static let createTable = """
        CREATE TABLE IF NOT EXISTS update_changes(revision INTEGER NOT NULL, kind INTEGER NOT NULL, row INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS update_changes_revision ON update_changes(revision, kind);
        """

    private let insert: SQLiteStatement
    private let database: SQLiteDatabase
    /// The revision this update makes.
    let revision: Int64

    /// The log of the update that makes `revision`, in `database`'s open transaction.
    init(database: SQLiteDatabase, revision: Int64) throws(StoreError) {
        self.database = database
        self.revision = revision
        insert = try database.prepare("INSERT INTO update_changes(revision, kind, row) VALUES (?1, ?2, ?3)")
    }

    /// Records that `row` was removed or added.
    func record(_ kind: Kind, row: Int64) throws(StoreError) {
        try insert.bind(1, revision)
        try insert.bind(2, kind.rawValue)
        try insert.bind(3, row)
        try insert.run()
    }

    /// Closes the revision and drops the ones past keeping.
    func finish() throws(StoreError) {
        try record(.revisionDone, row: 0)
        try database.execute("DELETE FROM update_changes WHERE revision <= \(revision - StoreChangeLog.keptRevisions)")
    }
}
