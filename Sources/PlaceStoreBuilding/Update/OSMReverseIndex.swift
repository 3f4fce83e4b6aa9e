import Foundation
import PlaceStore

/// One of the middle's reverse lookups (which ways use a node, which relations hold a way), kept coarse:
/// per bucket of 2^``bucketShift`` consecutive ids of the referenced objects, every referrer with a
/// reference in that bucket (``OSMBucketEntry``), the buckets kept in blocks (``OSMBlockTable``). A lookup
/// gives candidates, which the ``OSMMiddle`` checks against their own references.
///
/// A row per pair (what the middle had before) was 4.7 M rows on the 42-copy benchmark file, inserted in the
/// order of the referrers, not of the key. An import now collects the pairs in memory and writes them once,
/// sorted, at its end.
final class OSMReverseIndex {
    /// Ids per bucket: 2^10. Counted on the sample (`osmium cat data/Helsinki.osm.pbf -f opl`, distinct
    /// buckets per way and per relation) for shifts 0, 6, 8, 10, 12 and 16: node → way pairs 36,630, 17,675,
    /// 16,302, 15,690, 15,183, 14,555; way → relation pairs (every relation) 74,918, 44,014, 41,562, 39,593,
    /// 37,358, 32,452. Past 10 the pairs shrink little while each bucket holds more candidates for an update
    /// to check.
    static let bucketShift: Int64 = 10

    /// A referrer and one bucket it has references in, as an import collects them.
    struct Pair: Comparable {
        var bucket: Int64
        var referrer: Int64

        static func < (lhs: Pair, rhs: Pair) -> Bool {
            (lhs.bucket, lhs.referrer) < (rhs.bucket, rhs.referrer)
        }
    }

    /// Buckets per row written by an import (measured with ``OSMMiddle/blockSizes``).
    static let blockSize = 16

    private let buckets: OSMBlockTable<OSMBucketEntry>
    /// An import's pairs, written by ``finishLoading()``.
    private var pending: [Pair] = []
    /// An update's buckets as ``move(_:from:to:)`` left them, written by ``writeMoves()``.
    private var moved: [Int64: [Int64]] = [:]

    /// The index kept in `table`.
    init(database: SQLiteDatabase, table: String) throws(StoreError) {
        buckets = try OSMBlockTable(database: database, table: table, blockSize: Self.blockSize)
    }

    /// The distinct buckets of `references`, in increasing order.
    static func buckets(of references: some Sequence<Int64>) -> [Int64] {
        var buckets = references.map { $0 >> bucketShift }
        buckets.sort()
        var distinct: [Int64] = []
        distinct.reserveCapacity(buckets.count)
        for bucket in buckets where bucket != distinct.last { distinct.append(bucket) }
        return distinct
    }

    /// Every referrer with a reference in the bucket of any of `references`: a superset of those referring to
    /// them.
    func candidates(referringTo references: some Sequence<Int64>) throws(StoreError) -> Set<Int64> {
        var found = Set<Int64>()
        for bucket in Self.buckets(of: references) { found.formUnion(try referrers(in: bucket)) }
        return found
    }

    /// Notes that `referrer`, once referring to ids in the buckets `old`, now refers to ids in `new`; written by
    /// ``writeMoves()``.
    func move(_ referrer: Int64, from old: [Int64], to new: [Int64]) throws(StoreError) {
        let old = Set(old), new = Set(new)
        for bucket in old.symmetricDifference(new) {
            var referrers: [Int64]
            if let pending = moved[bucket] { referrers = pending } else { referrers = try self.referrers(in: bucket) }
            let index = referrers.firstIndex { $0 >= referrer } ?? referrers.endIndex
            let present = index < referrers.endIndex && referrers[index] == referrer
            if new.contains(bucket), !present { referrers.insert(referrer, at: index) }
            if old.contains(bucket), present { referrers.remove(at: index) }
            moved[bucket] = referrers
        }
    }

    /// Writes the buckets that ``move(_:from:to:)`` changed since the last call, each read and written once
    /// however many referrers moved in it.
    func writeMoves() throws(StoreError) {
        var changes: [Int64: OSMBucketEntry?] = [:]
        for (bucket, referrers) in moved {
            changes[bucket] = referrers.isEmpty ? .some(nil) : OSMBucketEntry(id: bucket, referrers: referrers)
        }
        try buckets.apply(changes)
        moved = [:]
    }

    /// An import's referrer with references in `buckets` (from ``buckets(of:)``), written by
    /// ``finishLoading()``.
    func load(_ referrer: Int64, buckets: [Int64]) {
        for bucket in buckets { pending.append(Pair(bucket: bucket, referrer: referrer)) }
    }

    /// Writes an import's pairs, a row per bucket in key order.
    func finishLoading() throws(StoreError) {
        pending.sort()
        var start = 0
        while start < pending.count {
            let bucket = pending[start].bucket
            var end = start
            var referrers: [Int64] = []
            while end < pending.count, pending[end].bucket == bucket {
                if pending[end].referrer != referrers.last { referrers.append(pending[end].referrer) }
                end += 1
            }
            _ = try buckets.load(OSMBucketEntry(id: bucket, referrers: referrers))
            start = end
        }
        try buckets.finishLoading()
        pending = []
    }

    /// The referrers listed in `bucket`, in increasing order.
    private func referrers(in bucket: Int64) throws(StoreError) -> [Int64] {
        try buckets.entry(bucket)?.referrers ?? []
    }
}
