import CGtk

/// The small bridge between Swift and GObject: casts between a widget's C
/// types, and signals, idles and timeouts that call Swift closures on GTK's
/// thread. Every callback runs on the main thread, inside `g_main_loop`, where
/// `@MainActor` code is entered with `MainActor.assumeIsolated`.
enum GLib {
    /// The same GObject as another C type (GObject's casts are macros Swift cannot call). Types declared
    /// final in C (`GtkBox`, `ShumateSimpleMap`) arrive in Swift as `OpaquePointer`, the others as typed pointers.
    static func cast<T>(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<T> {
        pointer!.assumingMemoryBound(to: T.self)
    }

    /// See ``cast(_:)-(UnsafeMutableRawPointer?)``.
    static func cast(_ pointer: UnsafeMutableRawPointer?) -> OpaquePointer { OpaquePointer(pointer!) }
    static func cast<T, U>(_ pointer: UnsafeMutablePointer<U>?) -> UnsafeMutablePointer<T> { cast(UnsafeMutableRawPointer(pointer)) }
    static func cast<U>(_ pointer: UnsafeMutablePointer<U>?) -> OpaquePointer { OpaquePointer(pointer!) }
    static func cast<T>(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<T> { cast(UnsafeMutableRawPointer(pointer)) }

    /// A closure kept alive for as long as its signal or source.
    private final class Action {
        let run: @MainActor (UnsafeMutableRawPointer?) -> Void
        init(_ run: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) { self.run = run }
    }

    private static func retained(_ action: Action) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(action).toOpaque()
    }

    private static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<Action>.fromOpaque(data).release()
    }

    /// Calls `action` when `instance` emits `signal`, whose handler takes no argument but the instance.
    @MainActor
    static func connect(_ instance: UnsafeMutableRawPointer?, _ signal: String, _ action: @escaping @MainActor () -> Void) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let action = Unmanaged<Action>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { action.run(nil) }
        }
        g_signal_connect_data(instance, signal, unsafeBitCast(thunk, to: GCallback.self),
                              retained(Action { _ in action() }), release, GConnectFlags(rawValue: 0))
    }

    /// Calls `action` with the signal's one argument (a row, a parameter spec) when `instance` emits `signal`.
    @MainActor
    static func connect(_ instance: UnsafeMutableRawPointer?, _ signal: String,
                        argument action: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _, argument, data in
            let action = Unmanaged<Action>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let argument = argument
            MainActor.assumeIsolated { action.run(argument) }
        }
        g_signal_connect_data(instance, signal, unsafeBitCast(thunk, to: GCallback.self),
                              retained(Action(action)), release, GConnectFlags(rawValue: 0))
    }

    /// Calls `action` once, after `milliseconds`, on the main loop.
    @MainActor
    static func after(milliseconds: UInt32, _ action: @escaping @MainActor () -> Void) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let action = Unmanaged<Action>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { action.run(nil) }
            return 0  // G_SOURCE_REMOVE
        }
        let destroy: GDestroyNotify = { data in Unmanaged<Action>.fromOpaque(data!).release() }
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, retained(Action { _ in action() }), destroy)
    }

    /// Calls `action` on the main loop as soon as it is idle: the way back from a worker thread (callable
    /// from any thread; GLib's default context is thread-safe).
    nonisolated static func onMainLoop(_ action: @escaping @Sendable @MainActor () -> Void) {
        let thunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
            let action = Unmanaged<IdleAction>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { action.run() }
            return 0  // G_SOURCE_REMOVE
        }
        let destroy: GDestroyNotify = { data in Unmanaged<IdleAction>.fromOpaque(data!).release() }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, thunk, Unmanaged.passRetained(IdleAction(action)).toOpaque(), destroy)
    }

    /// A closure handed from a worker thread to the main loop.
    private final class IdleAction: Sendable {
        let run: @Sendable @MainActor () -> Void
        init(_ run: @escaping @Sendable @MainActor () -> Void) { self.run = run }
    }

    /// A GError's message, freeing the error.
    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
