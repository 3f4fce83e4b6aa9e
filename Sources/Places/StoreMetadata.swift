import Foundation
import Geo

/// What a store says about itself: where its data came from and when.
public struct StoreMetadata: Sendable, Equatable {
    /// The OSM files imported, as given on the command line.
    public var sourceFiles: [String]
    /// The newest OSM object timestamp (or the replication timestamp) of the data.
    public var dataTimestamp: Date?
    /// When the import finished.
    public var importedAt: Date
    /// The box holding every place.
    public var boundingBox: BoundingBox?
    /// The version of the program that wrote the store.
    public var generator: String
    /// The country most of the data is in (ISO 3166-1 alpha-2), when known.
    public var countryCode: String?
    /// Whether the store keeps the OSM data that `update` needs (`import --updatable`).
    public var updatable: Bool
    /// When the last update finished, if there was one.
    public var updatedAt: Date?
    /// The replication sequence number of the last change applied from a replication folder.
    public var replicationSequence: Int64?
    /// How many updates have been applied since the import: with ``importedAt``, names one state of the store.
    public var revision: Int64
    /// The revision whose update last changed which objects are merged into a place, which are a place's
    /// parts and which place holds which (0: none since the import). A reader that keeps places shaped
    /// by row keeps them across revisions only while this stays.
    public var linksRevision: Int64

    /// Creates metadata.
    public init(sourceFiles: [String], dataTimestamp: Date?, importedAt: Date, boundingBox: BoundingBox?,
                generator: String, countryCode: String? = nil, updatable: Bool = false, updatedAt: Date? = nil,
                replicationSequence: Int64? = nil, revision: Int64 = 0, linksRevision: Int64 = 0) {
        self.sourceFiles = sourceFiles
        self.dataTimestamp = dataTimestamp
        self.importedAt = importedAt
        self.boundingBox = boundingBox
        self.generator = generator
        self.countryCode = countryCode
        self.updatable = updatable
        self.updatedAt = updatedAt
        self.replicationSequence = replicationSequence
        self.revision = revision
        self.linksRevision = linksRevision
    }

    /// Changes with every import and every update: part of tiles' ETags and of the tile cache's key.
    public var version: String {
        let imported = String(Int(importedAt.timeIntervalSince1970 * 1000), radix: 36)
        return revision == 0 ? imported : "\(imported).\(String(revision, radix: 36))"
    }
}
