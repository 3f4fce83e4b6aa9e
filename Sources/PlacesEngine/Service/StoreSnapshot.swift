import Foundation
import Geo
import PlaceStore
import Places

/// One state of the store as a ``PlacesService`` reads it: connections that
/// all opened on the same committed state, what that state says about itself,
/// and the tile cache kept for it. An update that commits makes the
/// connections fail with ``StoreError/Code/changed``; the service then opens
/// the next snapshot, and this one closes when its last request ends.
final class StoreSnapshot: Sendable {
    let connections: ConnectionPool
    /// What the store said about itself in this state.
    let metadata: StoreMetadata
    /// ``StoreMetadata/version`` of this state.
    let version: String
    /// Rendered tiles kept on disk for this state, when asked for.
    let tileCache: MBTilesCache?
    /// The main time zone of the store's country, looked up once.
    let countryTimeZone: TimeZone?
    /// The file's device and inode (nil for PostgreSQL): another file at the path is another store, whose row
    /// ids mean other places.
    let file: StoreFileIdentity?
    /// The model's candidates and the places shown, by row. An update gives every place it writes a new row
    /// id and never reuses one, so the snapshots of one file share them; another file starts them over.
    let candidates: CandidateCache
    let recentPlaces: PlaceCache
    /// The stored boxes of the rows, by grid cell, for a store whose spatial index is a round trip away
    /// (PostgreSQL); nil for an SQLite file, whose R*Tree each connection mirrors itself.
    let spatialCells: SpatialCellCache?

    /// How many times opening tries again when an update commits while the connections open.
    private static let attempts = 5

    /// Opens `count` connections to `location` on one state of the store, keeping `previous`'s caches when it
    /// read the same file (new ones of `capacity` candidates otherwise).
    /// - Throws: ``StoreError`` when the store cannot be opened, or keeps changing while it opens.
    init(location: StoreLocation, connections count: Int, tileCachePath: String?, previous: StoreSnapshot?,
         cacheCapacity capacity: Int) throws(StoreError) {
        var attempt = 0
        while true {
            let file: StoreFileIdentity?
            if case .file(let path) = location { file = StoreFileIdentity(path: path) } else { file = nil }
            let pool = try ConnectionPool(location: location, count: count)
            let metadata = pool.first.metadata
            // Opened one after the other: an update that committed in between gave them different states.
            guard pool.allMetadata.allSatisfy({ $0 == metadata }) else {
                attempt += 1
                if attempt < StoreSnapshot.attempts { continue }
                throw StoreError(.changed, "the store kept changing while it was opened", path: location.description)
            }
            // The next state of the same file keeps the tiles drawn away from what the updates changed.
            var carryOver: (version: String, changed: [BoundingBox])?
            if tileCachePath != nil, let previous, previous.file == file, previous.version != metadata.version {
                let first = pool.first
                do {
                    if let changed = try first.reading({ try first.changedBoxes(after: previous.metadata.revision) }) {
                        carryOver = (previous.version, changed)
                    }
                } catch let error as StoreError where error.code == .changed && attempt + 1 < StoreSnapshot.attempts {
                    attempt += 1  // another update committed meanwhile: open its state instead
                    continue
                } catch let error as StoreError {
                    throw error
                } catch {
                    throw StoreError(.io, "\(error)", path: location.description)
                }
            }
            connections = pool
            self.metadata = metadata
            version = metadata.version
            self.file = file
            // Candidates carry what conflation said of their rows, which an update can change without
            // rewriting the rows. Another import (a file renamed over this one, or a PostgreSQL store loaded
            // again) starts the row ids over.
            if let previous, previous.file == file, previous.metadata.importedAt == metadata.importedAt,
               previous.metadata.sourceFiles == metadata.sourceFiles, previous.metadata.linksRevision == metadata.linksRevision {
                candidates = previous.candidates
                recentPlaces = previous.recentPlaces
            } else {
                candidates = CandidateCache(capacity: capacity)
                recentPlaces = PlaceCache()
            }
            if case .postgres = location { spatialCells = SpatialCellCache() } else { spatialCells = nil }
            countryTimeZone = metadata.countryCode.flatMap(CountryTimeZones.zone(for:))
            tileCache = try tileCachePath.map { path throws(StoreError) in
                try MBTilesCache(path: path, storeVersion: metadata.version, carryOver: carryOver)
            }
            return
        }
    }
}
