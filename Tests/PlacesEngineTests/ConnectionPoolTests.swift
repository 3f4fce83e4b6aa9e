import Foundation
import Geo
import OSMImport
import PlaceStore
import Places
@testable import PlacesEngine
import TestSupport
import Testing

/// A query that finds every connection busy waits ``ConnectionPool/longestWait`` for one, then fails as
/// `unavailable` (a 503 from the server), never hanging; a connection freed in time serves it.
@Suite struct ConnectionPoolTests {
    @Test func aQueryWaitsForABusyPoolThenGivesUp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        let service = try PlacesService(storePath: path, connections: 1)
        let request = try CurrentPlaceRequest(fix: LocationFix(coordinate: Coordinate(latitude: 60.1684, longitude: 24.9420),
                                                           horizontalAccuracy: 20))
        func hold(for seconds: Double) -> DispatchSemaphore {
            let taken = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                try? service.withConnection { _ in
                    taken.signal()
                    Thread.sleep(forTimeInterval: seconds)
                }
                done.signal()
            }
            taken.wait()
            return done
        }
        // Held longer than the wait: the query gives up after it.
        let long = hold(for: ConnectionPool.longestWait + 1.5)
        let started = Date()
        #expect { try service.currentPlace(request) } throws: { ($0 as? PlacesError)?.code == .unavailable }
        let waited = Date().timeIntervalSince(started)
        #expect(waited >= ConnectionPool.longestWait - 0.1 && waited < ConnectionPool.longestWait + 1.5, "\(waited) s")
        long.wait()
        // Held for less: the query waits and is answered.
        let short = hold(for: 0.3)
        #expect(try !service.currentPlace(request).placeLikelihoods.isEmpty)
        short.wait()
    }

    /// The store's failures that say "not now" are the engine's `unavailable`; the others stay what they were.
    @Test func transientDatabaseFailuresAreUnavailable() {
        for state in ["08006", "08001", "53300", "53200", "57014", "55P03", "57P01", "57P03", "40001", "40P01"] {
            #expect(PlacesError(StoreError(.postgres, "x", sqlState: state)).code == .unavailable, "\(state)")
        }
        for state in ["42P01", "42601", "22P02", "XX000"] {
            #expect(PlacesError(StoreError(.postgres, "x", sqlState: state)).code == .internalFailure, "\(state)")
        }
        #expect(PlacesError(StoreError(.unreachable, "x")).code == .unavailable)
        #expect(PlacesError(StoreError(.timedOut, "x")).code == .unavailable)
        #expect(PlacesError(StoreError(.corrupt, "x")).code == .storeCorrupt)
    }
}
