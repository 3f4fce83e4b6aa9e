import Foundation

/// What an ``OSMBlockTable`` keeps: entries with an id, encoded a block at a time in increasing id order.
/// Each entry's id is written as the delta from the one before (the first's from 0), then its own fields.
protocol OSMBlockEntry: Equatable {
    var id: Int64 { get }
    /// Appends the fields after the id, `previous` being the entry before in the block (nil for the first).
    func appendFields(after previous: Self?, to bytes: inout [UInt8])
    /// Reads the fields after the id written by ``appendFields(after:to:)``; nil for damaged data.
    static func readFields(id: Int64, after previous: Self?, from data: Data, at offset: inout Data.Index) -> Self?
}

extension OSMBlockEntry {
    /// `entries` (in increasing id order) as one block.
    static func encode(_ entries: [Self]) -> Data {
        var bytes: [UInt8] = []
        var previous: Self?
        for entry in entries {
            OSMMiddleCodec.appendVarint(OSMMiddleCodec.zigzag(entry.id &- (previous?.id ?? 0)), to: &bytes)
            entry.appendFields(after: previous, to: &bytes)
            previous = entry
        }
        return Data(bytes)
    }

    /// The entry `id` of a block, decoding no entry past it; nil when the block has none.
    static func find(_ id: Int64, in data: Data) -> Self? {
        var offset = data.startIndex
        var previous: Self?
        while let delta = OSMMiddleCodec.readVarint(data, &offset) {
            let next = (previous?.id ?? 0) &+ OSMMiddleCodec.unzigzag(delta)
            guard next <= id, let entry = readFields(id: next, after: previous, from: data, at: &offset) else { return nil }
            if next == id { return entry }
            previous = entry
        }
        return nil
    }

    /// The entries of a block; a damaged tail is dropped.
    static func decode(_ data: Data) -> [Self] {
        var entries: [Self] = []
        var offset = data.startIndex
        while let delta = OSMMiddleCodec.readVarint(data, &offset),
              let entry = readFields(id: (entries.last?.id ?? 0) &+ OSMMiddleCodec.unzigzag(delta), after: entries.last,
                                     from: data, at: &offset) {
            entries.append(entry)
        }
        return entries
    }
}

/// A node's location; x and y as deltas from the node before (about 6 bytes a node with the id).
struct OSMNodeEntry: OSMBlockEntry {
    var id: Int64
    var location: OSMObject.Location

    func appendFields(after previous: OSMNodeEntry?, to bytes: inout [UInt8]) {
        let before = previous?.location ?? OSMObject.Location(x: 0, y: 0)
        OSMMiddleCodec.appendVarint(OSMMiddleCodec.zigzag(Int64(location.x) &- Int64(before.x)), to: &bytes)
        OSMMiddleCodec.appendVarint(OSMMiddleCodec.zigzag(Int64(location.y) &- Int64(before.y)), to: &bytes)
    }

    static func readFields(id: Int64, after previous: OSMNodeEntry?, from data: Data, at offset: inout Data.Index) -> OSMNodeEntry? {
        guard let x = OSMMiddleCodec.readVarint(data, &offset), let y = OSMMiddleCodec.readVarint(data, &offset) else { return nil }
        let before = previous?.location ?? OSMObject.Location(x: 0, y: 0)
        return OSMNodeEntry(id: id, location: OSMObject.Location(
            x: Int32(truncatingIfNeeded: Int64(before.x) &+ OSMMiddleCodec.unzigzag(x)),
            y: Int32(truncatingIfNeeded: Int64(before.y) &+ OSMMiddleCodec.unzigzag(y))))
    }
}

/// A way or a relation as the middle keeps it: two encoded parts (node list or members, and tags), each
/// written as its length and its bytes, decoded only when the object is asked for.
struct OSMObjectEntry: OSMBlockEntry {
    var id: Int64
    /// ``OSMMiddleCodec``'s node list (ways) or members (relations).
    var references: Data
    /// ``OSMMiddleCodec``'s tags.
    var tags: Data

    func appendFields(after previous: OSMObjectEntry?, to bytes: inout [UInt8]) {
        OSMMiddleCodec.appendVarint(UInt64(references.count), to: &bytes)
        references.withUnsafeBytes { bytes.append(contentsOf: $0) }
        OSMMiddleCodec.appendVarint(UInt64(tags.count), to: &bytes)
        tags.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// The parts are slices of the block (no copy): finding one way in a block of them costs a scan.
    static func readFields(id: Int64, after previous: OSMObjectEntry?, from data: Data, at offset: inout Data.Index) -> OSMObjectEntry? {
        guard let references = part(data, &offset), let tags = part(data, &offset) else { return nil }
        return OSMObjectEntry(id: id, references: references, tags: tags)
    }

    private static func part(_ data: Data, _ offset: inout Data.Index) -> Data? {
        guard let count = OSMMiddleCodec.readVarint(data, &offset), count <= UInt64(data.endIndex - offset) else { return nil }
        defer { offset += Int(count) }
        return data[offset..<offset + Int(count)]
    }
}

/// A bucket of a reverse lookup (``OSMReverseIndex``): the referrers with a reference in it, in increasing
/// order, as their count and ``OSMMiddleCodec``'s deltas.
struct OSMBucketEntry: OSMBlockEntry {
    var id: Int64
    var referrers: [Int64]

    func appendFields(after previous: OSMBucketEntry?, to bytes: inout [UInt8]) {
        OSMMiddleCodec.appendVarint(UInt64(referrers.count), to: &bytes)
        var before: Int64 = 0
        for referrer in referrers {
            OSMMiddleCodec.appendRef(referrer, previous: before, to: &bytes)
            before = referrer
        }
    }

    static func readFields(id: Int64, after previous: OSMBucketEntry?, from data: Data, at offset: inout Data.Index) -> OSMBucketEntry? {
        guard let count = OSMMiddleCodec.readVarint(data, &offset), count <= UInt64(data.endIndex - offset) else { return nil }
        var referrers: [Int64] = []
        referrers.reserveCapacity(Int(count))
        var before: Int64 = 0
        for _ in 0..<count {
            guard let delta = OSMMiddleCodec.readVarint(data, &offset) else { return nil }
            before = before &+ OSMMiddleCodec.unzigzag(delta)
            referrers.append(before)
        }
        return OSMBucketEntry(id: id, referrers: referrers)
    }
}
