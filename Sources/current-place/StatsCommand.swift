import Foundation
import PlaceStore
import Places

/// `current-place stats`
struct StatsCommand: Command {
    static let name = "stats"
    static let usage = """
    usage: current-place stats [--json] [--db PATH]
    """

    let json: Bool
    let database: String

    init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, options: ["db"], flags: ["json"])
        guard parsed.positionals.isEmpty else { throw UsageError(.noArguments, ["command": Self.name]) }
        json = parsed.flag("json")
        database = databasePath(parsed)
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
    }

    func run() throws -> ExitStatus {
        let stats = try PlaceStore(path: database).statistics()
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
                importedAt: iso.string(from: meta.importedAt), generator: meta.generator)
            Console.print(try Console.json(body))
            return .success
        }
        Console.print("store        \(database)")
        Console.print("source       \(meta.sourceFiles.joined(separator: ", "))")
        Console.print("data as of   \(meta.dataTimestamp.map(iso.string(from:)) ?? "unknown")")
        Console.print("imported     \(iso.string(from: meta.importedAt)) by \(meta.generator)")
        if let bbox { Console.print("bbox         \(bbox.map { String(format: "%.6f", $0) }.joined(separator: ","))  (W,S,E,N)") }
        let categories = PlaceCategory.allCases.map { "\(stats.countsByCategory[$0] ?? 0) \($0.rawValue)" }
        Console.print("places       \(stats.placeCount): \(categories.joined(separator: ", "))")
        Console.print("footprints   \(stats.placesWithFootprint)")
        Console.print("names        \(stats.localizedNameCount) in other languages")
        Console.print("by type:")
        for (type, count) in stats.countsByType.prefix(40) {
            Console.print("  \(String(count).leftPadded(to: 6))  \(type)")
        }
        if stats.countsByType.count > 40 { Console.print("  … and \(stats.countsByType.count - 40) more types (see --json)") }
        return .success
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
