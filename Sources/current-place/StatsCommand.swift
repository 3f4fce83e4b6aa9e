import CommandOptions
import Foundation
import Places
import PlacesEngine

/// `current-place stats`
struct StatsCommand: Command {
    static let name = "stats"
    static let usage = """
    usage: current-place stats [--json] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .flag("json"),
    ]

    let json: Bool
    let database: String
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard parsed.positionals.isEmpty else { throw UsageError(.noArguments, ["command": Self.name]) }
        json = parsed.flag("json")
        database = databasePath(parsed)
        self.words = words
    }

    /// The JSON of `stats --json`.
    struct StatsJSON: Encodable {
        let places: Int
        let byCategory: [String: Int]
        let byType: [String: Int]
        let withFootprint: Int
        let localizedNames: Int
        let bbox: [Double]?
        let sourceFiles: [String]
        let dataTimestamp: String?
        let importedAt: String
        let generator: String
        let updatable: Bool
        let updatedAt: String?
        let replicationSequence: Int64?
    }

    func run() throws -> ExitStatus {
        let stats = try PlacesService(storePath: database).statistics()
        let meta = stats.metadata
        let iso = ISO8601DateFormatter()
        let bbox = meta.boundingBox.map { [$0.minLongitude, $0.minLatitude, $0.maxLongitude, $0.maxLatitude] }
        if json {
            let body = StatsJSON(
                places: stats.placeCount,
                byCategory: Dictionary(uniqueKeysWithValues: stats.countsByCategory.map { ($0.key.rawValue, $0.value) }),
                byType: Dictionary(stats.countsByType.map { ($0.type, $0.count) }, uniquingKeysWith: +),
                withFootprint: stats.placesWithFootprint, localizedNames: stats.localizedNameCount, bbox: bbox,
                sourceFiles: meta.sourceFiles, dataTimestamp: meta.dataTimestamp.map(iso.string(from:)),
                importedAt: iso.string(from: meta.importedAt), generator: meta.generator, updatable: meta.updatable,
                updatedAt: meta.updatedAt.map(iso.string(from:)), replicationSequence: meta.replicationSequence)
            Console.print(try Console.json(body))
            return .success
        }
        let count = { (value: Int) in words.number(Double(value)) }
        let categories = PlaceCategory.allCases.map { "\(count(stats.countsByCategory[$0] ?? 0)) \($0.rawValue)" }
        var rows: [(Message, String)] = [
            (.statsStore, shownStore(database)),
            (.statsSource, meta.sourceFiles.joined(separator: ", ")),
            (.statsDataAsOf, meta.dataTimestamp.map(iso.string(from:)) ?? words(.statsUnknown)),
            (.statsImported, words(.statsImportedBy, ["date": iso.string(from: meta.importedAt), "generator": meta.generator])),
        ]
        if let updatedAt = meta.updatedAt { rows.append((.statsUpdated, iso.string(from: updatedAt))) }
        if let sequence = meta.replicationSequence { rows.append((.statsReplication, "\(sequence)")) }
        if let bbox { rows.append((.statsBBox, bbox.map { String(format: "%.6f", $0) }.joined(separator: ",") + "  (W,S,E,N)")) }
        rows += [
            (.statsPlaces, "\(count(stats.placeCount)): \(categories.joined(separator: ", "))"),
            (.statsFootprints, count(stats.placesWithFootprint)),
            (.statsNames, words(.statsNamesInOtherLanguages, ["count": count(stats.localizedNameCount)])),
        ]
        let width = rows.map { words($0.0).count }.max() ?? 0
        for (label, value) in rows { Console.print(words(label).padding(toLength: width + 2, withPad: " ", startingAt: 0) + value) }
        Console.print(words(.statsByType))
        for (type, number) in stats.countsByType.prefix(40) {
            Console.print("  \(count(number).leftPadded(to: 6))  \(type)")
        }
        if stats.countsByType.count > 40 { Console.print("  " + words(.statsMoreTypes, count: stats.countsByType.count - 40, ["count": count(stats.countsByType.count - 40)])) }
        return .success
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
