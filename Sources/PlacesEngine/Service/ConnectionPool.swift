import Foundation
import PlaceStore
import Places
import Synchronization

/// The store connections of one ``PlacesService``: a fixed set, each used by
/// one thread at a time. The pool is their only owner; `with` lends one out.
///
/// `@unchecked Sendable` because a store connection (``PlaceStore`` or
/// ``PostgresPlaceStore``) is not thread-safe: the locks below guarantee
/// that only one thread uses each.
final class ConnectionPool: @unchecked Sendable {
    private let connections: [any PlaceReading]
    private let locks: [NSLock]
    private let next = Atomic<Int>(0)

    /// Opens `count` connections (at least one) to the store at `location`: an SQLite file or a PostgreSQL database.
    /// - Throws: ``StoreError`` when the store cannot be opened.
    init(location: StoreLocation, count: Int) throws(StoreError) {
        var connections: [any PlaceReading] = []
        for _ in 0..<max(1, count) {
            switch location {
            case .file(let path): connections.append(try PlaceStore(path: path))
            case .postgres(let url): connections.append(try PostgresPlaceStore(url: url))
            }
        }
        self.connections = connections
        locks = connections.map { _ in NSLock() }
    }

    /// How many connections the pool holds.
    var count: Int { connections.count }

    /// Any connection, for values that are the same on all (the metadata).
    var first: any PlaceReading { connections[0] }

    /// What each connection read about the store when it opened.
    var allMetadata: [StoreMetadata] { connections.map(\.metadata) }

    /// Runs `body` with a free connection, waiting for one when all are busy, in one read transaction
    /// (``PlaceReading/reading(_:)``).
    /// - Throws: ``StoreError`` `.changed` when the store was updated since the pool opened, `.timedOut` when no
    ///   connection was free within ``longestWait``, or what `body` throws.
    func with<T>(_ body: (any PlaceReading) throws -> T) throws -> T {
        let start = next.add(1, ordering: .relaxed).oldValue % connections.count
        for offset in 0..<connections.count {
            let index = (start + offset) % connections.count
            if locks[index].try() {
                defer { locks[index].unlock() }
                return try connections[index].reading { try body(connections[index]) }
            }
        }
        guard locks[start].lock(before: Date(timeIntervalSinceNow: ConnectionPool.longestWait)) else {
            throw StoreError(.timedOut, "all \(connections.count) connections to the store stayed busy for \(Int(ConnectionPool.longestWait)) s")
        }
        defer { locks[start].unlock() }
        return try connections[start].reading { try body(connections[start]) }
    }

    /// How long, in seconds, a query waits for a connection when all are busy before it gives up
    /// (``StoreError/Code/timedOut``, a 503 from the server). A server has one connection per thread, so
    /// only a long job holding several (drawing tiles with ``withEach(_:)``) or a statement stuck on the
    /// database (cancelled at ``PostgresPlaceStore/statementTimeout``) makes one wait; shorter than that
    /// timeout, so that requests queued behind a stuck one fail first.
    static let longestWait: TimeInterval = 2

    /// Runs `body` once on every connection at the same time, one thread each
    /// (for work split across the pool, like rendering many tiles).
    func withEach<T: Sendable>(_ body: @Sendable (Int, any PlaceReading) throws -> T) throws -> [T] {
        try withoutActuallyEscaping(body) { body in
            let results = Mutex<[Int: Result<T, any Error>]>([:])
            DispatchQueue.concurrentPerform(iterations: count) { index in
                self.locks[index].lock()
                defer { self.locks[index].unlock() }
                let connection = self.connections[index]
                let result = Result { try connection.reading { try body(index, connection) } }
                results.withLock { $0[index] = result }
            }
            let all = results.withLock { $0 }
            return try (0..<count).map { index in
                try (all[index] ?? .failure(StoreError(.io, "connection \(index) did no work"))).get()
            }
        }
    }
}
