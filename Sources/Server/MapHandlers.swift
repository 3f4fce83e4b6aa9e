import Foundation
import Geo
import MapRender
import Places
import PlacesAPI
import PlacesEngine

/// `/tiles/{z}/{x}/{y}.png` (and `@2x.png`) and `/staticmap`.
enum MapHandlers {
    static func tile(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let parts = request.path.dropFirst("/tiles/".count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasSuffix(".png"), let z = Int(parts[0]), let x = Int(parts[1]) else {
            throw HTTPError(404, "tiles are /tiles/{z}/{x}/{y}.png or /tiles/{z}/{x}/{y}@2x.png")
        }
        var name = parts[2].dropLast(".png".count)
        let scale: Double = name.hasSuffix("@2x") ? 2 : 1
        if scale == 2 { name = name.dropLast(3) }
        guard let y = Int(name) else { throw HTTPError(404, "tiles are /tiles/{z}/{x}/{y}.png or /tiles/{z}/{x}/{y}@2x.png") }
        let tile: TileID
        do {
            tile = try TileID(z: z, x: x, y: y)
        } catch {
            throw HTTPError(404, error.message)
        }
        // The ETag names the store's version and the tile: the cache's key.
        func etag(_ version: String) -> String { "\"\(version)-\(tile.z)-\(tile.x)-\(tile.y)-\(Int(scale))\"" }
        func caching(_ etag: String) -> [(String, String)] { [("ETag", etag), ("Cache-Control", "public, max-age=86400")] }
        let places = server.places
        let current = etag(places.storeVersion)
        if request.header("If-None-Match") == current { return HTTPResponse(status: 304, headers: caching(current)) }
        if let png = server.tileCache.png(for: current) {
            return HTTPResponse(headers: [("Content-Type", "image/png")] + caching(current), body: png)
        }
        // Drawn from the state the version names, even when an update lands in between.
        let drawn = try places.tile(tile, scale: scale)
        let tag = etag(drawn.storeVersion)
        server.tileCache.store(drawn.png, for: tag)
        return HTTPResponse(headers: [("Content-Type", "image/png")] + caching(tag), body: drawn.png)
    }

    /// Google Static Maps style: `center=lat,lng&zoom=15&size=600x400&scale=2`,
    /// `markers=lat,lng|lat,lng`, and ours: `me=lat,lng,accuracy`, `lang`.
    static func staticMap(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let map = try StaticMapQuery.parse(request.query, language: try APIHandlers.language(of: request))
        let png = try server.places.mapPNG(map)
        return HTTPResponse(headers: [("Content-Type", "image/png"), ("Cache-Control", "public, max-age=3600")], body: png)
    }
}
