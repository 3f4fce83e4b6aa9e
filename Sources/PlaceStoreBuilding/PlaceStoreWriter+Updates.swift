import Foundation
import PlaceStore
import Geo
import Places

/// What only an update of a store, in place, does: remove the places and map features the changes replace
/// (each recorded in the store's change log with its box), and find the places around a change. And what an
/// import does to the old store's write-ahead log before its new file replaces it.
extension PlaceStoreWriter {
    /// Removes place `id` with its names, its R*Tree entry and its full-text entries (updatable stores only).
    /// - Returns: whether there was such a place.
    @discardableResult
    package func removePlace(_ id: PlaceID) throws(StoreError) -> Bool {
        let find = try statement("""
            SELECT p.rowid, p.category, t.names, t.address, p.min_lat, p.min_lon, p.max_lat, p.max_lon
            FROM places p LEFT JOIN update_search_text t ON t.place = p.rowid WHERE p.id = ?1
            """)
        defer { find.reset() }
        try find.bind(1, id.description)
        guard try find.step() else { return false }
        let rowID = find.int(0)
        if let box = previousMetadata?.boundingBox, find.double(4) <= box.minLatitude || find.double(5) <= box.minLongitude
            || find.double(6) >= box.maxLatitude || find.double(7) >= box.maxLongitude {
            removedFromEdge = true
        }
        guard let category = find.text(1).flatMap(PlaceCategory.init(rawValue:)), let names = find.text(2) else {
            throw StoreError(.corrupt, "place \(id) has no search text kept; the store cannot be updated", path: destinationPath)
        }
        let address = find.text(3)
        let search = try statement(
            "INSERT INTO place_search(place_search, rowid, names, address) VALUES ('delete', ?1, ?2, ?3)")
        try search.bind(1, rowID)
        try search.bind(2, names)
        try search.bind(3, address)
        try search.run()
        let trigrams = try statement(
            "INSERT INTO place_name_trigrams(place_name_trigrams, rowid, names) VALUES ('delete', ?1, ?2)")
        try trigrams.bind(1, rowID)
        try trigrams.bind(2, SearchText.fold(names))
        try trigrams.run()
        try changeLog?.record(.placeRemoved, row: rowID, box: BoundingBox(
            minLatitude: find.double(4), minLongitude: find.double(5), maxLatitude: find.double(6), maxLongitude: find.double(7)))
        for sql in ["DELETE FROM \(Schema.spatialIndex(category)) WHERE id = ?1", "DELETE FROM place_names WHERE place = ?1",
                    "DELETE FROM update_search_text WHERE place = ?1", "DELETE FROM places WHERE rowid = ?1"] {
            let delete = try statement(sql)
            try delete.bind(1, rowID)
            try delete.run()
        }
        removedPlaceIDs.append(id)
        return true
    }

    /// Removes the map features that OSM object `source` made (updatable stores only).
    package func removeMapFeatures(of source: OSMObject.Key) throws(StoreError) {
        if let changeLog {
            let features = try statement("""
                SELECT s.feature, i.min_lat, i.min_lon, i.max_lat, i.max_lon FROM update_map_sources s
                LEFT JOIN map_index i ON i.id = s.feature WHERE s.source_kind = ?1 AND s.source_id = ?2
                """)
            defer { features.reset() }
            try features.bind(1, Int64(source.kind.letter.asciiValue ?? 0))
            try features.bind(2, source.id)
            while try features.step() {
                let box = features.isNull(1) ? nil : BoundingBox(minLatitude: features.double(1), minLongitude: features.double(2),
                                                                 maxLatitude: features.double(3), maxLongitude: features.double(4))
                try changeLog.record(.mapFeatureRemoved, row: features.int(0), box: box)
            }
        }
        for sql in ["DELETE FROM map_index WHERE id IN (SELECT feature FROM update_map_sources WHERE source_kind = ?1 AND source_id = ?2)",
                    "DELETE FROM map_features WHERE rowid IN (SELECT feature FROM update_map_sources WHERE source_kind = ?1 AND source_id = ?2)",
                    "DELETE FROM update_map_sources WHERE source_kind = ?1 AND source_id = ?2"] {
            let delete = try statement(sql)
            try delete.bind(1, Int64(source.kind.letter.asciiValue ?? 0))
            try delete.bind(2, source.id)
            try delete.run()
        }
    }

    /// The ids and points of the places whose boxes meet `box`, of every category.
    package func places(intersecting box: BoundingBox) throws(StoreError) -> [(id: PlaceID, location: Coordinate)] {
        var found: [(id: PlaceID, location: Coordinate)] = []
        for category in PlaceCategory.allCases {
            let select = try statement("""
                SELECT p.id, p.lat, p.lon FROM \(Schema.spatialIndex(category)) AS i JOIN places p ON p.rowid = i.id
                WHERE i.max_lat >= ?1 AND i.min_lat <= ?2 AND i.max_lon >= ?3 AND i.min_lon <= ?4
                """)
            try select.bind(1, box.minLatitude)
            try select.bind(2, box.maxLatitude)
            try select.bind(3, box.minLongitude)
            try select.bind(4, box.maxLongitude)
            defer { select.reset() }
            while try select.step() {
                if let id = select.text(0).flatMap(PlaceID.init) {
                    found.append((id, Coordinate(latitude: select.double(1), longitude: select.double(2))))
                }
            }
        }
        return found
    }

    /// The ids of every place.
    package func allPlaceIDs() throws(StoreError) -> [PlaceID] {
        let select = try openDatabase().prepare("SELECT id FROM places")
        var ids: [PlaceID] = []
        while try select.step() {
            if let id = select.text(0).flatMap(PlaceID.init) { ids.append(id) }
        }
        return ids
    }

    /// Before a new file replaces the store at `path`: copies the old store's write-ahead log into it and
    /// removes the log and its index. SQLite opens a `-wal` file it finds beside a store as that store's log,
    /// so the old one must not outlive the rename. Readers of the old store lose nothing: they keep the files
    /// open, and the old store is complete without its log. No update can write meanwhile (this writer holds
    /// the store's lock).
    ///
    /// A log with no database beside it (the store deleted while a reader's files stayed) belongs to nothing,
    /// and is removed unread: SQLite would refuse to open the new store with it.
    func retireLog(of path: String) throws(StoreError) {
        let log = path + "-wal", index = path + "-shm"
        if FileManager.default.fileExists(atPath: log), FileManager.default.fileExists(atPath: path) {
            let old = try SQLiteDatabase(path: path, readOnly: false)
            // TRUNCATE waits (busy timeout) for readers in the middle of a request, then empties the log.
            guard try old.scalarInt("PRAGMA wal_checkpoint(TRUNCATE)") == 0 else {
                throw StoreError(.busy, "readers kept the store's write-ahead log busy; try again", path: path)
            }
        }
        for file in [log, index] where unlink(file) != 0 && errno != ENOENT {
            throw StoreError(.io, "cannot remove \(file): \(String(cString: strerror(errno)))", path: path)
        }
    }
}
