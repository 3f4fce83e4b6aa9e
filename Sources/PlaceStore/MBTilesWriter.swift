import FileReplacement
import Foundation
import Geo
import Places

/// Writes an MBTiles 1.3 file (github.com/mapbox/mbtiles-spec): an SQLite
/// file with a `metadata` table and a `tiles` table whose rows count from
/// the south (TMS), so row = 2^z − 1 − y for an XYZ tile. Built in a
/// temporary file beside the destination and renamed into place by
/// ``commit()``; dropped without a trace otherwise.
public final class MBTilesWriter {
    /// Where the finished file goes.
    public let destinationPath: String
    private let temporaryPath: String
    private var database: SQLiteDatabase?
    private let insertTile: SQLiteStatement
    private var committed = false

    /// The metadata the spec asks for.
    public struct Metadata: Sendable {
        public var name: String
        public var description: String
        public var bounds: BoundingBox
        public var minZoom: Int
        public var maxZoom: Int
        public var attribution: String
        /// The version of the place store the tiles are drawn from, so that
        /// `serve --tile-cache` can use the file (see ``MBTilesCache``).
        public var storeVersion: String?
        /// The tiles' scale (1: 256 px, 2: 512 px).
        public var scale: Double

        public init(name: String, description: String, bounds: BoundingBox, minZoom: Int, maxZoom: Int, attribution: String,
                    storeVersion: String? = nil, scale: Double = 1) {
            self.storeVersion = storeVersion
            self.scale = scale
            self.name = name
            self.description = description
            self.bounds = bounds
            self.minZoom = minZoom
            self.maxZoom = maxZoom
            self.attribution = attribution
        }
    }

    /// Starts a file for `destinationPath` with `metadata`.
    public init(destinationPath: String, metadata: Metadata) throws(StoreError) {
        self.destinationPath = destinationPath
        ReplacementFile.removeStale(for: destinationPath)
        temporaryPath = ReplacementFile.temporaryPath(for: destinationPath)
        let database = try SQLiteDatabase(path: temporaryPath, readOnly: false, create: true)
        self.database = database
        try database.execute("""
            PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
            CREATE TABLE metadata (name TEXT, value TEXT);
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);
            BEGIN;
            """)
        let b = metadata.bounds
        let center = b.center
        let rows: [(String, String)] = [
            ("name", metadata.name), ("format", "png"), ("type", "baselayer"), ("version", "1.0"),
            ("description", metadata.description), ("attribution", metadata.attribution),
            ("bounds", "\(b.minLongitude),\(b.minLatitude),\(b.maxLongitude),\(b.maxLatitude)"),
            ("center", "\(center.longitude),\(center.latitude),\(metadata.minZoom)"),
            ("minzoom", "\(metadata.minZoom)"), ("maxzoom", "\(metadata.maxZoom)"),
            ("current_place_scale", "\(Int(metadata.scale))"),
        ] + (metadata.storeVersion.map { [("current_place_store", $0)] } ?? [])
        let insertMeta = try database.prepare("INSERT INTO metadata (name, value) VALUES (?1, ?2)")
        for (name, value) in rows {
            try insertMeta.bind(1, name)
            try insertMeta.bind(2, value)
            try insertMeta.run()
        }
        insertTile = try database.prepare(
            "INSERT OR REPLACE INTO tiles (zoom_level, tile_column, tile_row, tile_data) VALUES (?1, ?2, ?3, ?4)")
    }

    deinit {
        if !committed {
            database = nil
            try? FileManager.default.removeItem(atPath: temporaryPath)
        }
    }

    /// Adds the PNG of XYZ tile `z`/`x`/`y`.
    public func insert(z: Int, x: Int, y: Int, png: Data) throws(StoreError) {
        try insertTile.bind(1, Int64(z))
        try insertTile.bind(2, Int64(x))
        try insertTile.bind(3, Int64((1 << z) - 1 - y))
        try insertTile.bind(4, png)
        try insertTile.run()
    }

    /// Finishes the file and moves it into place.
    public func commit() throws(StoreError) {
        guard let database else { throw StoreError(.io, "the tile pack was already finished", path: destinationPath) }
        try database.execute("COMMIT")
        self.database = nil
        do {
            try ReplacementFile.moveIntoPlace(temporaryPath, destination: destinationPath)
        } catch {
            throw StoreError(replacing: error)
        }
        committed = true
    }
}
