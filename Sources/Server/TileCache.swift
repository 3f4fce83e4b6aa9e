import Foundation
import Synchronization

/// Encoded tiles kept in memory, least recently used first out, within a
/// budget of bytes. Keys carry the store's version, so a reloaded store is
/// never answered from the old one's tiles (those age out).
final class TileCache: Sendable {
    private struct Entry {
        let png: Data
        var lastUse: UInt64
    }
    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    /// The most bytes of PNG kept.
    let capacity: Int

    /// A cache of at most `capacity` bytes of PNG (0 keeps nothing).
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The tile stored under `key`, if it is still here.
    func png(for key: String) -> Data? {
        state.withLock { state in
            state.clock &+= 1
            state.entries[key]?.lastUse = state.clock
            return state.entries[key]?.png
        }
    }

    /// Keeps `png` under `key`; when over budget, the least recently used
    /// quarter of the tiles goes (one sort per many insertions).
    func store(_ png: Data, for key: String) {
        guard png.count <= capacity / 4 else { return }
        state.withLock { state in
            state.clock &+= 1
            if let old = state.entries.updateValue(Entry(png: png, lastUse: state.clock), forKey: key) {
                state.bytes -= old.png.count
            }
            state.bytes += png.count
            guard state.bytes > capacity else { return }
            let oldestFirst = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
            for (key, entry) in oldestFirst.prefix(max(1, state.entries.count / 4)) {
                state.entries[key] = nil
                state.bytes -= entry.png.count
            }
        }
    }
}
