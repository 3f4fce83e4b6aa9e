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

    init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, options: ["db"], flags: [])
        guard !parsed.positionals.isEmpty else { throw UsageError(.importNeedsFile) }
        inputs = parsed.positionals
        database = databasePath(parsed)
    }

    func run() throws -> ExitStatus {
        let report = try Importer.run(inputs: inputs, destination: database)
        for (path, summary) in report.files {
            Console.print("read \(path): \(summary.nodes) nodes, \(summary.ways) ways, \(summary.relations) relations, \(summary.areas) areas")
        }
        let counts = PlaceCategory.allCases.map { "\(report.placesByCategory[$0] ?? 0) \($0.rawValue)" }
        Console.print("wrote \(database): \(report.placeCount) places (\(counts.joined(separator: ", "))), \(report.mapFeatureCount) map features")
        Console.print(String(format: "time: read %.2f s, build %.2f s, write %.2f s",
                             report.readSeconds, report.buildSeconds, report.writeSeconds))
        return .success
    }
}
