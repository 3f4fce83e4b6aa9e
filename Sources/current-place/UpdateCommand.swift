import Foundation
import OSMImport
import Places

/// `current-place update CHANGES.osc[.gz|.bz2]… --db PATH` and `update --replication DIR --db PATH`: apply
/// OSM change files to a store imported with `--updatable`.
struct UpdateCommand: Command {
    static let name = "update"
    static let usage = """
    usage: current-place update CHANGES.osc[.gz|.bz2]... [--db PATH]
           current-place update --replication DIR|file://URL [--db PATH]
    """

    /// Where the changes come from.
    enum Source {
        case files([String])
        case replication(String)
    }

    let source: Source
    let database: String
    let words: Localizer

    init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(arguments, options: ["db", "replication"], flags: [])
        words = Localizer(arguments: arguments)
        database = databasePath(parsed)
        if let folder = parsed.value("replication") {
            guard parsed.positionals.isEmpty else { throw UsageError(.updateFilesOrReplication) }
            guard !folder.isEmpty, folder != "-" else { throw UsageError(.replicationValue, ["value": folder]) }
            source = .replication(folder)
        } else {
            guard !parsed.positionals.isEmpty else { throw UsageError(.updateNeedsChanges) }
            source = .files(parsed.positionals)
        }
        if case .postgres = (try? StoreLocation(parsing: database)) { throw UsageError(.updateSQLiteOnly) }
    }

    func run() throws -> ExitStatus {
        let progress = ProgressReporter.standardError(words: words)
        let report: UpdateReport?
        do {
            let onStep = { (step: ImportProgress) in
                progress.update(phase: phaseName(step), done: step.done, total: step.total, objects: step.objects,
                                unit: words(.unitObjects))
            }
            switch source {
            case .files(let files):
                report = try Updater.run(changes: files, destination: database, progress: onStep)
            case .replication(let folder):
                report = try Updater.follow(try ReplicationFolder(folder), destination: database, progress: onStep)
            }
            progress.finish()
        } catch {
            progress.abandon()
            throw error
        }
        guard let report else {
            Console.print(words(.updateUpToDate, ["path": database]))
            return .success
        }
        let number = { (value: Int) in words.number(Double(value)) }
        Console.print(words(.updateRead, ["files": number(report.files.count), "objects": number(report.changeObjects),
                                          "distinct": number(report.touchedObjects)]))
        let rate = report.seconds > 0 ? Double(report.touchedObjects) / report.seconds : 0
        Console.print(words(.updateWrote, ["path": database, "rebuilt": number(report.rebuiltObjects),
                                           "removed": number(report.placesRemoved), "written": number(report.placesWritten),
                                           "seconds": words.number(report.seconds, digits: 2),
                                           "rate": words.number(rate.rounded())]))
        if let sequence = report.replicationSequence {
            let time = report.dataTimestamp.map { ISO8601DateFormatter().string(from: $0) } ?? words(.statsUnknown)
            Console.print(words(.updateSequence, ["sequence": "\(sequence)", "time": time]))
        }
        return .success
    }

    private func phaseName(_ step: ImportProgress) -> String {
        switch step.phase {
        case .relations, .read: words(.phaseRead)
        case .build: words(.phaseBuild)
        case .index: words(.phaseIndex)
        }
    }
}
