import FileReplacement
import Foundation
import Geo
import PlaceStore
import Places

extension PlaceStoreWriter {
    /// Finishes the store: a new one atomically replaces the destination (an updatable new store also gets
    /// `spool`'s kept tables, see ``ImportSpool``); an update commits its transaction.
    package func commit(metadata: StoreMetadata, keeping spool: ImportSpool? = nil) throws(StoreError) {
        guard let database else { throw StoreError(.io, "the import was already finished", path: destinationPath) }
        switch target {
        case .inPlace(let previous, let changeLog, _):
            try commitUpdate(metadata, previous: previous, changeLog: changeLog, database: database)
        case .newFile(let temporaryPath, let indexes):
            try commitNewFile(metadata, temporaryPath: temporaryPath, indexes: indexes, spool: spool, database: database)
        }
        committed = true
    }

    /// Drops what the writer did: a new store's temporary file is removed, an update's transaction rolled back.
    /// The destination is untouched. Does nothing after ``commit(metadata:keeping:)``.
    public func abandon() {
        guard !committed else { return }
        database = nil  // closing the connection rolls an open transaction back
        if let temporaryPath { try? FileManager.default.removeItem(atPath: temporaryPath) }
    }

    /// An update: the new metadata (the box of every place now, the next row id) and one COMMIT.
    private func commitUpdate(_ metadata: StoreMetadata, previous: StoreMetadata, changeLog: StoreChangeLog,
                              database: SQLiteDatabase) throws(StoreError) {
        var metadata = metadata
        relinkedPlaces = try conflateUpdate(changeLog: changeLog, removed: removedPlaceIDs)
        metadata.linksRevision = relinkedPlaces > 0 ? changeLog.revision : previous.linksRevision
        // Places added inside the old box and removed from inside it leave it as it was, widened by the added;
        // only a place removed from its edge makes the whole table count (a scan of every place: what made a
        // six-change update of a 9 M-object store take 0.8 s).
        if let box = previous.boundingBox, !removedFromEdge {
            var widened = box
            if let added = boundingBox { widened.extend(with: added) }
            metadata.boundingBox = widened
        } else {
            let box = try database.prepare("SELECT min(min_lat), min(min_lon), max(max_lat), max(max_lon) FROM places")
            if try box.step(), !box.isNull(0) {
                metadata.boundingBox = BoundingBox(minLatitude: box.double(0), minLongitude: box.double(1),
                                                   maxLatitude: box.double(2), maxLongitude: box.double(3))
            }
        }
        metadata.boundingBox = metadata.boundingBox ?? boundingBox
        try database.execute("DELETE FROM meta")
        try writeMeta(metadata.keyValues + [(Self.nextRowKey, String(nextRowID))], into: database)
        try changeLog.finish()
        try database.execute("COMMIT")
        // Copies the log into the store where no reader still needs the old pages; the rest waits for the next
        // update. It never blocks a reader.
        try? database.execute("PRAGMA wal_checkpoint(PASSIVE)")
        self.database = nil
    }

    /// A new store: its indexes built, the file flushed and moved over the destination.
    private func commitNewFile(_ metadata: StoreMetadata, temporaryPath: String, indexes: BuiltIndexes, spool: ImportSpool?,
                               database: SQLiteDatabase) throws(StoreError) {
        var metadata = metadata
        metadata.boundingBox = metadata.boundingBox ?? boundingBox
        // Conflation, the words and the trigrams run on three other threads (each index merged into one
        // segment there) while this one packs the R*Trees and builds the indexes.
        let conflating = BackgroundConflation(conflationItems)
        conflationItems = []
        try writeMeta(metadata.keyValues, into: database)
        try indexes.words.startBuilding()
        try indexes.trigrams.startBuilding()
        for packed in indexes.places.values.sorted(by: { $0.table < $1.table }) + [indexes.map] {
            try packed.build()
        }
        // Conflation's rows go in before their tables' indexes are made, as the places' do.
        let conflation = conflating.wait()
        try writeConflation(conflation, into: database)
        self.conflation = conflation
        try database.execute(Schema.createIndexes)
        try indexes.words.copy(into: database)
        try indexes.trigrams.copy(into: database)
        try database.execute("COMMIT")
        try indexes.words.detach(from: database)
        try indexes.trigrams.detach(from: database)
        if let spool, mode == .newUpdatableStore { try spool.copyKeptTables(into: database) }
        try database.execute("PRAGMA optimize")
        // A store in write-ahead-log mode from the start: its readers need no file lock or header check per
        // request (``PlaceStore/reading(_:)``), and updates find it ready. Closing the connection empties the
        // log into the file and removes it.
        guard try database.scalarText("PRAGMA journal_mode = WAL") == "wal" else {
            throw StoreError(.io, "cannot turn on the write-ahead log", path: temporaryPath)
        }
        self.database = nil  // closes the connection before the file moves
        do {
            try ReplacementFile.flush(temporaryPath)
        } catch {
            throw StoreError(replacing: error)
        }
        // Between the old log's retirement and the rename: microseconds, not the flush of the whole file.
        do {
            try retireLog(of: destinationPath)
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw error
        }
        do {
            try ReplacementFile.rename(temporaryPath, over: destinationPath)
        } catch {
            throw StoreError(replacing: error)
        }
    }

    private func writeMeta(_ pairs: [(String, String)], into database: SQLiteDatabase) throws(StoreError) {
        let insertMeta = try database.prepare("INSERT INTO meta(key, value) VALUES (?1, ?2)")
        for (key, value) in pairs {
            try insertMeta.bind(1, key)
            try insertMeta.bind(2, value)
            try insertMeta.run()
        }
    }
}
