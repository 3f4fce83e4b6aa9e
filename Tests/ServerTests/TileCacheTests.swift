import Foundation
@testable import Server
import Testing

struct TileCacheTests {
    private func png(_ size: Int) -> Data { Data(repeating: 0x89, count: size) }

    @Test func keepsTilesWithinItsBudgetDroppingTheLeastRecentlyUsed() {
        let cache = TileCache(capacity: 10_000)
        for index in 0..<8 { cache.store(png(1_000), for: "t\(index)") }
        _ = cache.png(for: "t0")  // used again: now among the most recent
        for index in 8..<12 { cache.store(png(1_000), for: "t\(index)") }
        #expect(cache.png(for: "t0") != nil)
        #expect(cache.png(for: "t11") != nil)
        #expect(cache.png(for: "t1") == nil, "the least recently used went first")
        let kept = (0..<12).filter { cache.png(for: "t\($0)") != nil }.count
        #expect(kept * 1_000 <= 10_000)
    }

    @Test func aZeroBudgetOrAHugeTileKeepsNothing() {
        let none = TileCache(capacity: 0)
        none.store(png(10), for: "a")
        #expect(none.png(for: "a") == nil)
        let small = TileCache(capacity: 1_000)
        small.store(png(600), for: "big")
        #expect(small.png(for: "big") == nil)
    }

    @Test func storingAgainReplacesAndKeepsTheCountRight() {
        let cache = TileCache(capacity: 4_000)
        for _ in 0..<100 { cache.store(png(900), for: "same") }
        cache.store(png(900), for: "other")
        #expect(cache.png(for: "same") != nil && cache.png(for: "other") != nil)
    }
}
