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
/// An updatable store (``Mode/newUpdatableStore``) also
/// keeps the OSM data (``OSMMiddle``), what each OSM object derived (the
/// ``ImportSpool``'s kept tables), which map features each object made, and
/// the text each place has in the full-text indexes (which keep no text of
/// their own, so a place's entries can only be removed with it). An update
/// (``Mode/update``, ``init(updating:)``) changes such a store in place, in one SQLite
/// transaction with a write-ahead log: readers see the old state or the new
/// one, a failed or killed update (or a full disk) leaves the old one, and
/// its cost follows the change, not the store. Row ids are never reused, so
/// a reader's caches by row stay true from one state to the next.
public final class PlaceStoreWriter {
    /// What a writer does, chosen once by its initializer.
    public enum Mode: Sendable, Equatable {
        /// A new store, written beside the destination and moved over it on commit.
        case newStore
        /// A new store that also keeps what `update` needs (the OSM data, what each object made).
        case newUpdatableStore
        /// An update of an updatable store, in place, in one transaction.
        case update
    }

    /// Where the writes go, and what only that mode has.
    enum Target {
        /// A new store's temporary file, and the indexes built at the end rather than row by row.
        case newFile(temporaryPath: String, indexes: BuiltIndexes)
        /// The store itself: what it said before, the record of the rows changed, the indexes written row by row.
        case inPlace(previous: StoreMetadata, changeLog: StoreChangeLog, indexes: RowIndexes)
    }

    /// A new store's indexes: R*Trees packed on commit, word and trigram indexes built beside the store and
    /// copied in.
    struct BuiltIndexes {
        let places: [PlaceCategory: PackedSpatialIndex]
        let map: PackedSpatialIndex
        let words: DeferredTextIndex
        let trigrams: DeferredTextIndex
    }

    /// An update's indexes: every row inserted where it belongs.
    struct RowIndexes {
        let places: [PlaceCategory: SQLiteStatement]
        let map: SQLiteStatement
        let words: SQLiteStatement
        let trigrams: SQLiteStatement
    }

    /// The statements only an updatable store runs.
    struct UpdatableState {
        let middle: OSMMiddle
        let insertMapSource: SQLiteStatement
        let insertSearchText: SQLiteStatement
    }

    /// What this writer does.
    public let mode: Mode
    /// Where the finished store goes (the store itself, for an update).
    public let destinationPath: String
    let target: Target
    var database: SQLiteDatabase?
    private let insertPlace: SQLiteStatement
    private let insertName: SQLiteStatement
    private let insertMapFeature: SQLiteStatement
    /// Updatable stores (new or updated): the OSM data, and what each place and map feature came from.
    let updatable: UpdatableState?
    private var nextMapRowID: Int64 = 1
    private(set) var nextRowID: Int64 = 1
    var committed = false
    private(set) var boundingBox: BoundingBox?
    /// An update's statements, compiled on first use.
    private var statements: [String: SQLiteStatement] = [:]
    /// The claim on the destination while this writer replaces or changes it.
    private let lock: StoreLock?
    /// Whether an update removed a place on the edge of the store's box, which may then shrink.
    var removedFromEdge = false
    /// The places an update removed (some may be added again), whose conflation answers go with them.
    var removedPlaceIDs: [PlaceID] = []
    /// What conflation decided when this writer committed; nil before.
    package internal(set) var conflation: ConflationResult?
    /// A new store's points of interest as conflation sees them, in row order, gathered as they are written
    /// (reading them back took more than half of conflation's time in an import).
    var conflationItems: [ConflationItem] = []
    /// How many places this writer's update changed the conflation answers of.
    package internal(set) var relinkedPlaces = 0

    /// The temporary file being written; nil for an update, which writes the store itself.
    public var temporaryPath: String? {
        guard case .newFile(let path, _) = target else { return nil }
        return path
    }

    /// What the store said about itself before an update; nil for a new store.
    public var previousMetadata: StoreMetadata? {
        guard case .inPlace(let previous, _, _) = target else { return nil }
        return previous
    }

    /// An update's record of the rows it removed and added; nil for a new store.
    var changeLog: StoreChangeLog? {
        guard case .inPlace(_, let log, _) = target else { return nil }
        return log
    }

    /// The tables only an updatable store has, beside the ``OSMMiddle``'s and the spool's.
    static let updateTables = """
    CREATE TABLE update_map_sources(source_kind INTEGER NOT NULL, source_id INTEGER NOT NULL, feature INTEGER NOT NULL,
        PRIMARY KEY(source_kind, source_id, feature)) WITHOUT ROWID;
    CREATE TABLE update_search_text(place INTEGER PRIMARY KEY, names TEXT NOT NULL, address TEXT);
    """

    /// Starts a new store for `destinationPath`; an `updatable` one keeps what `update` needs.
    /// - Throws: ``StoreError`` when the folder is missing or not writable, `.busy` when another import or
    ///   update of the destination is running.
    public convenience init(destinationPath: String, updatable: Bool = false) throws(StoreError) {
        try self.init(destinationPath: destinationPath, mode: updatable ? .newUpdatableStore : .newStore)
    }

    /// Starts an update of the updatable store at `destinationPath`, in place: one transaction, committed by
    /// ``commit(metadata:keeping:)``.
    /// - Throws: ``StoreError`` `.missing`, `.notAStore` or `.unsupportedSchema` for a file that is no store
    ///   of this version, `.notUpdatable` for a store imported without `--updatable`, `.busy` when another
    ///   import or update is running.
    public convenience init(updating destinationPath: String) throws(StoreError) {
        try self.init(destinationPath: destinationPath, mode: .update)
    }

