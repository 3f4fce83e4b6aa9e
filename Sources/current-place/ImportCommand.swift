import CommandOptions
import Foundation
import OSMImport
import Places
import PlacesEngine

/// `current-place import FILE… --db PATH|postgresql://USER@HOST:PORT/DATABASE`: into an SQLite file, or
/// into PostgreSQL through a temporary SQLite store that is then copied in and swapped in whole.
struct ImportCommand: Command {
    static let name = "import"
    static let usage = """
    usage: current-place import FILE... [--db PATH|postgresql://USER@HOST:PORT/DATABASE] [--updatable]
                                [--middle FILE.sqlite]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .value("middle", "FILE.sqlite"), .flag("updatable"),
    ]

    let inputs: [String]
    let database: String
    /// Keep what `update` needs.
    let updatable: Bool
    /// With PostgreSQL and `updatable`: where the updatable SQLite store is kept.
    let middle: String?
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard !parsed.positionals.isEmpty else { throw UsageError(.importNeedsFile) }
        inputs = parsed.positionals
        database = databasePath(parsed)
        try OutputPath.refuse(database, option: "--db", inputs: inputs.map { ("FILE", $0) })
        updatable = parsed.flag("updatable")
        middle = try MiddleOption.parse(parsed, database: database, command: Self.name, needed: updatable)
        try OutputPath.refuse(middle, option: "--middle", inputs: inputs.map { ("FILE", $0) })
        self.words = words
    }

    func run() throws -> ExitStatus {
        guard case .postgres(let url) = try StoreLocation(parsing: database) else {
            show(try importWithProgress(into: database), writtenTo: database)
            return .success
        }
        // An unreachable server fails before the import's work, not after it.
        try PostgresPublication.checkConnection(to: url)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("current-place-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // An updatable store is kept where --middle says, for `update`; any other is temporary.
        let file = middle ?? folder.appendingPathComponent("places.sqlite").path
        let report = try importWithProgress(into: file)
        let published = try PostgresPublication.publish(storePath: file, to: url)
        show(report, writtenTo: url.description)
        Console.print(words(.importPostgres, ["copy": words.number(published.copySeconds, digits: 2),
                                              "index": words.number(published.indexSeconds, digits: 2)]))
        return .success
    }

    /// Imports the inputs into the SQLite store at `destination`, with the live progress line.
    private func importWithProgress(into destination: String) throws -> ImportReport {
        let progress = ProgressReporter.standardError(words: words)
        do {
            let report = try Importer.run(inputs: inputs, destination: destination, updatable: updatable) { step in
                progress.update(phase: phaseName(step), done: step.done, total: step.total, objects: step.objects,
                                unit: words(.unitObjects))
            }
            progress.finish()
            return report
        } catch {
            progress.abandon()
            throw error
        }
    }

    /// Reports what the import read and wrote to `store`.
    private func show(_ report: ImportReport, writtenTo store: String) {
        for (path, summary) in report.files {
            Console.print(words(.importRead, ["path": path, "nodes": words.number(Double(summary.nodes)),
                                              "ways": words.number(Double(summary.ways)),
                                              "relations": words.number(Double(summary.relations)),
                                              "areas": words.number(Double(summary.areas))]))
            if summary.waysWithMissingNodes > 0 || summary.incompleteMultipolygons > 0 {
                Console.print(words(.importSkipped, ["ways": words.number(Double(summary.waysWithMissingNodes)),
                                                     "multipolygons": words.number(Double(summary.incompleteMultipolygons))]))
            }
        }
        let counts = PlaceCategory.allCases.map { "\(words.number(Double(report.placesByCategory[$0] ?? 0))) \($0.rawValue)" }
        Console.print(words(.importWrote, ["path": store, "places": words.number(Double(report.placeCount)),
                                           "counts": counts.joined(separator: ", "),
                                           "features": words.number(Double(report.mapFeatureCount))]))
        Console.print(words(.importConflated, ["merged": words.number(Double(report.mergedObjects)),
                                               "parts": words.number(Double(report.partObjects)),
                                               "contained": words.number(Double(report.containedPlaces)),
                                               "skipped": words.number(Double(report.skippedGroups))]))
        Console.print(words(.importTime, ["read": words.number(report.readSeconds, digits: 2),
                                          "build": words.number(report.buildSeconds, digits: 2),
                                          "write": words.number(report.writeSeconds, digits: 2)]))
    }

    /// The words for a step of the import; reading names the file when there are several.
    private func phaseName(_ step: ImportProgress) -> String {
        let name: String
        switch step.phase {
        case .relations: name = words(.phaseRelations)
        case .read: name = words(.phaseRead)
        case .build: name = words(.phaseBuild)
        case .index: name = words(.phaseIndex)
        }
        guard inputs.count > 1, let file = step.file else { return name }
        return name + " " + URL(fileURLWithPath: file).lastPathComponent
    }
}
