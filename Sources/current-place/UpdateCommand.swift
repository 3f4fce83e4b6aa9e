import CommandOptions
import Foundation
import OSMImport
import Places
import PlacesEngine

/// `current-place update CHANGES.osc[.gz|.bz2]… --db PATH` and `update --replication DIR --db PATH`: apply
/// OSM change files to a store imported with `--updatable`.
struct UpdateCommand: Command {
    static let name = "update"
    static let usage = """
    usage: current-place update CHANGES.osc[.gz|.bz2]... [--db PATH|postgresql://… --middle FILE.sqlite]
           current-place update --replication DIR|file://URL [--db PATH|postgresql://… --middle FILE.sqlite]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, .value("replication", "DIR"), .value("middle", "FILE.sqlite"),
    ]

    /// Where the changes come from.
    enum Source {
        case files([String])
        case replication(String)
    }

    let source: Source
    let database: String
    /// With a PostgreSQL store: the updatable SQLite store that is updated, then copied in.
    let middle: String?
    let words: Localizer

    init(arguments parsed: Arguments, words: Localizer) throws {
        self.words = words
        database = databasePath(parsed)
        if let folder = parsed.value("replication") {
            guard parsed.positionals.isEmpty else { throw UsageError(.updateFilesOrReplication) }
            guard !folder.isEmpty, folder != "-" else { throw UsageError(.replicationValue, ["value": folder]) }
            source = .replication(folder)
        } else {
            guard !parsed.positionals.isEmpty else { throw UsageError(.updateNeedsChanges) }
            source = .files(parsed.positionals)
        }
        middle = try MiddleOption.parse(parsed, database: database, command: Self.name, needed: true)
    }

    func run() throws -> ExitStatus {
        var postgres: PostgresURL?
        if case .postgres(let url) = try StoreLocation(parsing: database) {
            // An unreachable server fails before the update's work, not after it.
            try PostgresPublication.checkConnection(to: url)
            postgres = url
        }
        let store = middle ?? database
        let progress = ProgressReporter.standardError(words: words)
        let report: UpdateReport?
        do {
            let onStep = { (step: ImportProgress) in
                progress.update(phase: phaseName(step), done: step.done, total: step.total, objects: step.objects,
                                unit: words(.unitObjects))
            }
            switch source {
            case .files(let files):
                report = try Updater.run(changes: files, destination: store, progress: onStep)
            case .replication(let folder):
                report = try Updater.follow(try ReplicationFolder(folder), destination: store, progress: onStep)
            }
            progress.finish()
        } catch {
            progress.abandon()
            throw error
        }
        guard let report else {
            Console.print(words(.updateUpToDate, ["path": shownStore(database)]))
            // What did not reach PostgreSQL last time (the server was down) goes now.
            if let postgres, try PlacesService(store: .postgres(postgres)).metadata.version
                != PlacesService(storePath: store).metadata.version {
                try publish(store, to: postgres)
            }
            return .success
        }
        let number = { (value: Int) in words.number(Double(value)) }
        Console.print(words(.updateRead, count: report.files.count, ["files": number(report.files.count), "objects": number(report.changeObjects),
                                          "distinct": number(report.touchedObjects)]))
        let rate = report.seconds > 0 ? Double(report.touchedObjects) / report.seconds : 0
        Console.print(words(.updateWrote, ["path": store, "rebuilt": number(report.rebuiltObjects),
                                           "removed": number(report.placesRemoved), "written": number(report.placesWritten),
                                           "seconds": words.number(report.seconds, digits: 2),
                                           "rate": words.number(rate.rounded())]))
        if report.relinkedPlaces > 0 {
            Console.print(words(.updateRelinked, ["count": number(report.relinkedPlaces)]))
        }
        if let sequence = report.replicationSequence {
            let time = report.dataTimestamp.map { ISO8601DateFormatter().string(from: $0) } ?? words(.statsUnknown)
            Console.print(words(.updateSequence, ["sequence": "\(sequence)", "time": time]))
        }
        if let postgres { try publish(store, to: postgres) }
        return .success
    }

    /// Brings PostgreSQL up to the updated SQLite store: the changed rows in place, or the whole store when
    /// the SQLite store's log cannot say what changed since PostgreSQL's copy.
    private func publish(_ store: String, to postgres: PostgresURL) throws {
        switch try PostgresPublication.publishChanges(storePath: store, to: postgres) {
        case .changed(let changes):
            Console.print(words(.updatePostgres, ["places": words.number(Double(changes.places)),
                                                  "features": words.number(Double(changes.mapFeatures)),
                                                  "seconds": words.number(changes.seconds, digits: 2),
                                                  "revisions": "\(changes.revisions)"]))
        case .copied(let published):
            Console.print(words(.importPostgres, ["copy": words.number(published.copySeconds, digits: 2),
                                                  "index": words.number(published.indexSeconds, digits: 2)]))
        }
    }

    private func phaseName(_ step: ImportProgress) -> String {
        switch step.phase {
        case .relations, .read: words(.phaseRead)
        case .build: words(.phaseBuild)
        case .index: words(.phaseIndex)
        }
    }
}
