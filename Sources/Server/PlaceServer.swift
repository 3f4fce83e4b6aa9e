import Foundation
import Crowd
import Geo
import Synchronization
import Places
import PlacesEngine

/// `current-place serve`: the JSON API, tiles, static maps and the web app
/// over one read-only place store.
public final class PlaceServer: Sendable {
    /// How the server was asked to run.
    public struct Configuration: Sendable {
        public var storePath: String
        public var host = "127.0.0.1"
        public var port: UInt16 = 8080
        public var threads = ProcessInfo.processInfo.activeProcessorCount
        /// Where the map opens without a position; nil: the centre of the store.
        public var defaultLocation: Coordinate?
        /// An online tile server template instead of our own tiles.
        public var tilesURL: String?
        /// Where Debian's libjs-leaflet lives.
        public var leafletDirectory = "/usr/share/javascript/leaflet"
        /// Open connections at most, all clients together.
        public var connectionLimit = 1_000
        /// Open connections at most from one IP address (0: no limit), so
        /// that one client cannot take every connection from the others.
        public var perClientConnectionLimit = 64
        public var timeoutSeconds = 30
        public var maxBodyBytes = 64 * 1024
        /// Write one access-log line per request to standard error.
        public var accessLog = true
        /// Bytes of rendered tiles kept in memory (0: none).
        public var tileCacheBytes = 64 << 20
        /// An MBTiles file that keeps rendered tiles on disk (`--tile-cache`), or nil.
        public var tileCachePath: String?
        /// The crowd confirmations are counted in (`--crowd`): a file, or a `postgresql://` URL that many servers
        /// share; nil for no crowd.
        public var crowdPath: String?
        /// Confirmations an hour from one address (`--crowd-limit`; 0: no limit).
        public var crowdLimit = 30
        /// The randomizing clients are asked to apply (`/v1/config`'s `crowd.epsilon`).
        public var crowdMechanism = RandomizedResponse(epsilon: RandomizedResponse.defaultEpsilon)

        public init(storePath: String) {
            self.storePath = storePath
        }
    }

    let configuration: Configuration
    let metrics = Metrics()
    /// One line per request, written off the request path; nil with `--quiet`.
    private let accessLog: AccessLog?
    /// Rendered tiles, by ETag.
    let tileCache: TileCache
    let webFiles: StaticFiles
    private let daemon = Mutex<MicroHTTPDaemon?>(nil)
    /// The store, followed through updates and replacements.
    private let store: StoreFollower<StoreGeneration>
    /// The crowd, kept across store reloads (it is keyed by place id), or nil.
    let crowd: CrowdStore?
    /// The confirmations' per-address limit.
    let crowdLimiter: AddressLimiter
    /// When a 503's cause was last written to the log.
    private let lastUnavailableLog = Mutex<ContinuousClock.Instant?>(nil)

    /// The engine over one version of the store file. Requests take the
    /// current generation when they start; a reload swaps in a new one and
    /// the old closes when its last request ends.
    final class StoreGeneration: Sendable {
        let places: PlacesService
        let defaultLocation: Coordinate

        init(_ configuration: Configuration, crowd: CrowdCounts?) throws {
            let places = try PlacesService(storePath: configuration.storePath, connections: max(1, configuration.threads),
                                           tileCachePath: configuration.tileCachePath, crowd: crowd)
            // Refuse a damaged store now rather than serving errors later.
            _ = try places.statistics()
            guard let location = configuration.defaultLocation ?? places.metadata.boundingBox?.center else {
                throw ServerError(.setting, "the store has no places to centre the map on; give a default location",
                                  parameter: "defaultLocation")
            }
            self.places = places
            defaultLocation = location
        }
    }

    var current: StoreGeneration { store.current }
    /// The engine every handler asks.
    var places: PlacesService { current.places }
    var defaultLocation: Coordinate { current.defaultLocation }
    var storeVersion: String { current.places.storeVersion }

    /// Opens the store (read-only, one connection per thread) and checks the settings.
    /// - Throws: ``PlacesError`` for a missing or damaged store, ``ServerError`` for bad settings.
    public init(_ configuration: Configuration) throws {
        self.configuration = configuration
        let crowd = try configuration.crowdPath.map { path throws(PlacesError) in
            try CrowdStore(path, writable: true, mechanism: configuration.crowdMechanism)
        }
        self.crowd = crowd
        crowdLimiter = AddressLimiter(limit: configuration.crowdLimit)
        store = try StoreFollower(path: configuration.storePath, open: { try StoreGeneration(configuration, crowd: crowd?.counts) },
                                  service: { $0.places })
        webFiles = try StaticFiles(leafletDirectory: configuration.leafletDirectory)
        accessLog = configuration.accessLog ? AccessLog() : nil
        tileCache = TileCache(capacity: configuration.tileCacheBytes)
    }

