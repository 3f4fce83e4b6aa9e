import Foundation
import Geo
import Places
import PlaceStore

/// What an import did.
public struct ImportReport: Sendable {
    /// Per input file: its path and what libosmium read.
    public var files: [(path: String, summary: ReadSummary)]
    /// Places written, by category.
    public var placesByCategory: [PlaceCategory: Int]
    /// Map features written (roads, land use, water, buildings, railways).
    public var mapFeatureCount: Int
    /// Seconds spent reading, building and writing.
    public var readSeconds: Double, buildSeconds: Double, writeSeconds: Double

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
        wayKeys: MapFeatureClassifier.keys)

    /// Reads every file in `inputs`, builds the places, and writes them to
    /// `destination`. Nothing is written until every file has been read; the
    /// previous store is replaced only when the new one is complete.
    /// - Parameter progress: called on the importing thread, often (after every
    ///   block of a file, every few hundred places), with where the import stands.
    /// - Throws: ``ImportError`` for a missing, unreadable or corrupt input;
    ///   ``StoreError`` when the store cannot be written.
    public static func run(inputs: [String], destination: String,
                           progress: @escaping (ImportProgress) -> Void = { _ in }) throws -> ImportReport {
        guard !inputs.isEmpty else { throw ImportError("no input file given") }
        let clock = ContinuousClock()
        var start = clock.now
        var collector = FeatureCollector()
        var files: [(String, ReadSummary)] = []
        for path in inputs {
            let summary = try OSMReader.read(path: path, filter: featureFilter, progress: progress) { collector.add($0) }
            files.append((path, summary))
        }
        collector.finish()
        let readSeconds = seconds(since: start, clock)

        start = clock.now
        let resolver = AddressResolver(collector: collector)
        let candidates = collector.candidates.values.sorted { $0.id < $1.id }
        var records: [PlaceRecord] = []
        records.reserveCapacity(candidates.count)
        // In batches, so that progress can be reported between them.
        let batch = 4096 * System.coreCount
        for start in stride(from: 0, to: candidates.count, by: batch) {
            progress(ImportProgress(phase: .build, done: Int64(start), total: Int64(candidates.count), objects: Int64(start)))
            records += ParallelMap.map(Array(candidates[start..<min(candidates.count, start + batch)])) { candidate in
                let own = FeatureCollector.ownAddress(candidate.tags)
                let address = resolver.resolve(id: candidate.id, own: own, location: candidate.location)
                return PlaceRecord(PlaceBuilder.build(candidate, address: address))
            }
        }
        progress(ImportProgress(phase: .build, done: Int64(records.count), total: Int64(candidates.count),
                                objects: Int64(records.count)))
        let buildSeconds = seconds(since: start, clock)

        start = clock.now
        var counts: [PlaceCategory: Int] = [:]
        do throws(StoreError) {
            let writer = try PlaceStoreWriter(destinationPath: destination)
            let total = Int64(records.count + collector.mapFeatures.count)
            var written: Int64 = 0
            func wrote() {
                written += 1
                if written % 256 == 0 || written == total {
                    progress(ImportProgress(phase: .write, done: written, total: total, objects: written))
                }
            }
            progress(ImportProgress(phase: .write, done: 0, total: total, objects: 0))
            for record in records {
                try writer.insert(record)
                counts[record.place.category, default: 0] += 1
                wrote()
            }
            for feature in collector.mapFeatures {
                try writer.insert(feature)
                wrote()
            }
            progress(ImportProgress(phase: .index, done: 0, total: 0, objects: 0))
            let timestamps = files.compactMap(\.1.dataTimestamp)
            try writer.commit(metadata: StoreMetadata(
                sourceFiles: inputs.map { URL(fileURLWithPath: $0).lastPathComponent },
                dataTimestamp: timestamps.max(), importedAt: Date(), boundingBox: nil, generator: generator,
                countryCode: resolver.defaultCountry))
        } catch {
            // Name the store being replaced, not the temporary file it was being built in.
            throw StoreError(error.code, "\(error.message); the previous store is unchanged", path: destination, sql: error.sql)
        }
        return ImportReport(files: files, placesByCategory: counts, mapFeatureCount: collector.mapFeatures.count,
                            readSeconds: readSeconds,
                            buildSeconds: buildSeconds, writeSeconds: seconds(since: start, clock))
    }

    private static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