    private init(destinationPath: String, mode: Mode) throws(StoreError) {
        let folder = URL(fileURLWithPath: destinationPath).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw StoreError(.io, "folder \(folder) does not exist", path: destinationPath)
        }
        lock = try StoreLock(path: destinationPath)
        self.mode = mode
        self.destinationPath = destinationPath
        let database: SQLiteDatabase
        var opened: (path: String?, previous: StoreMetadata?)
        switch mode {
        case .update:
            guard lock != nil else {
                throw StoreError(.missing, "no place store here; create one with `current-place import FILE.osm.pbf --updatable --db \(destinationPath)`",
                                 path: destinationPath)
            }
            let previous: StoreMetadata
            (database, previous) = try Self.openForUpdate(destinationPath)
            opened = (nil, previous)
        case .newStore, .newUpdatableStore:
            let temporaryPath: String
            (database, temporaryPath) = try Self.createNew(for: destinationPath, updatable: mode == .newUpdatableStore)
            opened = (temporaryPath, nil)
        }
        self.database = database
        if mode == .newStore {
            updatable = nil
        } else {
            updatable = UpdatableState(
                middle: try OSMMiddle(database: database),
                insertMapSource: try database.prepare(
                    "INSERT OR IGNORE INTO update_map_sources(source_kind, source_id, feature) VALUES (?1, ?2, ?3)"),
                insertSearchText: try database.prepare(
                    "INSERT OR REPLACE INTO update_search_text(place, names, address) VALUES (?1, ?2, ?3)"))
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
        insertMapFeature = try database.prepare("""
            INSERT INTO map_features(rowid, layer, kind, name, flags, level, is_area, geometry)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
            """)
        if let previous = opened.previous {
            var places: [PlaceCategory: SQLiteStatement] = [:]
            for category in PlaceCategory.allCases {
                places[category] = try database.prepare(
                    "INSERT INTO \(Schema.spatialIndex(category))(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
            }
            let indexes = RowIndexes(
                places: places,
                map: try database.prepare("INSERT INTO map_index(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)"),
                words: try database.prepare("INSERT INTO place_search(rowid, names, address) VALUES (?1, ?2, ?3)"),
                trigrams: try database.prepare("INSERT INTO place_name_trigrams(rowid, names) VALUES (?1, ?2)"))
            target = .inPlace(previous: previous, changeLog: try StoreChangeLog(database: database, revision: previous.revision + 1),
                              indexes: indexes)
            // Past every row id the store ever gave: a removed place's id is not given again.
            let given = try database.scalarText("SELECT value FROM meta WHERE key = '\(Self.nextRowKey)'").flatMap { Int64($0) } ?? 0
            nextRowID = max(given, 1 + (try database.scalarInt("SELECT max(rowid) FROM places") ?? 0))
            nextMapRowID = 1 + (try database.scalarInt("SELECT max(rowid) FROM map_features") ?? 0)
        } else {
            var places: [PlaceCategory: PackedSpatialIndex] = [:]
            for category in PlaceCategory.allCases {
                places[category] = PackedSpatialIndex(table: Schema.spatialIndex(category), database: database)
            }
            // The store's connection does not touch the full-text tables before their indexes are copied in.
            let indexes = BuiltIndexes(places: places, map: PackedSpatialIndex(table: "map_index", database: database),
                                       words: try DeferredTextIndex(.words, beside: destinationPath),
                                       trigrams: try DeferredTextIndex(.trigrams, beside: destinationPath))
            target = .newFile(temporaryPath: opened.path ?? destinationPath, indexes: indexes)
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
    package var middle: OSMMiddle? { updatable?.middle }

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
        switch target {
        case .newFile(_, let indexes):
            try indexes.places[place.category]?.add(id: rowID, box: box)
            try indexes.words.add(rowID: rowID, record.searchableNames, place.formattedAddress)
            try indexes.trigrams.add(rowID: rowID, record.foldedNames)
            if let item = record.conflationItem { conflationItems.append(item) }
        case .inPlace(_, let changeLog, let indexes):
            if let index = indexes.places[place.category] {
                try index.bind(1, rowID)
                try index.bind(box: box, from: 2)
                try index.run()
            }
            try indexes.words.bind(1, rowID)
            try indexes.words.bind(2, record.searchableNames)
            try indexes.words.bind(3, place.formattedAddress)
            try indexes.words.run()
            try indexes.trigrams.bind(1, rowID)
            try indexes.trigrams.bind(2, record.foldedNames)
            try indexes.trigrams.run()
            try changeLog.record(.placeAdded, row: rowID, box: box)
        }
        if let state = updatable {
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
        switch target {
        case .newFile(_, let indexes):
            try indexes.map.add(id: rowID, box: box)
        case .inPlace(_, let changeLog, let indexes):
            try indexes.map.bind(1, rowID)
            try indexes.map.bind(box: box, from: 2)
            try indexes.map.run()
            try changeLog.record(.mapFeatureAdded, row: rowID, box: box)
        }
        if let state = updatable, let source {
            try state.insertMapSource.bind(1, Int64(source.kind.letter.asciiValue ?? 0))
            try state.insertMapSource.bind(2, source.id)
            try state.insertMapSource.bind(3, rowID)
            try state.insertMapSource.run()
        }
    }
}
