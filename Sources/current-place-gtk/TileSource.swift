import CGtk
import CGtkTileSource
import Foundation
import MapRender
import Places
import PlacesEngine

/// The map's tiles, drawn in-process by our renderer over the app's store:
/// no server, no network. libshumate asks for them on GLib worker threads.
enum TileSource {
    /// What a tile's drawing needs, shared by the worker threads.
    private final class Context: Sendable {
        let places: StoreFollower<PlacesService>
        let language: LanguageCode?
        init(places: StoreFollower<PlacesService>, language: LanguageCode?) {
            self.places = places
            self.language = language
        }
    }

    /// The tile edge in pixels.
    static let tileSize: UInt32 = 256
    /// The attribution every map carries.
    static let license = "© OpenStreetMap contributors"
    static let licenseURI = "https://www.openstreetmap.org/copyright"

    /// A libshumate map source whose tiles `places` draws (the store the list last followed to), labelled in `language`.
    static func inProcess(_ places: StoreFollower<PlacesService>, language: LanguageCode?) -> OpaquePointer {
        let draw: CpTileDraw = { context, x, y, zoom, cancellable, message in
            let source = Unmanaged<Context>.fromOpaque(context!).takeUnretainedValue()
            do {
                let tile = try TileID(z: Int(zoom), x: Int(x), y: Int(y))
                // A tile scrolled away stops between reading and drawing, or before encoding.
                let png = try source.places.current.tilePNG(tile, scale: 1, language: source.language,
                                                            isCancelled: { g_cancellable_is_cancelled(cancellable) != 0 })
                return png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            } catch {
                message?.pointee = g_strdup("\(error)")
                return nil
            }
        }
        let release: GDestroyNotify = { context in Unmanaged<Context>.fromOpaque(context!).release() }
        let context = Unmanaged.passRetained(Context(places: places, language: language)).toOpaque()
        let data = cp_tile_source_new(draw, context, release)
        let renderer = shumate_raster_renderer_new_full(
            "current-place", "current-place", license, licenseURI, 0, UInt32(TileID.maxZoom), tileSize,
            SHUMATE_MAP_PROJECTION_MERCATOR, data)
        g_object_unref(data)
        return renderer!
    }

    /// A libshumate map source that downloads tiles from a `current-place serve` (`{z}/{x}/{y}` in `template`).
    static func remote(_ template: String) -> OpaquePointer {
        shumate_raster_renderer_new_full_from_url(
            "current-place-remote", "current-place", license, licenseURI, 0, UInt32(TileID.maxZoom), tileSize,
            SHUMATE_MAP_PROJECTION_MERCATOR, template)!
    }
}
