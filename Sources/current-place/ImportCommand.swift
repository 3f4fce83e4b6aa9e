import Foundation
import OSMImport
import Places

/// `current-place import FILE… --db PATH`
struct ImportCommand: Command {
    static let name = "import"
    static let usage = """
    usage: current-place import FILE... [--db PATH]
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
        let progress = ProgressReporter.standardError(words: words)
        let report: ImportReport
        do {
            report = try Importer.run(inputs: inputs, destination: database) { step in
                progress.update(phase: phaseName(step), done: step.done, total: step.total, objects: step.objects,
                                unit: words(.unitObjects))
            }
            progress.finish()
        } catch {
            progress.abandon()
            throw error
        }
        for (path, summary) in report.files {
            Console.print(words(.importRead, ["path": path, "nodes": words.number(Double(summary.nodes)),
                                              "ways": words.number(Double(summary.ways)),
                                              "relations": words.number(Double(summary.relations)),
                                              "areas": words.number(Double(summary.areas))]))
        }
        let counts = PlaceCategory.allCases.map { "\(words.number(Double(report.placesByCategory[$0] ?? 0))) \($0.rawValue)" }
        Console.print(words(.importWrote, ["path": database, "places": words.number(Double(report.placeCount)),
                                           "counts": counts.joined(separator: ", "),
                                           "features": words.number(Double(report.mapFeatureCount))]))
        Console.print(words(.importTime, ["read": words.number(report.readSeconds, digits: 2),
                                          "build": words.number(report.buildSeconds, digits: 2),
                                          "write": words.number(report.writeSeconds, digits: 2)]))
        return .success
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
