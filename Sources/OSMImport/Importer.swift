import Foundation
import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// What an import did.
public struct ImportReport: Sendable {
    /// Per input file: its path and what libosmium read.
    public var files: [(path: String, summary: ReadSummary)]
    /// Places written, by category.
    public var placesByCategory: [PlaceCategory: Int]
    /// Map features written (roads, land use, water, buildings, railways).
    public var mapFeatureCount: Int
    /// Seconds spent reading (map features written meanwhile), building and writing the places, and
    /// building the indexes and moving the store into place.
    public var readSeconds: Double, buildSeconds: Double, writeSeconds: Double
    /// What conflation made of the points of interest: objects merged into another drawing of their place,
    /// objects that became a station's parts, places lying in another, and same-name groups too large to merge.
    public var mergedObjects = 0, partObjects = 0, containedPlaces = 0, skippedGroups = 0

    /// Every place written.
    public var placeCount: Int { placesByCategory.values.reduce(0, +) }
}

/// Imports OSM files into a new place store, replacing the old one atomically.
public enum Importer {
    /// The version written into every store's metadata.
    public static let generator = "current-place 0.1"

    /// The objects the classifier and the address resolver can use.
    static let featureFilter = OSMReader.Filter(
        keysWithName: TypeVocabulary.keysInOrder + ["boundary"],
        keysAlone: ["addr:housenumber", "addr:country"],
        lineKeys: MapFeatureClassifier.lineKeys, areaKeys: MapFeatureClassifier.areaKeys)

    /// Reads every file in `inputs`, builds the places, and writes them to
    /// `destination`. The new store is built in a temporary file; the
    /// previous store is replaced only when the new one is complete.
    ///
    /// Memory does not grow with the places: candidates, address areas and
    /// closed ways are spilled to an ``ImportSpool`` beside the destination as
    /// they are read, map features go straight to the new store, and places
    /// are built and written in batches in id order.
    /// - Parameters:
    ///   - updatable: keep what ``Updater`` needs to apply change files later
    ///     (the OSM data itself, and what each object derived).
    ///   - progress: called on the importing thread, often (after every
    ///     block of a file, every batch of places), with where the import stands.
    /// - Throws: ``ImportError`` for a missing, unreadable or corrupt input;
    ///   ``StoreError`` when the store cannot be written.
    public static func run(inputs: [String], destination: String, updatable: Bool = false,
                           progress: @escaping (ImportProgress) -> Void = { _ in }) throws -> ImportReport {
        guard !inputs.isEmpty else { throw ImportError("no input file given") }
        for path in inputs { try OSMReader.checkReadable(path) }
        do {
            return try write(inputs: inputs, destination: destination, updatable: updatable, progress: progress)
        } catch let error as StoreError {
            if let error = ImportError(error) { throw error }
            // Name the store being replaced, not the temporary file it was being built in.
            throw StoreError(error.code, "\(error.message); the previous store is unchanged", path: destination, sql: error.sql)
        }
    }

