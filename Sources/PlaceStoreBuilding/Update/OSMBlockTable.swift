import Foundation
import PlaceStore

/// A table of the middle that keeps its entries a block to a row: `table(first, entries)` holds the entries
/// whose ids are at least `first` and below the next row's `first`, in id order (``OSMBlockEntry``). An
/// import appends a row per `blockSize` entries in file order; an update reads and rewrites the rows its
/// entries fall in, splitting a row that grew past twice the size.
///
/// A row per entry (what the middle had before) made an updatable import insert 9 M rows on the 300-copy
/// benchmark file, each with its own B-tree descent; in blocks, an entry is found with one indexed row read
/// and a scan of at most two blocks' worth of entries.
final class OSMBlockTable<Entry: OSMBlockEntry> {
    /// Entries per row written by an import.
    let blockSize: Int
    private let findBlock: SQLiteStatement
    private let firstBlock: SQLiteStatement
    private let putBlock: SQLiteStatement
    private let deleteBlock: SQLiteStatement
    /// The block an import is filling, and the last id it took.
    private var pending: [Entry] = []
    private var lastLoaded: Int64?

    /// The entries kept in `table`, in rows of `blockSize` when imported.
    init(database: SQLiteDatabase, table: String, blockSize: Int) throws(StoreError) {
        self.blockSize = blockSize
        findBlock = try database.prepare("SELECT first, entries FROM \(table) WHERE first <= ?1 ORDER BY first DESC LIMIT 1")
        firstBlock = try database.prepare("SELECT first, entries FROM \(table) ORDER BY first LIMIT 1")
        putBlock = try database.prepare("INSERT OR REPLACE INTO \(table)(first, entries) VALUES (?1, ?2)")
        deleteBlock = try database.prepare("DELETE FROM \(table) WHERE first = ?1")
    }

    /// The entry with id `id`, or nil.
    func entry(_ id: Int64) throws(StoreError) -> Entry? {
        guard let block = try block(holding: id) else { return nil }
        return Entry.find(id, in: block.entries)
    }

    /// An import's next entry. Returns false, keeping nothing, when its id is not above the last one taken
    /// (the file is not sorted by id, or a second file repeats it): the caller applies it with
    /// ``apply(_:)`` after ``finishLoading()``.
    func load(_ entry: Entry) throws(StoreError) -> Bool {
        if let lastLoaded, entry.id <= lastLoaded { return false }
        lastLoaded = entry.id
        pending.append(entry)
        if pending.count == blockSize { try flushPending() }
        return true
    }

    /// Writes the last block of an import.
    func finishLoading() throws(StoreError) {
        try flushPending()
    }

    private func flushPending() throws(StoreError) {
        guard let first = pending.first else { return }
        try put(first: first.id, pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Sets the entries of `changes` by id, removing those whose value is nil; each row touched is read and
    /// written once.
    func apply(_ changes: [Int64: Entry?]) throws(StoreError) {
        var groups: [Int64?: [Int64]] = [:]
        var blocks: [Int64: [Entry]] = [:]
        for id in changes.keys.sorted() {
            let block = try block(holding: id)
            if let block, blocks[block.first] == nil { blocks[block.first] = Entry.decode(block.entries) }
            groups[block?.first, default: []].append(id)
        }
        for (first, ids) in groups {
            var entries = first.flatMap { blocks[$0] } ?? []
            for id in ids {
                let index = Self.insertionIndex(of: id, in: entries)
                let present = index < entries.count && entries[index].id == id
                switch (present, changes[id] ?? nil) {
                case (true, let entry?): entries[index] = entry
                case (true, nil): entries.remove(at: index)
                case (false, let entry?): entries.insert(entry, at: index)
                case (false, nil): break
                }
            }
            try rewrite(first, with: entries)
        }
    }

    /// Writes `entries` in place of the block at `first` (nil: no block held them), in rows of at most twice
    /// the block size. A block keeps its `first` unless an entry below it arrived (only the lowest block can
    /// get one).
    private func rewrite(_ first: Int64?, with entries: [Entry]) throws(StoreError) {
        if let first {
            try deleteBlock.bind(1, first)
            try deleteBlock.run()
        }
        guard let lowest = entries.first?.id else { return }
        let chunks = entries.count > 2 * blockSize
            ? stride(from: 0, to: entries.count, by: blockSize).map { Array(entries[$0..<min($0 + blockSize, entries.count)]) }
            : [entries]
        for (number, chunk) in chunks.enumerated() {
            try put(first: number == 0 ? min(first ?? lowest, lowest) : chunk[0].id, chunk)
        }
    }

    private func put(first: Int64, _ entries: [Entry]) throws(StoreError) {
        try putBlock.bind(1, first)
        try putBlock.bind(2, Entry.encode(entries))
        try putBlock.run()
    }

    /// The row whose range holds `id`: the last row starting at or below it, else the first row (an id below
    /// every row belongs to the lowest), else nil for an empty table.
    private func block(holding id: Int64) throws(StoreError) -> (first: Int64, entries: Data)? {
        defer { findBlock.reset() }
        try findBlock.bind(1, id)
        if try findBlock.step() { return (findBlock.int(0), findBlock.data(1) ?? Data()) }
        defer { firstBlock.reset() }
        guard try firstBlock.step() else { return nil }
        return (firstBlock.int(0), firstBlock.data(1) ?? Data())
    }

    /// The first index whose id is at least `id` (binary search: a block is in id order).
    private static func insertionIndex(of id: Int64, in entries: [Entry]) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
