import Foundation
import PlaceStore
import PlaceStoreBuilding
import Places

/// Publishing a finished SQLite store into PostgreSQL (``PostgresLoader``), next to the importer that wrote
/// it: how the `import` and `update` commands fill a `--db postgresql://…` store without touching the stores'
/// modules themselves. Its errors are the engine's (``PlacesError``), as the commands report them.
public struct PostgresPublication: Sendable {
    /// Places loaded.
    public let placeCount: Int
    /// Map features loaded.
    public let mapFeatureCount: Int
    /// Seconds copying rows (`COPY … FROM STDIN`).
    public let copySeconds: Double
    /// Seconds building indexes and swapping the new schema in.
    public let indexSeconds: Double

    /// Copies the SQLite store at `storePath` into the database at `url`, replacing the store there in one
    /// transaction: readers see the old store or the new one.
    /// - Throws: ``PlacesError`` `.internalFailure` naming host and port when the server cannot be reached or
    ///   refuses the load; the database is unchanged then.
    public static func publish(storePath: String, to url: PostgresURL) throws(PlacesError) -> PostgresPublication {
        do {
            let report = try PostgresLoader.load(storePath: storePath, into: url)
            return PostgresPublication(placeCount: report.placeCount, mapFeatureCount: report.mapFeatureCount,
                                       copySeconds: report.copySeconds, indexSeconds: report.indexSeconds)
        } catch {
            throw PlacesError(error)
        }
    }

    /// What ``publishChanges(storePath:to:)`` did in place: rows removed and written, updates crossed, seconds.
    public struct Changes: Sendable {
        public let places: Int, mapFeatures: Int
        public let revisions: Int64
        public let seconds: Double
    }

    /// Brings the PostgreSQL store at `url` up to the updated SQLite store at `storePath` in one transaction
    /// with only the rows the updates since its last publication changed (replicas receive the change, not
    /// the store); when the SQLite store's log cannot tell (another import, too far behind), copies the whole
    /// store as ``publish(storePath:to:)`` does.
    /// - Throws: ``PlacesError`` `.internalFailure` naming host and port when the server cannot be reached or
    ///   refuses; the database is unchanged then.
    public static func publishChanges(storePath: String, to url: PostgresURL) throws(PlacesError) -> Outcome {
        do {
            if let report = try PostgresChanges.apply(storePath: storePath, into: url) {
                return .changed(Changes(places: report.placesRemoved + report.placesWritten,
                                        mapFeatures: report.mapFeaturesRemoved + report.mapFeaturesWritten,
                                        revisions: report.revisions, seconds: report.seconds))
            }
        } catch {
            throw PlacesError(error)
        }
        return .copied(try publish(storePath: storePath, to: url))
    }

    /// How ``publishChanges(storePath:to:)`` brought the PostgreSQL store up to date.
    public enum Outcome: Sendable {
        /// In place, with the changed rows.
        case changed(Changes)
        /// By copying the whole store.
        case copied(PostgresPublication)
    }

    /// Connects to `url` and disconnects: whether an import there can start.
    /// - Throws: ``PlacesError`` `.internalFailure` naming host and port when the server cannot be reached.
    public static func checkConnection(to url: PostgresURL) throws(PlacesError) {
        do {
            try PostgresLoader.checkConnection(to: url)
        } catch {
            throw PlacesError(error)
        }
    }
}
