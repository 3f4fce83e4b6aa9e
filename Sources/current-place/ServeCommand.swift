import CommandOptions
import Dispatch
import Foundation
import Geo
import Places
import Server

/// `current-place serve --db PATH [--host 127.0.0.1] [--port 8080] …`
struct ServeCommand: Command {
    static let name = "serve"
    static let usage = """
    usage: current-place serve [--host 127.0.0.1] [--port 8080] [--threads N]
                               [--max-connections N] [--max-connections-per-client N]
                               [--default-location LAT,LON] [--tiles-url URL] [--tile-cache FILE.mbtiles]
                               [--crowd FILE [--crowd-limit N] [--epsilon E]] [--quiet] [--db PATH]
    """

    /// The flag of each server setting an error may name (``ServerError/parameter``).
    static let settingFlags = ["host": "--host", "port": "--port", "defaultLocation": "--default-location",
                               "tilesURL": "--tiles-url", "tileCacheBytes": "--tile-cache"]

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .value("host", "127.0.0.1"), .value("port", "8080"), .value("threads", "N"),
        CommonOptions.defaultLocation.spec, .value("tiles-url", "URL"), .value("max-connections", "N"),
        .value("max-connections-per-client", "N"), .value("tile-cache", "FILE.mbtiles"), .flag("quiet"),
        CommonOptions.crowd.spec, .value("crowd-limit", "N"), EvaluateCommand.epsilon.spec,
    ]

    let configuration: PlaceServer.Configuration
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        var configuration = PlaceServer.Configuration(storePath: databasePath(parsed))
        configuration.host = parsed.value("host") ?? "127.0.0.1"
        configuration.port = UInt16(try parsed.integer("port", default: 8080, in: 0...65_535))
        configuration.threads = try parsed.integer("threads", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...256)
        configuration.connectionLimit = try parsed.integer("max-connections", default: configuration.connectionLimit,
                                                           in: 1...100_000)
        configuration.perClientConnectionLimit = try parsed.integer(
            "max-connections-per-client", default: configuration.perClientConnectionLimit, in: 0...100_000)
        if let text = parsed.value("default-location") {
            do {
                configuration.defaultLocation = try Coordinate.parse(text)
            } catch {
                throw UsageError(.notAPosition, ["option": "--default-location", "value": text])
            }
        }
        if let url = parsed.value("tiles-url") {
            guard url.contains("{z}"), url.contains("{x}"), url.contains("{y}") else {
                throw UsageError(.tilesURLValue)
            }
            configuration.tilesURL = url
        }
        if let path = parsed.value("tile-cache") {
            guard !path.isEmpty, path != "-" else { throw UsageError(.tileCacheValue, ["value": path]) }
            try OutputPath.refuse(path, option: "--tile-cache", inputs: [("--db", configuration.storePath)])
            configuration.tileCachePath = path
        }
        configuration.accessLog = !parsed.flag("quiet")
        if let path = try parsed.value(CommonOptions.crowd) {
            try OutputPath.refuse(path, option: "--crowd", inputs: [("--db", configuration.storePath)]
                                  + (configuration.tileCachePath.map { [("--tile-cache", $0)] } ?? []))
            configuration.crowdPath = path
        } else if let option = ["crowd-limit", "epsilon"].first(where: parsed.has) {
            throw UsageError(.crowdNeeded, ["option": "--" + option])
        }
        configuration.crowdLimit = try parsed.integer("crowd-limit", default: configuration.crowdLimit, in: 0...1_000_000)
        if let mechanism = try parsed.value(EvaluateCommand.epsilon) { configuration.crowdMechanism = mechanism }
        self.configuration = configuration
        self.words = words
    }

    func run() throws -> ExitStatus {
        let server = try PlaceServer(configuration)
        let port = try server.start()
        // A PostgreSQL URL is shown without its password.
        let store = shownStore(configuration.storePath)
        Console.status(words(.serving, ["path": store, "url": "http://\(configuration.host):\(port)/"]))
        // Stop cleanly on SIGINT and SIGTERM: finish the requests in flight, then exit 0.
        let stopped = DispatchSemaphore(value: 0)
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            sources.append(source)
        }
        signal(SIGHUP, SIG_IGN)
        let reload = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .global())
        reload.setEventHandler {
            do {
                try server.reload()
                Console.status(words(.reloaded, ["path": store]))
            } catch {
                Console.error(words(.keptOldStore, ["detail": "\(error)"]))
            }
        }
        reload.resume()
        sources.append(reload)
        // An import or update renames a new store over the file: pick it up within two seconds.
        let watch = DispatchSource.makeTimerSource(queue: .global())
        watch.schedule(deadline: .now() + 2, repeating: 2)
        watch.setEventHandler {
            switch server.reloadIfReplaced() {
            case .unchanged: break
            case .reloaded: Console.status(words(.reloaded, ["path": store]))
            case .refused(let error): Console.error(words(.keptOldStore, ["detail": "\(error)"]))
            }
            // Other servers' confirmations, when they share the crowd (PostgreSQL); a failure is said and retried.
            do {
                try server.refreshCrowd()
            } catch {
                Console.error("current-place serve: the crowd: \(error)")
            }
        }
        watch.resume()
        stopped.wait()
        watch.cancel()
        server.stop()
        Console.status(words(.stopped))
        withExtendedLifetime(sources) {}
        return .success
    }
}
