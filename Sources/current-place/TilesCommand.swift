import CommandOptions
import Dispatch
import Foundation
import Geo
import MapRender
import Places
import PlacesEngine

/// `current-place tiles --bbox W,S,E,N --zoom 12-17 -o FILE.mbtiles`
struct TilesCommand: Command {
    static let name = "tiles"
    static let usage = """
    usage: current-place tiles --bbox W,S,E,N --zoom MIN-MAX -o FILE.mbtiles [--scale 2]
                               [--lang xx] [--threads N] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .value("bbox", "W,S,E,N"), .value("zoom", "MIN-MAX"), .value("scale", "2"), .value("threads", "N"),
        CommonOptions.language.spec, OptionSpec("output", .value, placeholder: "FILE", short: "o"),
    ]

    static let maxTiles = 100_000

    let box: BoundingBox?
    let zooms: ClosedRange<Int>
    let scale: Double
    let threads: Int
    let language: LanguageCode?
    let output: String
    let database: String
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        guard let output = parsed.value("output") else { throw UsageError(.tilesNeedsOutput) }
        self.output = output
        database = databasePath(parsed)
        try OutputPath.refuse(output, option: "-o", inputs: [("--db", database)])
        self.words = words
        if let text = parsed.value("bbox") {
            // Every part written: `1,,2,3,4` is not four edges.
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            let edges = parts.compactMap { $0 }
            guard parts.count == 4, edges.count == 4, edges[0] < edges[2], edges[1] < edges[3], abs(edges[1]) <= 90, abs(edges[3]) <= 90,
                  abs(edges[0]) <= 180, abs(edges[2]) <= 180 else {
                throw UsageError(.bboxValue, ["value": text])
            }
            box = BoundingBox(minLatitude: edges[1], minLongitude: edges[0], maxLatitude: edges[3], maxLongitude: edges[2])
        } else {
            box = nil
        }
        guard let zoomText = parsed.value("zoom") else { throw UsageError(.tilesNeedsZoom) }
        let zoomParts = zoomText.split(separator: "-").compactMap { Int($0) }
        guard (1...2).contains(zoomParts.count), let low = zoomParts.first, let high = zoomParts.last,
              (0...TileID.maxZoom).contains(low), (low...TileID.maxZoom).contains(high) else {
            throw UsageError(.zoomRangeValue, ["value": zoomText, "max": "\(TileID.maxZoom)"])
        }
        zooms = low...high
        guard let scale = Double(parsed.value("scale") ?? "1"), scale == 1 || scale == 2 else {
            throw UsageError(.scaleValue)
        }
        self.scale = scale
        threads = try parsed.integer("threads", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...64)
        language = try parsed.value(CommonOptions.language)
    }

    func run() throws -> ExitStatus {
        let places = try PlacesService(storePath: database, connections: threads)
        guard let box = box ?? places.metadata.boundingBox else {
            Console.error(words(.tilesNoBBox))
            return .failure
        }
        let count = TileRenderer.tileCount(covering: box, zooms: zooms)
        guard count <= TilesCommand.maxTiles else {
            Console.error(words(.tilesTooMany, ["count": words.number(Double(count)), "max": words.number(Double(TilesCommand.maxTiles))]))
            return .usage
        }
        let tiles = TileRenderer.tiles(covering: box, zooms: zooms)
        let started = ContinuousClock.now
        let progress = ProgressReporter.standardError(words: words)
        progress.update(phase: words(.phaseTiles), done: 0, total: Int64(tiles.count), objects: 0, unit: words(.unitTiles))
        do {
            try places.writeTiles(tiles, covering: box, scale: scale, language: language, to: output) { done in
                progress.update(phase: words(.phaseTiles), done: Int64(done), total: Int64(tiles.count),
                                objects: Int64(done), unit: words(.unitTiles))
            }
            progress.finish()
        } catch {
            progress.abandon()
            throw error
        }
        let seconds = (ContinuousClock.now - started).components
        Console.print(words(.tilesWrote, count: tiles.count, ["path": output, "count": words.number(Double(tiles.count)), "min": "\(zooms.lowerBound)",
                                          "max": "\(zooms.upperBound)", "seconds": "\(seconds.seconds)"]))
        return .success
    }
}
