import AppSupport
import CGtk
import Foundation
import Geo
import Places
import PlacesEngine

/// The native app: the store opened in-process, GeoClue for the position, and
/// one window. It opens at the position, or at the default location
/// (`--default-location`, else the store's centre) when GeoClue refuses the app, is not there, or gives no fix
/// within the app's own deadline.
@MainActor
final class CurrentPlaceApp {
    /// The app's id, one for everything that names it: GTK's application id, the desktop id GeoClue is given
    /// (its configuration and its agent know the app by it: `[org.currentplace.CurrentPlace] allowed=…`), and
    /// the installed desktop entry and AppStream metainfo (`org.currentplace.CurrentPlace.desktop`). GNOME's
    /// GeoClue agent authorizes an app by the desktop entry of that name.
    nonisolated static let id = "org.currentplace.CurrentPlace"

    private let options: AppOptions
    private let places: StoreFollower<PlacesService>
    private let text: AppText
    private var window: CurrentPlaceWindow?
    private var flow: CurrentPlaceFlow?
    private var location: GeoClueLocation?
    private var hasFix = false

    init(options: AppOptions, places: StoreFollower<PlacesService>) {
        self.options = options
        self.places = places
        text = AppText(options.interfaceLanguage ?? options.language)
    }

    /// Runs the app until its window closes; the process's exit status.
    func run() -> Int32 {
        let application = adw_application_new(Self.id, G_APPLICATION_NON_UNIQUE)!
        GLib.connect(UnsafeMutableRawPointer(application), "activate") { [self] in
            activate(GLib.cast(UnsafeMutableRawPointer(application)))
        }
        let status = g_application_run(GLib.cast(UnsafeMutableRawPointer(application)), 0, nil)
        g_object_unref(UnsafeMutableRawPointer(application))
        return status
    }

    private func activate(_ application: UnsafeMutablePointer<GtkApplication>) {
        let centre = options.defaultLocation ?? places.current.metadata.boundingBox?.center ?? Coordinate(latitude: 0, longitude: 0)
        let flow: CurrentPlaceFlow
        do {
            flow = try CurrentPlaceFlow(places: places, language: options.language, history: options.history,
                                        defaultLocation: centre)
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("current-place-gtk: error: \(error)\n".utf8))
            g_application_quit(GLib.cast(UnsafeMutableRawPointer(application)))
            return
        }
        let tiles = options.tilesURL.map(TileSource.remote) ?? TileSource.inProcess(places, language: options.language)
        let window = CurrentPlaceWindow(application: application, flow: flow, text: text, tiles: tiles,
                                        width: options.width, height: options.height)
        g_object_unref(UnsafeMutableRawPointer(tiles))
        self.flow = flow
        self.window = window
        window.present()
        window.located()

        let location = GeoClueLocation(desktopID: Self.id, approximate: options.approximate, onFix: { [weak self] fix in
            self?.fixed(fix)
        }, onFailure: { [weak self] failure in
            self?.failed(failure)
        })
        self.location = location
        location.start()
        GLib.after(milliseconds: UInt32(options.locationTimeout * 1000)) { [weak self] in
            guard let self, !hasFix else { return }
            window.show(notice: text(.noFix, ["seconds": String(format: "%g", options.locationTimeout)]))
        }
    }

    private func fixed(_ fix: LocationFix) {
        guard let flow, let window, flow.locate(fix) else { return }
        hasFix = true
        window.located()
    }

    private func failed(_ failure: GeoClueLocation.Failure) {
        hasFix = true  // the deadline's notice would only repeat this one
        switch failure {
        case .denied: window?.show(notice: text(.denied))
        case .unavailable(let reason): window?.show(notice: text(.noService, ["reason": reason]))
        }
    }
}
