import Dispatch
import Foundation
import MapRender

/// Renders tiles on several threads; results come back in input order.
enum ParallelTiles {
    private final class Results: @unchecked Sendable {
        var items: [Result<Data, any Error>?]
        let lock = NSLock()
        init(count: Int) { items = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<Data, any Error>) {
            lock.lock()
            items[index] = value
            lock.unlock()
        }
    }

    /// Calls `render(tile, worker)` for each tile on `threads` threads; `worker`
    /// is 0..<threads and no two calls with the same worker run at once, so
    /// each worker can own a store connection.
    static func render(_ tiles: [TileID], threads: Int, _ render: (TileID, Int) throws -> Data) throws -> [Data] {
        let results = Results(count: tiles.count)
        withoutActuallyEscaping(render) { render in
            nonisolated(unsafe) let render = render
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                for index in stride(from: worker, to: tiles.count, by: threads) {
                    results.set(index, Result { try render(tiles[index], worker) })
                }
            }
        }
        return try results.items.map { try ($0 ?? .failure(MapError(.renderFailure, "a tile was not rendered"))).get() }
    }
}
