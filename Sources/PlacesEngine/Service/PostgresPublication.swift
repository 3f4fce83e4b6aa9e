import Foundation
import PlaceStore
import Places

/// Publishing a finished SQLite store into PostgreSQL (``PostgresLoader``): how the `import` command
/// fills a `--db postgresql://…` store without touching PlaceStore itself.
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
