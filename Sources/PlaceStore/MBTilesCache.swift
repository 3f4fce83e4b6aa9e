import Foundation
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
    private let connection: Mutex<Connection>

    /// One connection and its statements, used under the mutex only.
    private final class Connection {
        let database: SQLiteDatabase
        let select: SQLiteStatement
        let insert: SQLiteStatement

        init(_ database: SQLiteDatabase) throws(StoreError) {
            self.database = database
            select = try database.prepare("SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3")
            insert = try database.prepare(
                "INSERT OR REPLACE INTO tiles (zoom_level, tile_column, tile_row, tile_data) VALUES (?1, ?2, ?3, ?4)")
        }
    }

    /// Opens the file at `path`, creating it when missing, for tiles drawn
    /// from the store of version `storeVersion` at `scale`.
    /// - Throws: ``StoreError`` when the file cannot be opened or is not an MBTiles file.
    public init(path: String, storeVersion: String, scale: Double = 1) throws(StoreError) {
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
        let keep = version == storeVersion
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
            try statement.run()
        }
    }
}
