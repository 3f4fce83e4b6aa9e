import AppSupport
import CommandOptions
import Foundation
import Geo
import Location
import MapRender
import Places
import PlacesAPI
import PlacesEngine

/// `current-place [pick]`: the tutorial's flow in a terminal.
struct PickCommand: Command {
    static let name = "pick"
    static let usage = """
    usage: current-place [pick] [--at LAT,LON[,ACCURACY] | --gpsd [HOST:PORT] | --nmea PATH | --gpx PATH [--speed X]]
                                [--watch] [--choose N] [--approximate] [--distance-filter M] [--lang xx]
                                [--map FILE.png] [--history FILE | --no-history] [--crowd FILE] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.history.spec, CommonOptions.store.spec, CommonOptions.position.spec, OptionSpec("gpsd", .optionalValue, placeholder: "HOST:PORT"), .value("nmea", "PATH"),
        .value("gpx", "PATH"), .value("speed", "X"), .value("choose", "N"), .value("distance-filter", "M"), CommonOptions.language.spec,
        .value("map", "FILE.png"), CommonOptions.noHistory, .flag("watch"), .flag("approximate"), CommonOptions.crowd.spec,
    ]

    enum SourceChoice {
        case auto, fixed(FixedSource), gpsd(GPSDSource), nmea(String), gpx(String, Double)
    }

    let source: SourceChoice
    let watch: Bool
    let choose: Int?
    let approximate: Bool
    let distanceFilter: Meters
    let language: LanguageCode?
    /// The language the terminal app speaks.
    let words: Localizer
    let mapPath: String
    let database: String
    /// Where each pick is kept and the list's history read from; nil for `--no-history`.
    let history: PickHistory?
    /// A copy of a server's crowd to rank with, read only (`--crowd`), or nil.
    let crowdPath: String?

    init(arguments parsed: Arguments, words: Localizer) throws {
        self.words = words
        // `--gpsd` may stand alone (localhost) or take HOST:PORT.
        let gpsdValue: String?? = parsed.has("gpsd") ? .some(parsed.value("gpsd")) : nil
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        let chosen = [parsed.value("at") != nil, gpsdValue != nil, parsed.value("nmea") != nil, parsed.value("gpx") != nil]
        guard chosen.filter({ $0 }).count <= 1 else { throw UsageError(.oneSource) }
        if let at = try parsed.value(CommonOptions.position) {
            source = .fixed(FixedSource(coordinate: at.coordinate, accuracy: at.accuracy ?? LocationFix.defaultAccuracy))
        } else if let gpsd = gpsdValue {
            guard let address = try? GPSDSource.parse(gpsd) else { throw UsageError(.gpsdAddress, ["value": gpsd ?? ""]) }
            source = .gpsd(address)
        } else if let path = parsed.value("nmea") {
            source = .nmea(path)
        } else if let path = parsed.value("gpx") {
            guard let speed = Double(parsed.value("speed") ?? "1"), speed > 0, speed.isFinite else {
                throw UsageError(.speedValue)
            }
            source = .gpx(path, speed)
        } else {
            source = .auto
        }
        watch = parsed.flag("watch")
        approximate = parsed.flag("approximate")
        choose = parsed.has("choose") ? try parsed.integer("choose", default: 1, in: 1...20) : nil
        guard let filter = Double(parsed.value("distance-filter") ?? String(LocationFix.defaultDistanceFilter)), filter >= 0, filter.isFinite else {
            throw UsageError(.distanceFilterValue)
        }
        distanceFilter = filter
        language = try parsed.value(CommonOptions.language)
        mapPath = parsed.value("map") ?? "current-place-pick.png"
        database = databasePath(parsed)
        history = try CommonOptions.history(parsed, environment: ProcessInfo.processInfo.environment)
        crowdPath = try parsed.value(CommonOptions.crowd)
        try OutputPath.refuse(mapPath, option: "--map", inputs: [("--db", database), ("--history", history?.path),
                                                                  ("--nmea", parsed.value("nmea")), ("--gpx", parsed.value("gpx"))])
    }

    func run() throws -> ExitStatus {
        // A history file that is not one stops the app before anything is shown or written.
        try history?.check()
        let crowd = try crowdPath.map { path throws(PlacesError) in try CrowdStore(path, writable: false).counts }
        let session = try PickSession(command: self, places: try StoreFollower(store: try StoreLocation(parsing: database), crowd: crowd))
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
