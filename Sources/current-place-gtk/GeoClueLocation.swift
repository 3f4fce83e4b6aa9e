import CGeoClue
import Foundation
import Geo
import Places

/// The device's position from GeoClue 2, the system's location service on
/// Linux desktops and phones: `GClueSimple` with GeoClue's own 50 m distance
/// threshold (the tutorial's `distanceFilter`). GeoClue gives no "reduced
/// accuracy" flag; the fix's accuracy in metres tells precise from approximate.
@MainActor
final class GeoClueLocation {
    /// Why there is no position.
    enum Failure: Equatable {
        /// GeoClue refused this app (its configuration or the agent said no).
        case denied
        /// No GeoClue, or it failed: what it said.
        case unavailable(String)
    }

    private let desktopID: String
    private let level: GClueAccuracyLevel
    private let onFix: @MainActor (LocationFix) -> Void
    private let onFailure: @MainActor (Failure) -> Void
    /// The GeoClue client, owned here from the first fix on.
    private var simple: UnsafeMutablePointer<GClueSimple>?

    /// A source that will report to `onFix` and `onFailure` once started; `approximate` asks GeoClue for
    /// city-level accuracy only.
    init(desktopID: String, approximate: Bool, onFix: @escaping @MainActor (LocationFix) -> Void,
         onFailure: @escaping @MainActor (Failure) -> Void) {
        self.desktopID = desktopID
        level = approximate ? GCLUE_ACCURACY_LEVEL_CITY : GCLUE_ACCURACY_LEVEL_EXACT
        self.onFix = onFix
        self.onFailure = onFailure
    }

    /// Asks GeoClue for the position; answers arrive on the main loop. Without an agent GeoClue may never
    /// answer: the app keeps its own deadline.
    func start() {
        let ready: GAsyncReadyCallback = { _, result, data in
            let source = Unmanaged<GeoClueLocation>.fromOpaque(data!).takeRetainedValue()
            nonisolated(unsafe) let result = result
            MainActor.assumeIsolated { source.started(result) }
        }
        gclue_simple_new_with_thresholds(desktopID, level, 0, UInt32(LocationFix.defaultDistanceFilter), nil, ready,
                                         Unmanaged.passRetained(self).toOpaque())
    }

    private func started(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        guard let simple = gclue_simple_new_with_thresholds_finish(result, &error) else {
            let denied = error.map { $0.pointee.domain == g_dbus_error_quark()
                && $0.pointee.code == G_DBUS_ERROR_ACCESS_DENIED.rawValue } ?? false
            let message = GLib.message(error)
            onFailure(denied ? .denied : .unavailable(message))
            return
        }
        self.simple = simple
        GLib.connect(UnsafeMutableRawPointer(simple), "notify::location", argument: { [weak self] _ in self?.report() })
        report()
    }

    private func report() {
        guard let simple, let location = gclue_simple_get_location(simple) else { return }
        let accuracy = gclue_location_get_accuracy(location)
        // GeoClue's accuracy is a radius in metres; an unknown one arrives as 0 or a huge number.
        guard let fix = try? LocationFix.validated(latitude: gclue_location_get_latitude(location),
                                                   longitude: gclue_location_get_longitude(location),
                                                   horizontalAccuracy: min(max(accuracy, 1), LocationFix.maximumAccuracy),
                                                   timestamp: Date())
        else { return }
        onFix(fix)
    }

    isolated deinit {
        if let simple { g_object_unref(UnsafeMutableRawPointer(simple)) }
    }
}
