import Foundation
import Geo
import MapRender
import PlaceStore
import Places
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
        let etag = "\"\(server.storeVersion)-\(tile.z)-\(tile.x)-\(tile.y)-\(Int(scale))\""
        let caching = [("ETag", etag), ("Cache-Control", "public, max-age=86400")]
        if request.header("If-None-Match") == etag { return HTTPResponse(status: 304, headers: caching) }
        // The ETag names the store's version and the tile: the cache's key.
        if let png = server.tileCache.png(for: etag) {
            return HTTPResponse(headers: [("Content-Type", "image/png")] + caching, body: png)
        }
        let png = try server.stores.with { try TileRenderer().png(for: tile, scale: scale, from: $0) }
        server.tileCache.store(png, for: etag)
        return HTTPResponse(headers: [("Content-Type", "image/png")] + caching, body: png)
    }

    /// Google Static Maps style: `center=lat,lng&zoom=15&size=600x400&scale=2`,
    /// `markers=lat,lng|lat,lng`, and ours: `me=lat,lng,accuracy`, `lang`.
    static func staticMap(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let q = request.query
        let known: Set<String> = ["center", "zoom", "size", "scale", "markers", "me", "lang"]
        if let unknown = q.keys.sorted().first(where: { !known.contains($0) }) {
            throw HTTPError(400, "unknown parameter \"\(unknown)\"; parameters: \(known.sorted().joined(separator: ", "))", parameter: unknown)
        }
        guard let centerText = q["center"] else { throw HTTPError(400, "center is missing (center=LAT,LNG)", parameter: "center") }
        let center: Coordinate
        do { center = try Coordinate.parse(centerText) } catch { throw HTTPError(400, "center: \(error.message)", parameter: "center") }
        guard let zoom = Double(q["zoom"] ?? "15"), zoom.isFinite, (0...19).contains(zoom) else {
            throw HTTPError(400, "zoom must be a number from 0 to 19", parameter: "zoom")
        }
        let size = (q["size"] ?? "600x400").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
              (1...2048).contains(width), (1...2048).contains(height) else {
            throw HTTPError(400, "size must be WIDTHxHEIGHT, each 1–2048", parameter: "size")
        }
        let scales: [String: Double] = ["1": 1, "2": 2]
        guard let scale = scales[q["scale"] ?? "1"] else {
            throw HTTPError(400, "scale must be 1 or 2", parameter: "scale")
        }
        var markers: [MapMarker] = []
        let markerTexts = q["markers"].map { $0.isEmpty ? [] : $0.split(separator: "|", omittingEmptySubsequences: false) } ?? []
        for text in markerTexts where !text.contains(":") {
            do { markers.append(MapMarker(position: try Coordinate.parse(String(text)))) } catch {
                throw HTTPError(400, "markers: \(error.message)", parameter: "markers")
            }
        }
        var me: (position: Coordinate, accuracy: Meters)?
        if let text = q["me"] {
            let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard values.count == 3, let latitude = values[0], let longitude = values[1], let accuracy = values[2],
                  let position = try? Coordinate.validated(latitude: latitude, longitude: longitude),
                  accuracy.isFinite, (0...LocationFix.maximumAccuracy).contains(accuracy) else {
                throw HTTPError(400, "me must be LAT,LNG,ACCURACY with an accuracy of 0 to 100000 metres", parameter: "me")
            }
            me = (position, accuracy)
        }
        let language = try APIHandlers.language(of: request)
        let map = StaticMap(center: center, zoom: zoom, width: width, height: height, scale: scale, markers: markers,
                            me: me, language: language)
        let png = try server.stores.with { try map.draw(from: $0).pngData() }
        return HTTPResponse(headers: [("Content-Type", "image/png"), ("Cache-Control", "public, max-age=3600")], body: png)
    }
}
