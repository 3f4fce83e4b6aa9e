import Foundation
import Geo
import Synchronization

/// An MBTiles file kept as a disk cache of rendered tiles: looked up before a
/// tile is drawn, filled after. It can be pre-filled by `current-place tiles`.
///
/// The file remembers the store it was drawn from (`current_place_store` in
/// its metadata, see ``PlacesService``'s store version) and the scale of its
/// tiles: opened for another store, its tiles are dropped; tiles of another
/// scale are neither read nor kept.
public final class MBTilesCache: Sendable {
    /// The file.
    public let path: String
    /// The scale of the tiles the file holds (1: 256 px, 2: 512 px).
    public let scale: Double
    /// The store's state whose tiles this instance keeps.
    public let storeVersion: String
    private let connection: Mutex<Connection>

    /// One connection and its statements, used under the mutex only.
    private final class Connection {
        let database: SQLiteDatabase
        let select: SQLiteStatement
        let insert: SQLiteStatement

        init(_ database: SQLiteDatabase) throws(StoreError) {
            self.database = database
            select = try database.prepare("SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3")
            // Only while the file is still this state's: a request of an older state that ends after an update took
            // the file over does not put its tile back.
            insert = try database.prepare("""
                INSERT OR REPLACE INTO tiles (zoom_level, tile_column, tile_row, tile_data) SELECT ?1, ?2, ?3, ?4
                WHERE EXISTS (SELECT 1 FROM metadata WHERE name = 'current_place_store' AND value = ?5)
                """)
        }
    }

    /// Opens the file at `path`, creating it when missing, for tiles drawn
    /// from the store of version `storeVersion` at `scale`. With `carryOver`, a file drawn from the store's
    /// state `carryOver.version` keeps its tiles but those that meet one of `carryOver.changed` (what the updates
    /// since removed or added), and is the new state's from then on.
    /// - Throws: ``StoreError`` when the file cannot be opened or is not an MBTiles file.
    public init(path: String, storeVersion: String, scale: Double = 1,
                carryOver: (version: String, changed: [BoundingBox])? = nil) throws(StoreError) {
        self.path = path
        let database = try SQLiteDatabase(path: path, readOnly: false, create: true)
        // Never write into a file that is something else (a place store given by mistake, say).
        let tables = try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        let mbtilesTables = try database.scalarInt(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('metadata', 'tiles')") ?? 0
        let application = try database.scalarInt("PRAGMA application_id") ?? 0
        guard application == 0, tables == 0 || (mbtilesTables == 2 && tables == 2) else {
            throw StoreError(.notAStore, "this file is not an MBTiles tile cache; name a new file or one made by current-place tiles",
                             path: path)
        }
        try database.execute("""
            PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
            CREATE TABLE IF NOT EXISTS metadata (name TEXT, value TEXT);
            CREATE TABLE IF NOT EXISTS tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE UNIQUE INDEX IF NOT EXISTS tile_index ON tiles (zoom_level, tile_column, tile_row);
            """)
        let version = try database.scalarText("SELECT value FROM metadata WHERE name = 'current_place_store'")
        let fileScale = try database.scalarText("SELECT value FROM metadata WHERE name = 'current_place_scale'").flatMap(Double.init)
        if let carryOver, version == carryOver.version {
            try database.execute("BEGIN")
            try MBTilesCache.removeTiles(meeting: carryOver.changed, in: database)
            let retag = try database.prepare("UPDATE metadata SET value = ?1 WHERE name = 'current_place_store'")
            try retag.bind(1, storeVersion)
            try retag.run()
            try database.execute("COMMIT")
        }
        let keep = version == storeVersion || (carryOver.map { version == $0.version } ?? false)
        self.scale = keep ? fileScale ?? 1 : scale
        if !keep {
            // Drawn from another store (or new): start empty, for this store.
            try database.execute("""
                BEGIN;
                DELETE FROM tiles;
                DELETE FROM metadata WHERE name IN ('current_place_store', 'current_place_scale', 'format', 'name');
                COMMIT;
                """)
            let meta = try database.prepare("INSERT INTO metadata (name, value) VALUES (?1, ?2)")
            for (name, value) in [("current_place_store", storeVersion), ("current_place_scale", "\(Int(scale))"),
                                  ("format", "png"), ("name", "current-place tile cache")] {
                try meta.bind(1, name)
                try meta.bind(2, value)
                try meta.run()
            }
        }
        connection = Mutex(try Connection(database))
        self.storeVersion = storeVersion
    }

    /// Removes the tiles of every zoom level the file holds that meet one of `boxes`, with a tile's margin
    /// around each (labels and symbols reach past a feature's box).
    private static func removeTiles(meeting boxes: [BoundingBox], in database: SQLiteDatabase) throws(StoreError) {
        guard !boxes.isEmpty else { return }
        let zooms = try database.prepare("SELECT DISTINCT zoom_level FROM tiles")
        var levels: [Int] = []
        while try zooms.step() { levels.append(Int(zooms.int(0))) }
        let delete = try database.prepare("""
            DELETE FROM tiles WHERE zoom_level = ?1 AND tile_column BETWEEN ?2 AND ?3 AND tile_row BETWEEN ?4 AND ?5
            """)
        for z in levels where (0...30).contains(z) {
            let count = 1 << z
            func column(_ longitude: Double) -> Int { min(count - 1, max(0, Int(((longitude + 180) / 360 * Double(count)).rounded(.down)))) }
            func row(_ latitude: Double) -> Int {
                let clamped = min(85.05112878, max(-85.05112878, latitude)) * .pi / 180
                let y = Int(((1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2 * Double(count)).rounded(.down))
                return min(count - 1, max(0, y))
            }
            for box in boxes {
                // XYZ rows grow southwards; MBTiles rows (TMS) northwards.
                let west = max(0, column(box.minLongitude) - 1), east = min(count - 1, column(box.maxLongitude) + 1)
                let north = max(0, row(box.maxLatitude) - 1), south = min(count - 1, row(box.minLatitude) + 1)
                try delete.bind(1, Int64(z))
                try delete.bind(2, Int64(west))
                try delete.bind(3, Int64(east))
                try delete.bind(4, Int64(count - 1 - south))
                try delete.bind(5, Int64(count - 1 - north))
                try delete.run()
            }
        }
    }

    /// The PNG of XYZ tile `z`/`x`/`y`, if the file has it.
    public func png(z: Int, x: Int, y: Int) throws(StoreError) -> Data? {
        try connection.withLock { connection throws(StoreError) -> Data? in
            let statement = connection.select
            defer { statement.reset() }
            try statement.bind(1, Int64(z))
            try statement.bind(2, Int64(x))
            try statement.bind(3, Int64((1 << z) - 1 - y))
            return try statement.step() ? statement.data(0) : nil
        }
    }

    /// Keeps the PNG of XYZ tile `z`/`x`/`y`.
    public func store(_ png: Data, z: Int, x: Int, y: Int) throws(StoreError) {
        try connection.withLock { connection throws(StoreError) in
            let statement = connection.insert
            try statement.bind(1, Int64(z))
            try statement.bind(2, Int64(x))
            try statement.bind(3, Int64((1 << z) - 1 - y))
            try statement.bind(4, png)
            try statement.bind(5, storeVersion)
            try statement.run()
        }
    }
}
