import Foundation

/// A fixed set of resources that are not thread-safe (store connections,
/// engine clients), one per server thread; `with` lends one out.
final class ResourcePool<Resource>: @unchecked Sendable {
    private let resources: [Resource]
    private let locks: [NSLock]
    private let counterLock = NSLock()
    private var next = 0

    init(count: Int, make: () throws -> Resource) rethrows {
        resources = try (0..<max(1, count)).map { _ in try make() }
        locks = resources.map { _ in NSLock() }
    }

    /// Runs `body` with a free resource (waiting for one when all are busy).
    func with<T>(_ body: (Resource) throws -> T) rethrows -> T {
        counterLock.lock()
        let start = next
        next = (next + 1) % resources.count
        counterLock.unlock()
        for offset in 0..<resources.count {
            let index = (start + offset) % resources.count
            if locks[index].try() {
                defer { locks[index].unlock() }
                return try body(resources[index])
            }
        }
        locks[start].lock()
        defer { locks[start].unlock() }
        return try body(resources[start])
    }
}
