import Foundation
import Geo
import Location
import MapRender
import Places
import PlacesAPI
import PlacesEngine

/// One run of the terminal app: the position, the list, the picks.
final class PickSession {
    private let command: PickCommand
    /// The store, followed: each list first takes up an update, or a new file imported over it.
    private let store: StoreFollower<PlacesService>
    private var places: PlacesService { store.current }
    private var filter: DistanceFilter
    private var fix: SourcedFix?
    private var isDefaultLocation = false
    private var notice: String?
    private var answer: CurrentPlaceAnswer?
    private var selection = 0
    private let interactive = isatty(0) == 1
    private let words: Localizer
    /// The person's picks so far, read from the history file at the start and after each pick.
    private var visits: VisitHistory

    init(command: PickCommand, places: StoreFollower<PlacesService>) throws {
        visits = try command.history?.recent() ?? .empty
        self.command = command
        store = places
        filter = DistanceFilter(minimumDistance: command.distanceFilter)
        words = command.words
    }

    func run() throws -> ExitStatus {
        let feed = FixFeed(command.makeSource())
        if let first = feed.next(timeout: firstFixTimeout) {
            accept(first)
        } else {
            let reason = FailureText.reason(feed.error, waited: Int(firstFixTimeout), words)
            let centre = places.metadata.boundingBox?.center ?? Coordinate(latitude: 0, longitude: 0)
            notice = words(.noPosition, ["reason": reason, "lat": String(format: "%.5f", centre.latitude),
                                         "lon": String(format: "%.5f", centre.longitude)])
            isDefaultLocation = true
            fix = SourcedFix(fix: LocationFix(coordinate: centre, horizontalAccuracy: 20, timestamp: Date()), source: words(.defaultLocation))
        }
        try refresh()
        show()
        if let choice = command.choose {
            return try pick(choice)
        }
        guard interactive else { return .success }
        let terminal = RawTerminal()
        Console.print(prompt)
        while true {
            if command.watch, let next = feed.next(timeout: 0), accept(next) {
                try refresh()
                show(note: words(.positionUpdated))
                Console.print(prompt)
                continue
            }
            guard let key = terminal.key(timeout: 0.2) else { continue }
            switch key {
            case .quit:
                return .success
            case .digit(let number) where number <= (answer?.placeLikelihoods.count ?? 0):
                selection = number - 1
            case .up:
                selection = max(0, selection - 1)
            case .down:
                selection = min(max(0, (answer?.placeLikelihoods.count ?? 1) - 1), selection + 1)
            case .enter:
                guard answer?.placeLikelihoods.isEmpty == false else { continue }
                _ = try pick(selection + 1)
                // The tutorial refreshes the likely places after each pick; the details stay on screen above.
                try refresh()
                show(clearing: false)
                Console.print(prompt)
                continue
            case .refresh:
                try refresh()
            default:
                continue
            }
            show()
            Console.print(prompt)
        }
    }

    private var prompt: String { words(.prompt) }

    private var firstFixTimeout: Double {
        switch command.source {
        case .auto: return 3
        case .gpsd(let gpsd): return gpsd.timeout + 1
        default: return 10
        }
    }

    /// Takes a fix if the distance filter lets it through; true when taken.
    @discardableResult
    private func accept(_ sourced: SourcedFix) -> Bool {
        var sourced = sourced
        if command.approximate { sourced.fix = ApproximateLocation.coarsen(sourced.fix) }
        guard filter.accepts(sourced.fix) else { return false }
        fix = sourced
        notice = nil
        isDefaultLocation = false
        return true
    }

    private func refresh() throws {
        guard let fix else { return }
        let selected = answer?.placeLikelihoods.indices.contains(selection) == true ? answer?.placeLikelihoods[selection].place.id : nil
        switch store.check() {
        case .unchanged: break
        case .reloaded: notice = words(.reloaded, ["path": command.database])
        case .refused(let error): notice = words(.keptOldStore, ["detail": "\(error)"])
        }
        answer = try places.currentPlace(CurrentPlaceRequest(fix: fix.fix, language: command.language, history: visits))
        // The cursor follows the place it was on (after a pick, the history may move it up the list).
        if let selected, let index = answer?.placeLikelihoods.firstIndex(where: { $0.place.id == selected }) {
            selection = index
        } else {
            selection = min(selection, max(0, (answer?.placeLikelihoods.count ?? 1) - 1))
        }
    }

    private func show(note: String? = nil, clearing: Bool = true) {
        guard let fix, let answer else { return }
        var lines: [String] = []
        if clearing && interactive && command.choose == nil { lines.append("\u{1B}[2J\u{1B}[H") }
        if let notice { lines.append(notice) }
        if let note { lines.append(note) }
        let source = fix.source == "fixed" ? words(.fixed) : fix.source
        lines.append(words(.position, ["lat": String(format: "%.6f", fix.fix.coordinate.latitude),
                                       "lon": String(format: "%.6f", fix.fix.coordinate.longitude),
                                       "accuracy": words.number(fix.fix.horizontalAccuracy), "source": source])
                     + (answer.isApproximate ? words(.approximate) : ""))
        let items = LikelyText.items(answer, language: command.language, words: words)
        if items.isEmpty { lines.append(words(answer.isApproximate ? .noArea : .noPlace)) }
        for (index, item) in items.enumerated() {
            let selected = interactive && command.choose == nil && index == selection
            lines.append(selected ? "\u{1B}[7m› \(item)\u{1B}[0m" : "  \(item)")
        }
        Console.print(lines.joined(separator: "\n"))
    }

    /// Prints the place's details and writes its map.
    private func pick(_ number: Int) throws -> ExitStatus {
        guard let answer, let fix, answer.placeLikelihoods.indices.contains(number - 1) else {
            Console.error("there is no place \(number) in the list (\(answer?.placeLikelihoods.count ?? 0) places)")
            return .usage
        }
        let place = answer.placeLikelihoods[number - 1].place
        guard let full = try places.place(id: place.id) else { return .failure }
        Console.print("\n" + words(.youPicked) + "\n" + PlaceText.details(full, language: command.language, words: words))
        let me = isDefaultLocation ? nil : (position: fix.fix.coordinate, accuracy: fix.fix.horizontalAccuracy)
        let map = StaticMap(center: full.location, zoom: answer.isApproximate ? 13 : 17, width: 600, height: 400,
                            markers: [MapMarker(position: full.location, title: full.displayName(language: command.language).text,
                                                snippet: full.formattedAddress)],
                            me: me, language: command.language)
        try places.writeMap(map, to: command.mapPath)
        Console.print(words(.map, ["path": command.mapPath]))
        if let history = command.history {
            // The pick is kept with the wall clock's offset here and now (its time of week is what counts), and
            // with where the device is, unless that is the default location rather than a position.
            try history.append(PlaceVisit(id: full.id, time: .local(), fix: isDefaultLocation ? nil : fix.fix))
            visits = try history.recent()
        }
        showInline(command.mapPath)
        return .success
    }

    /// Shows the map in the terminal when chafa is installed and output is a terminal.
    private func showInline(_ path: String) {
        guard isatty(1) == 1, let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first(where: FileManager.default.isExecutableFile)
        else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chafa)
        process.arguments = ["--size", "80x20", path]
        // A termination handler and a deadline, not waitUntilExit(): a stuck viewer must not hang the app.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        guard (try? process.run()) != nil else { return }
        if ended.wait(timeout: .now() + 10) == .timedOut { process.terminate() }
    }
}