    private static func write(inputs: [String], destination: String, updatable: Bool,
                              progress: @escaping (ImportProgress) -> Void) throws -> ImportReport {
        let clock = ContinuousClock()
        var start = clock.now
        let writer = try PlaceStoreWriter(destinationPath: destination, updatable: updatable)
        let spool = try ImportSpool(beside: destination, forUpdates: updatable)
        let writes = BackgroundWriter(writer: writer, spool: spool)
        // Explicitly, not left to deinit: the process may end before the writer thread lets go of them.
        defer {
            writes.close()
            spool.remove()
            writer.abandon()
        }
        var collector = FeatureCollector(spool: spool, writes: writes)
        // The features are sorted on a thread of their own while libosmium reads and assembles on this one
        // (which alone kept a core busy): 300 copies of Helsinki read in 10.2 s instead of 11.1 s.
        let collecting = SerialWorker<ReadItem>(name: "import-collector") { items in
            for item in items {
                switch item {
                case .feature(let feature): try collector.add(feature)
                case .middle(let batch): try writes.submit(.middle(batch))
                }
            }
        }
        defer { collecting.close() }
        var files: [(String, ReadSummary)] = []
        for path in inputs {
            let middle: ((OSMMiddleBatch) throws -> Void)? = updatable ? { try collecting.submit(.middle($0)) } : nil
            let summary = try OSMReader.read(path: path, filter: featureFilter, progress: progress, middle: middle) {
                try collecting.submit(.feature($0))
            }
            files.append((path, summary))
        }
        try collecting.drain()
        if updatable { try writes.submit(.finishMiddle) }
        try collector.finish()
        try writes.drain()
        let readSeconds = seconds(since: start, clock)

        let resolver = try AddressResolver(spool: spool)
        var localityCache = LocalityAreaCache()
        let total = Int64(try spool.candidateCount())
        var done: Int64 = 0
        start = clock.now
        progress(ImportProgress(phase: .build, done: 0, total: total, objects: 0))
        // Three stages overlap: this thread reads and decodes a batch of candidates and looks up the areas around
        // them (the spool's connection is this thread's), a builder thread resolves and encodes the batch before
        // on every core, and the writer thread writes the one before that. With the lookups alone on this thread
        // between two parallel maps, the second core was idle for a quarter of the phase; with a parallel map in
        // two stages at once, each waited for the other's.
        let building = SerialWorker<[BuildInput]>(name: "import-builder", batchSize: 1, capacity: 2) { batches in
            for work in batches {
                for record in build(work, resolver: resolver) { try writes.submit(.record(record)) }
            }
        }
        defer { building.close() }
        try spool.forEachCandidate(batch: 4096 * System.coreCount) { payloads in
            try building.submit(try lookUp(payloads, spool: spool, localityCache: &localityCache))
            done += Int64(payloads.count)
            progress(ImportProgress(phase: .build, done: done, total: total, objects: done))
        }
        try building.drain()
        try writes.drain()
        let buildSeconds = seconds(since: start, clock)

        start = clock.now
        progress(ImportProgress(phase: .index, done: 0, total: 0, objects: 0))
        let timestamps = files.compactMap(\.1.dataTimestamp)
        try writer.commit(metadata: StoreMetadata(
            sourceFiles: inputs.map { URL(fileURLWithPath: $0).lastPathComponent },
            dataTimestamp: timestamps.max(), importedAt: Date(), boundingBox: nil, generator: generator,
            countryCode: resolver.defaultCountry, updatable: updatable), keeping: spool)
        let writeSeconds = seconds(since: start, clock)
        var report = ImportReport(files: files, placesByCategory: writes.placesByCategory, mapFeatureCount: collector.mapFeatureCount,
                                  readSeconds: readSeconds, buildSeconds: buildSeconds, writeSeconds: writeSeconds)
        if let conflation = writer.conflation {
            report.mergedObjects = conflation.mergedCount
            report.partObjects = conflation.partCount
            report.containedPlaces = conflation.containers.count
            report.skippedGroups = conflation.skippedGroups
        }
        return report
    }

    /// What the reading thread hands to the collecting thread, in file order.
    private enum ReadItem {
        case feature(OSMFeature)
        /// A block's objects, for an updatable store.
        case middle(OSMMiddleBatch)
    }

    /// What one place needs from the spool to be built.
    private struct BuildInput: Sendable {
        let candidate: PlaceCandidate
        let own: AddressComponents?
        let sourcePayloads: [Data]
        let localityAreas: [LocalityContext]
    }

    /// One batch of places from the spool: decoded (with the address each
    /// states itself) on every core, the areas around each looked up in the
    /// spool on this thread, then resolved and encoded on every core.
    static func buildRecords(_ payloads: [Data], resolver: AddressResolver, spool: ImportSpool,
                             localityCache: inout LocalityAreaCache) throws -> [PlaceRecord] {
        build(try lookUp(payloads, spool: spool, localityCache: &localityCache, decodingInParallel: true), resolver: resolver)
    }

    /// The first half of ``buildRecords(_:resolver:spool:localityCache:)``: the candidates decoded (on every core
    /// if `decodingInParallel`), and the areas around each looked up in `spool` on this thread.
    private static func lookUp(_ payloads: [Data], spool: ImportSpool, localityCache: inout LocalityAreaCache,
                               decodingInParallel: Bool = false) throws -> [BuildInput] {
        let decode = { @Sendable (payload: Data) -> (candidate: PlaceCandidate, own: AddressComponents?)? in
            SpoolCodec.decodeCandidate(payload).map { ($0, FeatureCollector.ownAddress($0.tags)) }
        }
        let decoded = decodingInParallel ? ParallelMap.map(payloads, decode) : payloads.map(decode)
        var work: [BuildInput] = []
        work.reserveCapacity(decoded.count)
        for case let (candidate, own)? in decoded {
            let sources = AddressResolver.needsEnclosingAddress(own)
                ? try spool.areas(.address, containing: candidate.location) : []
            let localities = try localityCache.localities(try spool.localityRowIDs(containing: candidate.location)) {
                try spool.areaPayload(.locality, rowID: $0)
            }
            work.append(BuildInput(candidate: candidate, own: own, sourcePayloads: sources, localityAreas: localities))
        }
        return work
    }

    /// The second half of ``buildRecords(_:resolver:spool:localityCache:)``: each place's address resolved,
    /// the place built and encoded, on every core.
    private static func build(_ work: [BuildInput], resolver: AddressResolver) -> [PlaceRecord] {
        ParallelMap.map(work) { input in
            let sources = input.sourcePayloads.compactMap(SpoolCodec.decodeAddressSource)
            let address = resolver.resolve(id: input.candidate.id, own: input.own, location: input.candidate.location,
                                           sources: sources, localityAreas: input.localityAreas)
            return PlaceBuilder.build(input.candidate, address: address)
        }
    }

    static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
