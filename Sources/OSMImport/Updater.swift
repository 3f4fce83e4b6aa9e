import Foundation
import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// What an update did.
public struct UpdateReport: Sendable {
    /// Objects in the change files (every version) and distinct objects touched.
    public var changeObjects: Int, touchedObjects: Int
    /// Objects rebuilt: those touched, and the ways and relations whose geometry a touched node or way changed.
    public var rebuiltObjects: Int
    /// Places removed and places written (a changed place is both).
    public var placesRemoved: Int, placesWritten: Int
    /// Whether the default country changed, so that every place was rebuilt.
    public var rebuiltEverything: Bool
    /// Change files applied.
    public var files: [String]
    /// Seconds from start to the new store in place.
    public var seconds: Double
    /// Places whose conflation changed: merged into another or split from it, made a part or no longer one,
    /// moved into or out of another.
    public var relinkedPlaces = 0
    /// The store's data timestamp after the update.
    public var dataTimestamp: Date?
    /// The replication sequence number recorded, for updates from a replication folder.
    public var replicationSequence: Int64?
}

/// Applies OSM change files to an updatable store (`import --updatable`), so
/// that it answers as an import of the changed data would:
/// 1. the change's objects replace their old versions in the store's copy of
///    the OSM data (``OSMMiddle``); ways using a moved node and relations
///    holding a changed way are rebuilt with them;
/// 2. what those objects derived before (candidates, address and locality
///    areas, map features, country votes) is removed, and they are read again
///    by the importer's own reader and collector, from a small OPL file of
///    them and the objects they need;
/// 3. the places whose address can depend on what changed are built again:
///    the changed objects' own, those whose address areas or localities
///    changed (``AddressImpact``), and every place when the default country
///    changes.
///
/// The work happens in place, in one transaction of the store
/// (``PlaceStoreWriter/init(updating:)``): readers see the old state or the
/// new one, and a failed or killed update leaves the old one.
public enum Updater {
    /// Applies `changes` (`.osc`, `.osc.gz`, `.osc.bz2`, in order) to the store at `destination`.
    /// - Throws: ``ImportError`` for a missing or broken change file; ``StoreError`` `.notUpdatable` for a
    ///   store imported without `--updatable`, `.busy` while another import or update runs, others when the
    ///   store cannot be read or written.
    public static func run(changes: [String], destination: String,
                           progress: @escaping (ImportProgress) -> Void = { _ in }) throws -> UpdateReport {
        guard !changes.isEmpty else { throw ImportError("no change file given") }
        for path in changes { try OSMReader.checkReadable(path, suffixes: OSMReader.changeSuffixes) }
        return try withStoreErrors {
            let writer = try PlaceStoreWriter(updating: destination)
            defer { writer.abandon() }
            return try apply(changes, to: writer, replication: nil, progress: progress)
        }
    }

