import Foundation
import PlaceStore
import Geo
import Places

/// Builds a new store in a temporary file beside the destination and moves
/// it into place only on ``commit(metadata:keeping:)``: a failed or killed
/// import leaves the previous store untouched. Temporary files left by a
/// killed import are removed the next time a writer for the same destination
/// starts. A whole new file is the right tool for an import: it is written
/// without a journal, its indexes are packed in one pass, and readers of the
/// old store are never slowed.
///
/// An updatable store (``init(destinationPath:updatable:)`` with `true`) also
/// keeps the OSM data (``OSMMiddle``), what each OSM object derived (the
/// ``ImportSpool``'s kept tables), which map features each object made, and
/// the text each place has in the full-text indexes (which keep no text of
/// their own, so a place's entries can only be removed with it). An update
/// (``init(updating:)``) changes such a store in place, in one SQLite
/// transaction with a write-ahead log: readers see the old state or the new
/// one, a failed or killed update (or a full disk) leaves the old one, and
/// its cost follows the change, not the store. Row ids are never reused, so
/// a reader's caches by row stay true from one state to the next.
public final class PlaceStoreWriter {
    /// Where the finished store goes (the store itself, for an update).
    public let destinationPath: String
    /// The temporary file being written; nil for an update, which writes the store itself.
    public let temporaryPath: String?
    private var database: SQLiteDatabase?
    private let insertPlace: SQLiteStatement
    private let insertName: SQLiteStatement
    private let insertIndex: [PlaceCategory: SQLiteStatement]
    /// Updates: the word and trigram indexes, row by row.
    private let insertSearch: SQLiteStatement?, insertTrigrams: SQLiteStatement?
    /// New stores: the word and trigram indexes, each built beside the store and copied in at the end.
    private let deferredIndexes: (words: DeferredTextIndex, trigrams: DeferredTextIndex)?
    private let insertMapFeature: SQLiteStatement
    private let insertMapIndex: SQLiteStatement
    /// A new store's R*Trees, packed on commit (an update inserts into them row by row).
    private let packedPlaceIndexes: [PlaceCategory: PackedSpatialIndex]
    private let packedMapIndex: PackedSpatialIndex?
    private var nextMapRowID: Int64 = 1
    private var nextRowID: Int64 = 1
    private var committed = false
    private var boundingBox: BoundingBox?
    /// An update's statements, compiled on first use.
    private var statements: [String: SQLiteStatement] = [:]
    /// The claim on the destination while this writer replaces it.
    private let lock: StoreLock?
    /// Updatable stores: the OSM data, and the statements that keep track of what each place and map feature
    /// came from.
    private let updateState: UpdateState?
    /// What the store said about itself before an update (nil for a new store).
    public let previousMetadata: StoreMetadata?
    /// An update's record of the rows it removed and added (nil for a new store).
    var changeLog: StoreChangeLog?
    /// Whether an update removed a place on the edge of the store's box, which may then shrink.
    var removedFromEdge = false

    /// The statements only an updatable store runs.
    private struct UpdateState {
        let middle: OSMMiddle
        let insertMapSource: SQLiteStatement
        let insertSearchText: SQLiteStatement
    }

    /// The tables only an updatable store has, beside the ``OSMMiddle``'s and the spool's.
    private static let updateTables = """
    CREATE TABLE update_map_sources(source_kind INTEGER NOT NULL, source_id INTEGER NOT NULL, feature INTEGER NOT NULL,
        PRIMARY KEY(source_kind, source_id, feature)) WITHOUT ROWID;
    CREATE TABLE update_search_text(place INTEGER PRIMARY KEY, names TEXT NOT NULL, address TEXT);
    """

    /// Starts a new store for `destinationPath`; an `updatable` one keeps what `update` needs.
    /// - Throws: ``StoreError`` when the folder is missing or not writable, `.busy` when another import or
    ///   update of the destination is running.
    public convenience init(destinationPath: String, updatable: Bool = false) throws(StoreError) {
        try self.init(destinationPath: destinationPath, updating: false, updatable: updatable)
    }

    /// Starts an update of the updatable store at `destinationPath`, in place: one transaction, committed by
    /// ``commit(metadata:keeping:)``.
    /// - Throws: ``StoreError`` `.missing`, `.notAStore` or `.unsupportedSchema` for a file that is no store
    ///   of this version, `.notUpdatable` for a store imported without `--updatable`, `.busy` when another
    ///   import or update is running.
    public convenience init(updating destinationPath: String) throws(StoreError) {
        try self.init(destinationPath: destinationPath, updating: true, updatable: true)
    }

