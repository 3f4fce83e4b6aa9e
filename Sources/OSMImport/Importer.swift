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
    /// - Throws: ``ImportError`` for a missing, unreadable or corrupt input;
    ///   ``StoreError`` when the store cannot be written.
    public static func run(inputs: [String], destination: String) throws -> ImportReport {
        guard !inputs.isEmpty else { throw ImportError("no input file given") }
        let clock = ContinuousClock()
        var start = clock.now
        var collector = FeatureCollector()
        var files: [(String, ReadSummary)] = []
        for path in inputs {
            let summary = try OSMReader.read(path: path, filter: featureFilter) { collector.add($0) }
            files.append((path, summary))
        }
        collector.finish()
        let readSeconds = seconds(since: start, clock)

        start = clock.now
        let resolver = AddressResolver(collector: collector)
        let candidates = collector.candidates.values.sorted { $0.id < $1.id }
        let records = ParallelMap.map(candidates) { candidate in
            let own = FeatureCollector.ownAddress(candidate.tags)
            let address = resolver.resolve(id: candidate.id, own: own, location: candidate.location)
            return PlaceRecord(PlaceBuilder.build(candidate, address: address))
        }
        let buildSeconds = seconds(since: start, clock)

        start = clock.now
        var counts: [PlaceCategory: Int] = [:]
        do throws(StoreError) {
            let writer = try PlaceStoreWriter(destinationPath: destination)
            for record in records {
                try writer.insert(record)
                counts[record.place.category, default: 0] += 1
            }
            for feature in collector.mapFeatures {
                try writer.insert(feature)
            }
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
