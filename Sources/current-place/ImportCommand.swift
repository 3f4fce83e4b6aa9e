import Foundation
import OSMImport
import Places
import PlacesEngine

/// `current-place import FILE… --db PATH|postgresql://USER@HOST:PORT/DATABASE`: into an SQLite file, or
/// into PostgreSQL through a temporary SQLite store that is then copied in and swapped in whole.
struct ImportCommand: Command {
    static let name = "import"
    static let usage = """
    usage: current-place import FILE... [--db PATH|postgresql://USER@HOST:PORT/DATABASE]
    """

    let inputs: [String]
    let database: String
    let words: Localizer

    init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, options: ["db"], flags: [])
        guard !parsed.positionals.isEmpty else { throw UsageError(.importNeedsFile) }
        inputs = parsed.positionals
        database = databasePath(parsed)
        words = Localizer(arguments: arguments)
    }

    func run() throws -> ExitStatus {
        let location = try StoreLocation(parsing: database)
        guard case .postgres(let url) = location else {
            return try importInto(file: database, shownAs: database)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("current-place-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("places.sqlite").path
        _ = try importInto(file: file, shownAs: url.description)
        let published = try PostgresPublication.publish(storePath: file, to: url)
        Console.print(words(.importPostgres, ["copy": words.number(published.copySeconds, digits: 2),
                                              "index": words.number(published.indexSeconds, digits: 2)]))
        return .success
    }

    /// Imports the inputs into the SQLite store at `file`, reporting it as `shownAs`.
    private func importInto(file: String, shownAs shown: String) throws -> ExitStatus {
        let report = try Importer.run(inputs: inputs, destination: file)
        for (path, summary) in report.files {
            Console.print(words(.importRead, ["path": path, "nodes": words.number(Double(summary.nodes)),
                                              "ways": words.number(Double(summary.ways)),
                                              "relations": words.number(Double(summary.relations)),
                                              "areas": words.number(Double(summary.areas))]))
        }
        let counts = PlaceCategory.allCases.map { "\(words.number(Double(report.placesByCategory[$0] ?? 0))) \($0.rawValue)" }
        Console.print(words(.importWrote, ["path": shown, "places": words.number(Double(report.placeCount)),
                                           "counts": counts.joined(separator: ", "),
                                           "features": words.number(Double(report.mapFeatureCount))]))
        Console.print(words(.importTime, ["read": words.number(report.readSeconds, digits: 2),
                                          "build": words.number(report.buildSeconds, digits: 2),
                                          "write": words.number(report.writeSeconds, digits: 2)]))
        return .success
    }
}