    /// Reopens the store file (after an import replaced it): requests in
    /// flight finish on the old one, new ones use the new one. A damaged or
    /// missing new file is refused and the old one kept.
    /// - Throws: ``PlacesError`` or ``ServerError`` when the new file cannot be served.
    public func reload() throws {
        try store.reload()
    }

    /// Reopens the store when its file was replaced since it was opened (by `import`, which renames a new
    /// file over it), and reads the newest state of the one served when an update changed it in place: the
    /// server picks up new data by itself (``StoreFollower/check()``).
    public func reloadIfReplaced() -> StoreCheck {
        store.check()
    }

    /// Reads what other servers added to a shared crowd (PostgreSQL) since the last call; a server calls it now
    /// and then. Nothing for a crowd file, which only this server writes.
    /// - Throws: ``PlacesError`` when the crowd's database cannot be read.
    public func refreshCrowd() throws {
        try crowd?.refresh()
    }

    /// Starts listening; returns the port (useful with port 0).
    @discardableResult
    public func start() throws -> UInt16 {
        let daemon = try MicroHTTPDaemon(
            host: configuration.host, port: configuration.port, threads: max(1, configuration.threads),
            connectionLimit: configuration.connectionLimit,
            perClientConnectionLimit: configuration.perClientConnectionLimit, timeoutSeconds: configuration.timeoutSeconds,
            maxBodyBytes: configuration.maxBodyBytes,
            handler: { [unowned self] request in self.respond(to: request) },
            completion: { [unowned self] request, status, bytes, seconds in
                self.finished(request, status: status, bytes: bytes, seconds: seconds)
            })
        self.daemon.withLock { $0 = daemon }
        return daemon.port
    }

    /// Stops listening and waits for requests in flight.
    public func stop() {
        let running = daemon.withLock { daemon in
            defer { daemon = nil }
            return daemon
        }
        running?.stop()
        accessLog?.stop()
    }

    /// The query parameters that carry where someone is: the access log writes `…` for their values.
    static let positionParameters: Set<String> = ["lat", "lng", "accuracy", "center", "me", "markers"]

    private func finished(_ request: HTTPRequest?, status: Int, bytes: Int, seconds: Double) {
        let route = request?.route.rawValue ?? "unparsed"
        metrics.record(route: route, status: status, seconds: seconds)
        // A confirmation is counted in the metrics and never logged: its line's time would say when someone picked.
        guard let accessLog, request?.route != .confirm else { return }
        let target = request.map { request in
            request.path + (request.query.isEmpty ? "" : "?" + request.query.keys.sorted().map { name in
                "\(name)=\(PlaceServer.positionParameters.contains(name) ? "…" : request.query[name] ?? "")"
            }.joined(separator: "&"))
        } ?? "-"
        accessLog.record(method: request?.method ?? "-", target: target, status: status, bytes: bytes, seconds: seconds)
    }

    /// Writes why the store could not answer to standard error, once a second at most: a database down
    /// under load fails every request alike.
    private func logUnavailable(_ detail: String) {
        let now = ContinuousClock.now
        let due = lastUnavailableLog.withLock { last in
            guard last.map({ now - $0 >= .seconds(1) }) ?? true else { return false }
            last = now
            return true
        }
        if due { try? FileHandle.standardError.write(contentsOf: Data("current-place serve: unavailable: \(detail)\n".utf8)) }
    }

    /// Answers one request; never throws, never crashes on bad input. A
    /// failure that is not the request's fault answers 500 with a generic
    /// message; the detail (which may name files) goes to the log only.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        do {
            return try Router.handle(request, server: self)
        } catch let error as HTTPError {
            return error.response
        } catch let error as PlacesError where error.code == .unavailable {
            logUnavailable("\(request.method) \(request.path): \(error)")
            return HTTPError(error)?.response ?? .internalError(logging: "\(error)")
        } catch let error as PlacesError {
            return HTTPError(error)?.response ?? .internalError(logging: "\(request.method) \(request.path): \(error)")
        } catch {
            return .internalError(logging: "\(request.method) \(request.path): \(error)")
        }
    }
}
