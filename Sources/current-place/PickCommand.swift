import Foundation
import Geo
import Location
import MapRender
import PlaceStore
import Places
import PlacesEngine

/// `current-place [pick]`: the tutorial's flow in a terminal.
struct PickCommand: Command {
    static let name = "pick"
    static let summary = "the terminal app: your position, the 5 likely places, pick one (the default command)"
    static let help = """
    usage: current-place [pick] [--at LAT,LON[,ACCURACY] | --gpsd [HOST:PORT] | --nmea PATH | --gpx PATH [--speed X]]
                                [--watch] [--choose N] [--approximate] [--distance-filter M] [--lang xx]
                                [--map FILE.png] [--db PATH]

    Shows the current fix and its source, the 5 places you are most likely at,
    and asks which one. A pick prints the place's details and writes a map with
    its marker and your position to a PNG (shown in the terminal when chafa is
    installed). Without a terminal it prints the list and exits.

    Position sources (one; default auto: gpsd on localhost if it answers,
    else no position, and the map's default location is used, with a notice):
      --at LAT,LON[,M]  a position you type (accuracy M metres, default 10)
      --gpsd [HOST:PORT] gpsd's JSON protocol (default 127.0.0.1:2947)
      --nmea PATH       NMEA 0183 from a log file or a serial device
      --gpx PATH        replay a GPX track; --speed X plays it X times faster

      --watch           keep listening: refresh when you move farther than the filter
      --distance-filter M  metres (default 50, like the tutorial)
      --approximate     coarsen the position like reduced accuracy (areas, zoom 10)
      --choose N        pick the N-th place without asking
      --lang xx         names in this language when the data has them
      --map FILE.png    where to write the map of a pick (default current-place-pick.png)

    Keys: 1–5 or ↑/↓ to choose, Enter to pick, r to refresh, q to quit.
    \(databaseHelp)
    """

    enum SourceChoice {
        case auto, fixed(FixedSource), gpsd(GPSDSource), nmea(String), gpx(String, Double)
    }

    let source: SourceChoice
    let watch: Bool
    let choose: Int?
    let approximate: Bool
    let distanceFilter: Meters
    let language: String?
    let mapPath: String
    let database: String

    init(arguments: [String]) throws(UsageError) {
        // `--gpsd` may stand alone (localhost) or take HOST:PORT.
        var rest = arguments
        var gpsdValue: String??
        if let index = rest.firstIndex(of: "--gpsd") {
            let next = index + 1 < rest.count ? rest[index + 1] : nil
            if let next, !next.hasPrefix("--") {
                gpsdValue = .some(next)
                rest.removeSubrange(index...(index + 1))
            } else {
                gpsdValue = .some(nil)
                rest.remove(at: index)
            }
        }
        let parsed = try Arguments(rest, options: ["db", "at", "nmea", "gpx", "speed", "choose", "distance-filter", "lang", "map"],
                                   flags: ["watch", "approximate"])
        guard parsed.positionals.isEmpty else { throw UsageError("pick takes no positional arguments") }
        let chosen = [parsed.value("at") != nil, gpsdValue != nil, parsed.value("nmea") != nil, parsed.value("gpx") != nil]
        guard chosen.filter({ $0 }).count <= 1 else { throw UsageError("give one position source: --at, --gpsd, --nmea or --gpx") }
        do {
            if let at = parsed.value("at") {
                source = .fixed(try FixedSource.parse(at))
            } else if let gpsd = gpsdValue {
                source = .gpsd(try GPSDSource.parse(gpsd))
            } else if let path = parsed.value("nmea") {
                source = .nmea(path)
            } else if let path = parsed.value("gpx") {
                guard let speed = Double(parsed.value("speed") ?? "1"), speed > 0, speed.isFinite else {
                    throw UsageError("--speed must be a number above 0")
                }
                source = .gpx(path, speed)
            } else {
                source = .auto
            }
        } catch let error as LocationError {
            throw UsageError(error.message)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(error)")
        }
        watch = parsed.flag("watch")
        approximate = parsed.flag("approximate")
        choose = try parsed.value("choose").map { _ throws(UsageError) in try parsed.integer("choose", default: 1, in: 1...20) }
        guard let filter = Double(parsed.value("distance-filter") ?? "50"), filter >= 0, filter.isFinite else {
            throw UsageError("--distance-filter must be metres ≥ 0")
        }
        distanceFilter = filter
        language = parsed.value("lang")
        mapPath = parsed.value("map") ?? "current-place-pick.png"
        database = databasePath(parsed)
    }

    func run() throws -> ExitStatus {
        let client = try PlacesClient(storePath: database)
        let session = PickSession(command: self, client: client)
        return try session.run()
    }

    /// The location source for the choice.
    func makeSource() -> any LocationSource {
        switch source {
        case .auto: return GPSDSource(timeout: 2)
        case .fixed(let fixed): return fixed
        case .gpsd(let gpsd): return gpsd
        case .nmea(let path): return NMEASource(path: path)
        case .gpx(let path, let speed): return GPXSource(path: path, speed: speed)
        }
    }
}
