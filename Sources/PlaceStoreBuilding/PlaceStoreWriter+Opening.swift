import FileReplacement
import Foundation
import PlaceStore
import Places

extension PlaceStoreWriter {
    /// A new store's file beside `destinationPath` (stale ones of killed imports removed first), with the
    /// schema, and an updatable store's extra tables when `updatable`; its transaction begun.
    static func createNew(for destinationPath: String, updatable: Bool) throws(StoreError) -> (SQLiteDatabase, String) {
        ReplacementFile.removeStale(for: destinationPath)
        let temporaryPath = ReplacementFile.temporaryPath(for: destinationPath)
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: temporaryPath, readOnly: false, create: true)
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw error
        }
        // The temporary file is private until the rename, so it needs no journal.
        try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -32768;")
        try database.execute("PRAGMA page_size = 8192;")
        try database.execute(Schema.create)
        if updatable { try database.execute(OSMMiddle.createTables + updateTables) }
        try database.execute("BEGIN")
        return (database, temporaryPath)
    }

    /// The updatable store at `destinationPath`, opened for writing in write-ahead-log mode, its write lock
    /// taken (`BEGIN IMMEDIATE`) and its change log ready; and what it said about itself.
    static func openForUpdate(_ destinationPath: String) throws(StoreError) -> (SQLiteDatabase, StoreMetadata) {
        let previous = try PlaceStore(path: destinationPath).metadata
        guard previous.updatable else { throw notUpdatable(destinationPath) }
        guard FileManager.default.isWritableFile(atPath: destinationPath) else {
            throw StoreError(.io, "the store is not writable by this user (permissions): an update changes it in place; "
                             + "run the update as the store's owner", path: destinationPath)
        }
        let database = try SQLiteDatabase(path: destinationPath, readOnly: false)
        guard try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'update_map_sources'") == 1 else {
            throw notUpdatable(destinationPath)
        }
        let layout = try OSMMiddle.layout(of: database)
        guard layout != .unknown else {
            throw StoreError(.unsupportedSchema, "this store keeps its OSM data in a layout this version does not know; "
                             + "import it again with --updatable to update it", path: destinationPath)
        }
        // The write-ahead log lets readers keep their snapshot while the update writes, and a killed update's
        // pages are never read. Turning it on (once per store) waits for readers of the old journal mode.
        guard try database.scalarText("PRAGMA journal_mode = WAL") == "wal" else {
            throw StoreError(.io, "cannot turn on the write-ahead log the update needs", path: destinationPath)
        }
        // NORMAL: a commit is durable once the log is synced at checkpoints; a crash loses at most the last
        // update, never the store's consistency (https://sqlite.org/pragma.html#pragma_synchronous).
        try database.execute("PRAGMA synchronous = NORMAL; PRAGMA cache_size = -32768; PRAGMA wal_autocheckpoint = 0;")
        // IMMEDIATE: the write lock now, before any work, so that a second writer fails at once.
        try database.execute("BEGIN IMMEDIATE")
        // A store from before the middle was kept in blocks: rewritten once, in this update's transaction.
        if layout == .rowPerObject { try OSMMiddle.migrate(database) }
        try database.execute(StoreChangeLog.createTable)
        if try database.scalarInt("SELECT count(*) FROM pragma_table_info('update_changes') WHERE name = 'min_lat'") == 0 {
            try database.execute("""
                ALTER TABLE update_changes ADD COLUMN min_lat REAL; ALTER TABLE update_changes ADD COLUMN min_lon REAL;
                ALTER TABLE update_changes ADD COLUMN max_lat REAL; ALTER TABLE update_changes ADD COLUMN max_lon REAL;
                """)
        }
        return (database, previous)
    }
}
