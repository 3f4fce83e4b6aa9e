import Foundation
import Geo
import Places

/// Builds a new store in a temporary file beside the destination and moves
/// it into place only on ``commit(metadata:)``: a failed or killed import
/// leaves the previous store untouched. Temporary files left by a killed
/// import are removed the next time a writer for the same destination starts.
public final class PlaceStoreWriter {
    /// Where the finished store goes.
    public let destinationPath: String
    /// The temporary file being written.
    public let temporaryPath: String
    private var database: SQLiteDatabase?
    private let insertPlace: SQLiteStatement
    private let insertName: SQLiteStatement
    private let insertIndex: [PlaceCategory: SQLiteStatement]
    private let insertSearch: SQLiteStatement
    private let insertTrigrams: SQLiteStatement
    private let insertMapFeature: SQLiteStatement
    private let insertMapIndex: SQLiteStatement
    private var nextMapRowID: Int64 = 1
    private var nextRowID: Int64 = 1
    private var committed = false
    private var boundingBox: BoundingBox?

    /// Starts a new store for `destinationPath`.
    /// - Throws: ``StoreError`` when the folder is missing or not writable.
    public init(destinationPath: String) throws(StoreError) {
        let destination = URL(fileURLWithPath: destinationPath)
        let folder = destination.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw StoreError(.io, "folder \(folder) does not exist", path: destinationPath)
        }
        ReplacementFile.removeStale(for: destinationPath)
        self.destinationPath = destinationPath
        self.temporaryPath = ReplacementFile.temporaryPath(for: destinationPath)
        let database = try SQLiteDatabase(path: temporaryPath, readOnly: false, create: true)
        self.database = database
        // The temporary file is private until the rename, so it needs no journal.
        try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 8192; PRAGMA cache_size = -32768;")
        try database.execute(Schema.create)
        try database.execute("BEGIN")
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
        insertSearch = try database.prepare("INSERT INTO place_search(rowid, names, address) VALUES (?1, ?2, ?3)")
        insertTrigrams = try database.prepare("INSERT INTO place_name_trigrams(rowid, names) VALUES (?1, ?2)")
        insertMapFeature = try database.prepare("""
            INSERT INTO map_features(rowid, layer, kind, name, flags, level, is_area, geometry)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
            """)
        insertMapIndex = try database.prepare(
            "INSERT INTO map_index(id, min_lat, max_lat, min_lon, max_lon) VALUES (?1, ?2, ?3, ?4, ?5)")
    }

    deinit {
        if !committed { abandon() }
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
        for (index, value) in [a.houseNumber, a.street, a.postcode, a.suburb, a.city, a.state, a.countryCode,
                               place.formattedAddress, place.phone, place.website, place.openingHours,
                               place.wheelchair, place.brand, place.wikidata, place.plusCode].enumerated() {
            try s.bind(Int32(16 + index), value)
        }
        try s.run()

        for (language, name) in place.localizedNames.sorted(by: { $0.key < $1.key }) {
            try insertName.bind(1, rowID)
            try insertName.bind(2, language)
            try insertName.bind(3, name)
            try insertName.run()
        }
        if let index = insertIndex[place.category] {
            try index.bind(1, rowID)
            try index.bind(box: box, from: 2)
            try index.run()
        }

        try insertSearch.bind(1, rowID)
        try insertSearch.bind(2, record.searchableNames)
        try insertSearch.bind(3, place.formattedAddress)
        try insertSearch.run()

        try insertTrigrams.bind(1, rowID)
        try insertTrigrams.bind(2, SearchText.fold(record.searchableNames))
        try insertTrigrams.run()
    }

    /// Adds one map feature (road, land use, water, building, railway).
    public func insert(_ feature: MapFeature) throws(StoreError) {
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
            try s.bind(8, FootprintCodec.encode(Footprint(polygons: [Polygon(outer: points)])))
        case .area(let footprint):
            try s.bind(7, Int64(1))
            try s.bind(8, FootprintCodec.encode(footprint))
        }
        try s.run()
        try insertMapIndex.bind(1, rowID)
        try insertMapIndex.bind(box: box, from: 2)
        try insertMapIndex.run()
    }

    /// Finishes the store and atomically replaces the destination with it.
    public func commit(metadata: StoreMetadata) throws(StoreError) {
        guard let database else { throw StoreError(.io, "the import was already finished", path: destinationPath) }
        var metadata = metadata
        metadata.boundingBox = metadata.boundingBox ?? boundingBox
        let insertMeta = try database.prepare("INSERT INTO meta(key, value) VALUES (?1, ?2)")
        for (key, value) in metadata.keyValues {
            try insertMeta.bind(1, key)
            try insertMeta.bind(2, value)
            try insertMeta.run()
        }
        try database.execute(Schema.createIndexes)
        try database.execute("INSERT INTO place_search(place_search) VALUES ('optimize')")
        try database.execute("INSERT INTO place_name_trigrams(place_name_trigrams) VALUES ('optimize')")
        try database.execute("COMMIT")
        try database.execute("PRAGMA optimize")
        self.database = nil  // closes the connection before the file moves
        do {
            try ReplacementFile.moveIntoPlace(temporaryPath, destination: destinationPath)
        } catch {
            throw StoreError(replacing: error)
        }
        committed = true
    }

    /// Drops the temporary file; the destination is untouched. Does nothing after ``commit(metadata:)``.
    public func abandon() {
        guard !committed else { return }
        database = nil
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }
}