    private init(destinationPath: String, updating: Bool, updatable: Bool) throws(StoreError) {
        let destination = URL(fileURLWithPath: destinationPath)
        let folder = destination.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw StoreError(.io, "folder \(folder) does not exist", path: destinationPath)
        }
        lock = try StoreLock(path: destinationPath)
        if updating && lock == nil {
            throw StoreError(.missing, "no place store here; create one with `current-place import FILE.osm.pbf --updatable --db \(destinationPath)`",
                             path: destinationPath)
        }
        self.destinationPath = destinationPath
        let database: SQLiteDatabase
        if updating {
            temporaryPath = nil
            let previous = try PlaceStore(path: destinationPath).metadata
            guard previous.updatable else { throw Self.notUpdatable(destinationPath) }
            previousMetadata = previous
            guard FileManager.default.isWritableFile(atPath: destinationPath) else {
                throw StoreError(.io, "the store is not writable by this user (permissions): an update changes it in place; "
                                 + "run the update as the store's owner", path: destinationPath)
            }
            database = try SQLiteDatabase(path: destinationPath, readOnly: false)
            guard try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'update_map_sources'") == 1 else {
                throw Self.notUpdatable(destinationPath)
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
            try database.execute(StoreChangeLog.createTable)
            if try database.scalarInt("SELECT count(*) FROM pragma_table_info('update_changes') WHERE name = 'min_lat'") == 0 {
                try database.execute("""
                    ALTER TABLE update_changes ADD COLUMN min_lat REAL; ALTER TABLE update_changes ADD COLUMN min_lon REAL;
                    ALTER TABLE update_changes ADD COLUMN max_lat REAL; ALTER TABLE update_changes ADD COLUMN max_lon REAL;
                    """)
            }
        } else {
            ReplacementFile.removeStale(for: destinationPath)
            let temporaryPath = ReplacementFile.temporaryPath(for: destinationPath)
            self.temporaryPath = temporaryPath
            previousMetadata = nil
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
            if updatable { try database.execute(OSMMiddle.createTables + Self.updateTables) }
            try database.execute("BEGIN")
        }
        self.database = database
        if updatable {
            updateState = UpdateState(
                middle: try OSMMiddle(database: database),
                insertMapSource: try database.prepare(
                    "INSERT OR IGNORE INTO update_map_sources(source_kind, source_id, feature) VALUES (?1, ?2, ?3)"),
                insertSearchText: try database.prepare(
                    "INSERT OR REPLACE INTO update_search_text(place, names, address) VALUES (?1, ?2, ?3)"))
        } else {
            updateState = nil
        }
        if updating, let previous = previousMetadata {
            changeLog = try StoreChangeLog(database: database, revision: previous.revision + 1)
            // Past every row id the store ever gave: a removed place's id is not given again.
            let given = try database.scalarText("SELECT value FROM meta WHERE key = '\(Self.nextRowKey)'").flatMap { Int64($0) } ?? 0
            nextRowID = max(given, 1 + (try database.scalarInt("SELECT max(rowid) FROM places") ?? 0))
            nextMapRowID = 1 + (try database.scalarInt("SELECT max(rowid) FROM map_features") ?? 0)
        }
        insertPlace = try database.prepare("""
            INSERT INTO places(rowid, id, category, name, primary_type, types, tags, lat, lon,
                min_lat, min_lon, max_lat, max_lon, area_m2, footprint,
                housenumber, street, postcode, suburb, city, state, country_code, formatted_address,
                phone, website, opening_hours, wheelchair, brand, wikidata, plus_code)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20,
                ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30)
            """)
        insertName = try database.prepare("INSERT OR REPLACE INTO place_names(place, language, name) VALUES (?1, ?2, ?3)")
        var insertIndex: [PlaceCategory: SQLiteStatement] = [:]
        for category in PlaceCategory.allCases {
            insertIndex[category] = try database.prepare(
                "INSERT INTO \(Schema.spatialIndex(category))(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
        }
        self.insertIndex = insertIndex
        if updating {
            insertSearch = try database.prepare("INSERT INTO place_search(rowid, names, address) VALUES (?1, ?2, ?3)")
            insertTrigrams = try database.prepare("INSERT INTO place_name_trigrams(rowid, names) VALUES (?1, ?2)")
            deferredIndexes = nil
        } else {
            // The store's connection does not touch the full-text tables before their indexes are copied in.
            (insertSearch, insertTrigrams) = (nil, nil)
            deferredIndexes = (try DeferredTextIndex(.words, beside: destinationPath),
                               try DeferredTextIndex(.trigrams, beside: destinationPath))
        }
        insertMapFeature = try database.prepare("""
            INSERT INTO map_features(rowid, layer, kind, name, flags, level, is_area, geometry)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
            """)
        insertMapIndex = try database.prepare(
            "INSERT INTO map_index(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
        if updating {
            packedPlaceIndexes = [:]
            packedMapIndex = nil
        } else {
            var packed: [PlaceCategory: PackedSpatialIndex] = [:]
            for category in PlaceCategory.allCases {
                packed[category] = PackedSpatialIndex(table: Schema.spatialIndex(category), database: database)
            }
            packedPlaceIndexes = packed
            packedMapIndex = PackedSpatialIndex(table: "map_index", database: database)
        }
    }

    deinit {
        if !committed { abandon() }
    }

    /// The `meta` key that keeps the next place row id of an updated store.
    static let nextRowKey = "next_place_rowid"

    /// The error for a store at `path` that keeps no OSM data to update.
    package static func notUpdatable(_ path: String) -> StoreError {
        StoreError(.notUpdatable, "this store was imported without --updatable; import it again with --updatable to update it",
                   path: path)
    }

    /// The OSM data of an updatable store, else nil.
    package var middle: OSMMiddle? { updateState?.middle }

    /// The statement for `sql`, compiled once per writer.
    func statement(_ sql: String) throws(StoreError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try openDatabase().prepare(sql)
        statements[sql] = statement
        return statement
    }

    /// The connection, for the spool kept in an updatable store.
    func openDatabase() throws(StoreError) -> SQLiteDatabase {
        guard let database else { throw StoreError(.io, "the import was already finished", path: destinationPath) }
        return database
    }

    /// Adds one place. Ids must be unique.
    public func insert(_ place: Place) throws(StoreError) {
        try insert(PlaceRecord(place))
    }

    /// Adds one place whose text was encoded beforehand. Ids must be unique.
    public func insert(_ record: PlaceRecord) throws(StoreError) {
        let place = record.place
        let rowID = nextRowID
        nextRowID += 1
        let box = place.boundingBox
        boundingBox == nil ? (boundingBox = box) : boundingBox?.extend(with: box)
        let s = insertPlace
        try s.bind(1, rowID)
        try s.bind(2, place.id.description)
        try s.bind(3, place.category.rawValue)
        try s.bind(4, place.name)
        try s.bind(5, place.primaryType)
        try s.bind(6, record.typesText)
        try s.bind(7, record.tagsJSON)
        try s.bind(8, place.location.latitude)
        try s.bind(9, place.location.longitude)
        try s.bind(10, box.minLatitude)
        try s.bind(11, box.minLongitude)
        try s.bind(12, box.maxLatitude)
        try s.bind(13, box.maxLongitude)
        try s.bind(14, place.areaSquareMeters)
        try s.bind(15, record.footprintBlob)
        let a = place.address
        try s.bind(16, a.houseNumber)
        try s.bind(17, a.street)
        try s.bind(18, a.postcode)
        try s.bind(19, a.suburb)
        try s.bind(20, a.city)
        try s.bind(21, a.state)
        try s.bind(22, a.countryCode)
        try s.bind(23, place.formattedAddress)
        try s.bind(24, place.phone)
        try s.bind(25, place.website)
        try s.bind(26, place.openingHours)
        try s.bind(27, place.wheelchair)
        try s.bind(28, place.brand)
        try s.bind(29, place.wikidata)
        try s.bind(30, place.plusCode)
        try s.run()

        for (language, name) in place.localizedNames.sorted(by: { $0.key < $1.key }) {
            try insertName.bind(1, rowID)
            try insertName.bind(2, language)
            try insertName.bind(3, name)
            try insertName.run()
        }
        if let packed = packedPlaceIndexes[place.category] {
            try packed.add(id: rowID, box: box)
        } else if let index = insertIndex[place.category] {
            try index.bind(1, rowID)
            try index.bind(box: box, from: 2)
            try index.run()
        }

        if let deferredIndexes {
            try deferredIndexes.words.add(rowID: rowID, record.searchableNames, place.formattedAddress)
            try deferredIndexes.trigrams.add(rowID: rowID, record.foldedNames)
        } else if let insertSearch, let insertTrigrams {
            try insertSearch.bind(1, rowID)
            try insertSearch.bind(2, record.searchableNames)
            try insertSearch.bind(3, place.formattedAddress)
            try insertSearch.run()
            try insertTrigrams.bind(1, rowID)
            try insertTrigrams.bind(2, record.foldedNames)
            try insertTrigrams.run()
        }

        try changeLog?.record(.placeAdded, row: rowID, box: box)
        if let state = updateState {
            try state.insertSearchText.bind(1, rowID)
            try state.insertSearchText.bind(2, record.searchableNames)
            try state.insertSearchText.bind(3, place.formattedAddress)
            try state.insertSearchText.run()
        }
    }

    /// Adds one map feature (road, land use, water, building, railway).
    public func insert(_ feature: MapFeature) throws(StoreError) {
        try insert(feature, source: nil)
    }

    /// Adds one map feature that OSM object `source` made (an updatable store remembers which).
    package func insert(_ feature: MapFeature, source: OSMObject.Key?) throws(StoreError) {
        guard let box = feature.boundingBox else { return }
        let rowID = nextMapRowID
        nextMapRowID += 1
        let s = insertMapFeature
        try s.bind(1, rowID)
        try s.bind(2, feature.layer.rawValue)
        try s.bind(3, feature.kind)
        try s.bind(4, feature.name)
        try s.bind(5, Int64(feature.flags.rawValue))
        try s.bind(6, Int64(feature.level))
        switch feature.geometry {
        case .line(let points):
            try s.bind(7, Int64(0))
            try s.bind(8, FootprintCodec.encode(line: points))
        case .area(let footprint):
            try s.bind(7, Int64(1))
            try s.bind(8, FootprintCodec.encode(footprint))
        }
        try s.run()
        if let packedMapIndex {
            try packedMapIndex.add(id: rowID, box: box)
        } else {
            try insertMapIndex.bind(1, rowID)
            try insertMapIndex.bind(box: box, from: 2)
            try insertMapIndex.run()
        }
        try changeLog?.record(.mapFeatureAdded, row: rowID, box: box)
        if let state = updateState, let source {
            try state.insertMapSource.bind(1, Int64(source.kind.letter.asciiValue ?? 0))
            try state.insertMapSource.bind(2, source.id)
            try state.insertMapSource.bind(3, rowID)
            try state.insertMapSource.run()
        }
    }

    /// Finishes the store: a new one atomically replaces the destination (an updatable new store also gets
    /// `spool`'s kept tables, see ``ImportSpool``); an update commits its transaction.
    package func commit(metadata: StoreMetadata, keeping spool: ImportSpool? = nil) throws(StoreError) {
        guard let database else { throw StoreError(.io, "the import was already finished", path: destinationPath) }
        var metadata = metadata
        if let previous = previousMetadata {
            // An update: the box of every place now. Places added inside it and removed from inside it leave it
            // as it was, widened by the added; only a place removed from its edge makes the whole table count
            // (a scan of every place: what made a six-change update of a 9 M-object store take 0.8 s).
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
            try database.execute("DELETE FROM meta")
        }
        metadata.boundingBox = metadata.boundingBox ?? boundingBox
        let insertMeta = try database.prepare("INSERT INTO meta(key, value) VALUES (?1, ?2)")
        for (key, value) in metadata.keyValues + (previousMetadata != nil ? [(Self.nextRowKey, String(nextRowID))] : []) {
            try insertMeta.bind(1, key)
            try insertMeta.bind(2, value)
            try insertMeta.run()
        }
        guard let temporaryPath else {
            try changeLog?.finish()
            try database.execute("COMMIT")
            // Copies the log into the store where no reader still needs the old pages; the rest waits for the
            // next update. It never blocks a reader.
            try? database.execute("PRAGMA wal_checkpoint(PASSIVE)")
            self.database = nil
            committed = true
            return
        }
        // The words and the trigrams are indexed on two other threads (each merged into one segment there) while
        // this one packs the R*Trees and builds the indexes.
        try deferredIndexes?.words.startBuilding()
        try deferredIndexes?.trigrams.startBuilding()
        for packed in packedPlaceIndexes.values.sorted(by: { $0.table < $1.table }) + [packedMapIndex].compactMap({ $0 }) {
            try packed.build()
        }
        try database.execute(Schema.createIndexes)
        try deferredIndexes?.words.copy(into: database)
        try deferredIndexes?.trigrams.copy(into: database)
        try database.execute("COMMIT")
        try deferredIndexes?.words.detach(from: database)
        try deferredIndexes?.trigrams.detach(from: database)
        if let spool, updateState != nil { try spool.copyKeptTables(into: database) }
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
        committed = true
    }

    /// Drops what the writer did: a new store's temporary file is removed, an update's transaction rolled back.
    /// The destination is untouched. Does nothing after ``commit(metadata:keeping:)``.
    public func abandon() {
        guard !committed else { return }
        database = nil  // closing the connection rolls an open transaction back
        if let temporaryPath { try? FileManager.default.removeItem(atPath: temporaryPath) }
    }
}
