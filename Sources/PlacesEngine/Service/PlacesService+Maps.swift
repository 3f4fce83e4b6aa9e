import Foundation
import Geo
import MapRender
import PlaceStore
import Places

extension PlacesService {
    /// The PNG of a static map.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the map parameter out of range.
    public func mapPNG(_ map: StaticMap) throws(PlacesError) -> Data {
        try withConnection { try map.draw(from: $0).pngData() }
    }

    /// Writes a static map to `path` as PNG, SVG or PDF (by extension), whole or not at all.
    /// - Throws: ``PlacesError`` `.invalidArgument` for a bad parameter or file type.
    public func writeMap(_ map: StaticMap, to path: String) throws(PlacesError) {
        try withConnection { try map.write(to: path, from: $0) }
    }

    /// The PNG of one XYZ tile: 256 px, or 512 px at scale 2. With a tile
    /// cache file, a tile of its scale is read from it, or drawn and kept there.
    public func tilePNG(_ tile: TileID, scale: Double = 1, language: LanguageCode? = nil,
                        isCancelled: () -> Bool = { false }) throws(PlacesError) -> Data {
        try self.tile(tile, scale: scale, language: language, isCancelled: isCancelled).png
    }

    /// ``tilePNG(_:scale:language:isCancelled:)`` with the ``storeVersion`` of the state it was drawn from (for its ETag).
    /// A connection is held only while the tile's content is read: the drawing and the encoding run after it
    /// is given back, so a list's question never waits behind a tile being drawn.
    /// - Parameter isCancelled: asked between the steps; when it says yes, the tile stops with `.cancelled`.
    public func tile(_ tile: TileID, scale: Double = 1, language: LanguageCode? = nil,
                     isCancelled: () -> Bool = { false }) throws(PlacesError) -> (png: Data, storeVersion: String) {
        let renderer = TileRenderer(language: language)
        // A tile kept on disk, or what to draw one from.
        enum Read {
            case kept(Data)
            case content(MapContent)
        }
        let (read, snapshot) = try withSnapshot { snapshot, store -> (Read, StoreSnapshot) in
            let disk = snapshot.tileCache.flatMap { $0.scale == scale ? $0 : nil }
            if let disk, let png = try disk.png(z: tile.z, x: tile.x, y: tile.y) { return (.kept(png), snapshot) }
            return (.content(try renderer.content(for: tile, scale: scale, from: store)), snapshot)
        }
        switch read {
        case .kept(let png):
            return (png, snapshot.version)
        case .content(let content):
            guard !isCancelled() else { throw PlacesError(.cancelled, "the tile \(tile) is no longer wanted") }
            do {
                let canvas = try renderer.canvas(for: tile, scale: scale, content: content)
                guard !isCancelled() else { throw PlacesError(.cancelled, "the tile \(tile) is no longer wanted") }
                let png = try canvas.pngData()
                try snapshot.tileCache.flatMap { $0.scale == scale ? $0 : nil }?.store(png, z: tile.z, x: tile.x, y: tile.y)
                return (png, snapshot.version)
            } catch let error as PlacesError {
                throw error
            } catch {
                throw PlacesError(error)
            }
        }
    }

    /// Renders `tiles` on every connection of the service at once and writes
    /// them to an MBTiles file at `path`, which appears only when complete.
    /// - Parameters:
    ///   - box: the bounds the file says it covers.
    ///   - progress: called after each batch with the number of tiles written.
    public func writeTiles(_ tiles: [TileID], covering box: BoundingBox, scale: Double = 1, language: LanguageCode? = nil,
                           to path: String, progress: (Int) -> Void = { _ in }) throws(PlacesError) {
        let zooms = tiles.map(\.z)
        let snapshot = self.snapshot
        let connections = snapshot.connections
        do {
            let writer = try MBTilesWriter(destinationPath: path, metadata: .init(
                name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                description: "current-place map of \(snapshot.metadata.sourceFiles.joined(separator: ", "))",
                bounds: box, minZoom: zooms.min() ?? 0, maxZoom: zooms.max() ?? 0, attribution: StaticMap.attribution,
                storeVersion: snapshot.version, scale: scale))
            let renderer = TileRenderer(language: language)
            let workers = connections.count
            let batch = 64 * workers
            var offset = 0
            while offset < tiles.count {
                let slice = Array(tiles[offset..<min(tiles.count, offset + batch)])
                let rendered = try connections.withEach { worker, store in
                    try stride(from: worker, to: slice.count, by: workers).map { index in
                        (index, try renderer.png(for: slice[index], scale: scale, from: store))
                    }
                }
                for (index, png) in rendered.joined().sorted(by: { $0.0 < $1.0 }) {
                    let tile = slice[index]
                    try writer.insert(z: tile.z, x: tile.x, y: tile.y, png: png)
                }
                offset += slice.count
                progress(offset)
            }
            try writer.commit()
        } catch {
            throw PlacesError(error)
        }
    }
}
