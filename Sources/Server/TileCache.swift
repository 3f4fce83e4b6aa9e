import Foundation

/// Encoded tiles kept in memory, least recently used first out, within a
/// budget of bytes. Keys carry the store's version, so a reloaded store is
/// never answered from the old one's tiles (those age out).
final class TileCache: @unchecked Sendable {
    private struct Entry {
        let png: Data
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    /// The most bytes of PNG kept.
    let capacity: Int

    /// A cache of at most `capacity` bytes of PNG (0 keeps nothing).
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The tile stored under `key`, if it is still here.
    func png(for key: String) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        clock &+= 1
        entries[key]?.lastUse = clock
        return entries[key]?.png
    }

    /// Keeps `png` under `key`; when over budget, the least recently used
    /// quarter of the tiles goes (one sort per many insertions).
    func store(_ png: Data, for key: String) {
        guard png.count <= capacity / 4 else { return }
        lock.lock()
        defer { lock.unlock() }
        clock &+= 1
        if let old = entries.updateValue(Entry(png: png, lastUse: clock), forKey: key) { bytes -= old.png.count }
        bytes += png.count
        guard bytes > capacity else { return }
        let oldestFirst = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in oldestFirst.prefix(max(1, entries.count / 4)) {
            entries[key] = nil
            bytes -= entry.png.count
        }
    }
}