    /// Runs `body`, turning the store errors that have an ``ImportError`` kind of their own into one.
    private static func withStoreErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw ImportError(error) ?? error
        }
    }

    /// Applies the changes of `folder` that are newer than the store at `destination`: those after the
    /// sequence number it recorded, or for a store never updated from a replication folder, after the
    /// newest change not newer than its data. Records the new sequence number and time.
    /// - Returns: nil when the store is up to date.
    /// - Throws: as ``run(changes:destination:progress:)``, and ``ImportError`` when a change file is
    ///   missing from the folder or the folder starts after the store's data.
    public static func follow(_ folder: ReplicationFolder, destination: String,
                              progress: @escaping (ImportProgress) -> Void = { _ in }) throws -> UpdateReport? {
        try withStoreErrors { try followUnwrapped(folder, destination: destination, progress: progress) }
    }

    private static func followUnwrapped(_ folder: ReplicationFolder, destination: String,
                                        progress: @escaping (ImportProgress) -> Void) throws -> UpdateReport? {
        let writer = try PlaceStoreWriter(updating: destination)
        defer { writer.abandon() }
        guard let previous = writer.previousMetadata, previous.updatable else { throw PlaceStoreWriter.notUpdatable(destination) }
        let latest = try folder.latest()
        let start: Int64
        if let sequence = previous.replicationSequence {
            start = sequence
        } else if let timestamp = previous.dataTimestamp {
            start = try folder.sequence(before: timestamp)
        } else {
            throw ImportError("the store's data has no timestamp to start replication from; import a file with timestamps",
                              path: destination)
        }
        guard start < latest.sequence else { return nil }
        let files = (start + 1...latest.sequence).map(folder.changeFile)
        for file in files { try OSMReader.checkReadable(file, suffixes: OSMReader.changeSuffixes) }
        return try apply(files, to: writer, replication: latest, progress: progress)
    }

    private static func apply(_ changes: [String], to writer: PlaceStoreWriter, replication: ReplicationState?,
                              progress: @escaping (ImportProgress) -> Void) throws -> UpdateReport {
        let clock = ContinuousClock()
        let start = clock.now
        guard let middle = writer.middle, let previous = writer.previousMetadata else {
            throw PlaceStoreWriter.notUpdatable(writer.destinationPath)
        }
        let spool = try ImportSpool(keptIn: writer)
        progress(ImportProgress(phase: .read, done: 0, total: 0, objects: 0))
        let changeSet = try ChangeSet.read(changes)

        // 1. The objects to rebuild, found with the old and the new references.
        let nodes = changeSet.ids(of: .node)
        var ways = changeSet.ids(of: .way).union(try middle.ways(usingNodes: nodes))
        var relations = changeSet.ids(of: .relation).union(try middle.relations(holdingWays: ways))
        try middle.apply(changeSet.objects.values.sorted { $0.key < $1.key })
        ways.formUnion(try middle.ways(usingNodes: nodes))
        relations.formUnion(try middle.relations(holdingWays: ways))
        let sources = Set(nodes.map { OSMObject.Key(kind: .node, id: $0) } + ways.map { OSMObject.Key(kind: .way, id: $0) }
            + relations.map { OSMObject.Key(kind: .relation, id: $0) })

        // 2. What they derived, removed, then derived again from their new versions.
        let before = try spool.derived(from: sources, remove: true)
        for source in sources { try writer.removeMapFeatures(of: source) }
        try rederive(sources, changeSet: changeSet, middle: middle, writer: writer, spool: spool)
        let after = try spool.derived(from: sources, remove: false)

        // 3. The places to build again.
        progress(ImportProgress(phase: .build, done: 0, total: 0, objects: 0))
        let resolver = try AddressResolver(spool: spool)
        let everything = resolver.defaultCountry != previous.countryCode
        var affected = Set((before.candidates + after.candidates).map(placeID))
        if everything {
            affected.formUnion(try writer.allPlaceIDs())
        } else {
            affected.formUnion(try AddressImpact(writer: writer, spool: spool).places(before: before, after: after))
        }
        var removed = 0
        for id in affected where try writer.removePlace(id) { removed += 1 }
        let keys = affected.map { (kind: SpoolCodec.kind($0.objectType), osmID: $0.osmID) }
        let payloads = try spool.candidates(keys)
        var localityCache = LocalityAreaCache()
        var written = 0
        for batch in stride(from: 0, to: payloads.count, by: 4096).map({ payloads[$0..<min($0 + 4096, payloads.count)] }) {
            for record in try Importer.buildRecords(Array(batch), resolver: resolver, spool: spool, localityCache: &localityCache) {
                try writer.insert(record)
                written += 1
            }
            progress(ImportProgress(phase: .build, done: Int64(written), total: Int64(payloads.count), objects: Int64(written)))
        }

        progress(ImportProgress(phase: .index, done: 0, total: 0, objects: 0))
        let timestamp = [previous.dataTimestamp, changeSet.newestTimestamp, replication?.timestamp].compactMap { $0 }.max()
        try writer.commit(metadata: StoreMetadata(
            sourceFiles: previous.sourceFiles, dataTimestamp: timestamp, importedAt: previous.importedAt,
            boundingBox: nil, generator: Importer.generator, countryCode: resolver.defaultCountry, updatable: true,
            updatedAt: Date(), replicationSequence: replication?.sequence ?? previous.replicationSequence,
            revision: previous.revision + 1))
        var report = UpdateReport(changeObjects: changeSet.objectCount, touchedObjects: changeSet.objects.count,
                            rebuiltObjects: sources.count, placesRemoved: removed, placesWritten: written,
                            rebuiltEverything: everything, files: changes, seconds: Importer.seconds(since: start, clock),
                            dataTimestamp: timestamp, replicationSequence: replication?.sequence)
        report.relinkedPlaces = writer.relinkedPlaces
        return report
    }

    /// Reads `sources` again, as they are now in `middle` (nodes with their tags from `changeSet`), with
    /// the objects they need, through the importer's reader and collector, into `spool` and the store.
    private static func rederive(_ sources: Set<OSMObject.Key>, changeSet: ChangeSet, middle: OSMMiddle,
                                 writer: PlaceStoreWriter, spool: ImportSpool) throws {
        var ways: [Int64: OSMObject] = [:]
        var relations: [OSMObject] = []
        for source in sources where source.kind == .relation {
            guard let relation = try middle.relation(source.id) else { continue }
            relations.append(relation)
            for member in relation.members where member.kind == .way && ways[member.ref] == nil {
                ways[member.ref] = try middle.way(member.ref)
            }
        }
        for source in sources where source.kind == .way && ways[source.id] == nil {
            ways[source.id] = try middle.way(source.id)
        }
        var nodes = Set(sources.filter { $0.kind == .node }.map(\.id))
        for way in ways.values { nodes.formUnion(way.refs) }

        var extract = ExtractWriter()
        for id in nodes.sorted() {
            guard let location = try middle.location(ofNode: id) else { continue }
            extract.node(id, location: location, tags: changeSet.objects[OSMObject.Key(kind: .node, id: id)]?.tags ?? [])
        }
        for id in ways.keys.sorted() { if let way = ways[id] { extract.way(way) } }
        for relation in relations.sorted(by: { $0.id < $1.id }) { extract.relation(relation) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("current-place-update-\(UUID().uuidString).opl").path
        try extract.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let writes = BackgroundWriter(writer: writer, spool: spool)
        defer { writes.close() }
        var collector = FeatureCollector(spool: spool, writes: writes, only: sources)
        _ = try OSMReader.read(path: path, filter: Importer.featureFilter) { try collector.add($0) }
        try collector.finish()
        try writes.drain()
        try spool.clearPendingLines()
    }

    private static func placeID(_ key: OSMObject.Key) -> PlaceID {
        PlaceID(key.kind == .node ? .node : key.kind == .way ? .way : .relation, key.id)
    }
}
