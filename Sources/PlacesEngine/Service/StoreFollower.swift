import Foundation
import PlaceStore
import Places
import Synchronization

/// A store followed as it changes, the one way every front end does it (the server, the native app and
/// `pick --watch`): an update that changes the file in place is read at the next ``check()``; an import that
/// renamed a new file over the path (another inode) opens a new `Generation` — new questions go to it,
/// questions in flight finish on the old one, which closes when the last lets go. A replacement that cannot
/// be opened is refused once, and the old store keeps answering.
///
/// `Generation` is what a front end opens over one version of the store: a ``PlacesService``, or the
/// server's service with the settings it derives from the store.
public final class StoreFollower<Generation: Sendable>: Sendable {
    /// What ``check()`` found (the same for every `Generation`).
    public typealias Check = StoreCheck

    private struct State: Sendable {
        var generation: Generation
        /// The file the generation opened (nil for PostgreSQL, which follows its own changes).
        var file: StoreFileIdentity?
        /// A replacement that could not be opened.
        var refused: StoreFileIdentity?
        /// The store version the last check reported.
        var announced: String
    }

    private let path: String
    private let open: @Sendable () throws -> Generation
    private let service: @Sendable (Generation) -> PlacesService
    private let state: Mutex<State>

    /// Opens the store at `path` (a file or a PostgreSQL URL) with `open`; `service` is a generation's engine.
    /// - Throws: what `open` throws.
    public init(path: String, open: @escaping @Sendable () throws -> Generation,
                service: @escaping @Sendable (Generation) -> PlacesService) throws {
        self.path = path
        self.open = open
        self.service = service
        // Before opening: a file replaced in between is seen as replaced by the next check.
        let file = StoreFileIdentity(path: path)
        let generation = try open()
        state = Mutex(State(generation: generation, file: file, refused: nil, announced: service(generation).storeVersion))
    }

    /// The generation new questions go to.
    public var current: Generation { state.withLock { $0.generation } }

    /// Opens the store at the path again, whether or not it was replaced (the server's SIGHUP).
    /// - Throws: what `open` throws; the old generation then keeps answering.
    public func reload() throws {
        let file = StoreFileIdentity(path: path)
        let fresh = try open()
        let version = service(fresh).storeVersion
        state.withLock { state in
            state.generation = fresh
            state.file = file
            state.announced = version
        }
    }

    /// Follows the store to its newest state: reopens it when its file was replaced since it was opened,
    /// else reads the newest state of the one open. Cheap (a `stat` and, for a file, SQLite's data
    /// version): call it before a question, or now and then.
    public func check() -> Check {
        let (generation, file, refused) = state.withLock { ($0.generation, $0.file, $0.refused) }
        if let file, let now = StoreFileIdentity(path: path), now != file, now != refused {
            do {
                try reload()
                return .reloaded
            } catch {
                state.withLock { $0.refused = now }
                return .refused(error)
            }
        }
        do {
            // Questions may have moved to the new state first: what tells is the version last announced.
            let places = service(generation)
            try places.followUpdates()
            let version = places.storeVersion
            return state.withLock { state in
                defer { state.announced = version }
                return state.announced == version ? .unchanged : .reloaded
            }
        } catch {
            return .refused(error)
        }
    }
}

extension StoreFollower where Generation == PlacesService {
    /// Follows the store at `location` with a service of `connections` connections, ranking with `crowd` when given.
    /// - Throws: ``PlacesError`` when the store cannot be opened.
    public convenience init(store location: StoreLocation, connections: Int = 1, crowd: CrowdCounts? = nil) throws {
        let path: String
        switch location {
        case .file(let file): path = file
        case .postgres: path = ""
        }
        try self.init(path: path, open: { try PlacesService(store: location, connections: connections, crowd: crowd) }, service: { $0 })
    }
}
