import Dispatch
import Foundation
import Geo
import MapRender
import PlaceStore

/// Tile rendering time per zoom over a store's box, PNG encoding included,
/// next to Cairo's own PNG writer; then tiles per second on 1 and N threads.
enum TileBench {
    static func run(database: String, zooms: ClosedRange<Int>, scale: Double, threads: Int) throws {
        let store = try PlaceStore(path: database)
        guard let box = store.metadata.boundingBox else { throw BenchError("\(database) has no bounding box") }
        let renderer = TileRenderer()
        let size = Int(256 * scale)
        print("| zoom | tiles | render+PNG p50 ms | p99 ms | PNG (libpng fast) p50 ms | PNG (Cairo) p50 ms | ratio Cairo/ours | KiB/tile |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        var all: [TileID] = []
        for zoom in zooms {
            let tiles = TileRenderer.tiles(covering: box, zooms: zoom...zoom)
            all += tiles
            var total: [Double] = [], ours: [Double] = [], cairo: [Double] = []
            var bytes = 0
            for tile in tiles {
                let start = ContinuousClock.now
                let canvas = try renderer.canvas(for: tile, scale: scale, from: store)
                let drawn = ContinuousClock.now
                let png = try canvas.pngData()
                let encoded = ContinuousClock.now
                _ = try canvas.cairoPNGData()
                let cairoDone = ContinuousClock.now
                total.append(ms(encoded - start))
                ours.append(ms(encoded - drawn))
                cairo.append(ms(cairoDone - encoded))
                bytes += png.count
            }
            print(String(format: "| %d | %d | %.2f | %.2f | %.2f | %.2f | %.1f | %.1f |", zoom, tiles.count,
                         percentile(total, 0.5), percentile(total, 0.99), percentile(ours, 0.5), percentile(cairo, 0.5),
                         percentile(cairo, 0.5) / max(percentile(ours, 0.5), 1e-9), Double(bytes) / 1024 / Double(tiles.count)))
        }
        // Throughput: every tile of every zoom, on 1 thread and on `threads`.
        var rates: [Double] = []
        for count in [1, threads] {
            let stores = try (0..<count).map { _ in try PlaceStore(path: database) }
            let start = ContinuousClock.now
            _ = try ParallelTiles.render(all, threads: count) { tile, worker in
                try renderer.png(for: tile, scale: scale, from: stores[worker])
            }
            rates.append(Double(all.count) / (ms(ContinuousClock.now - start) / 1000))
        }
        print(String(format: "\n%d px tiles, zoom %d–%d, %d tiles: %.0f tiles/s on 1 thread, %.0f tiles/s on %d threads (×%.2f)",
                     size, zooms.lowerBound, zooms.upperBound, all.count, rates[0], rates[1], threads, rates[1] / rates[0]))
    }

    private static func ms(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
}
