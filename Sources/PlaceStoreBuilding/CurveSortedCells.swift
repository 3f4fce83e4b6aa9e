import Foundation
import PlaceStore

/// The cells of an R*Tree being packed, handed back in Hilbert-curve order
/// (then by id), in bounded memory: an external merge sort, as bulk loaders
/// sort what does not fit in memory.
///
/// Cells are kept in memory up to ``runCapacity`` (8 MiB); each full run is sorted
/// and appended to one temporary file, unlinked as soon as it is made, so
/// nothing is left behind even when the process is killed. ``forEachSorted(_:)``
/// merges the runs with a heap, reading each through a small buffer.
///
/// This replaced a temporary SQLite table with an index on the curve: the
/// same order for a fifth of the work (1.6 M cells: 2.6 s of inserting and
/// sorted reading, against 0.5 s).
final class CurveSortedCells {
    /// One cell and its place on the curve, as written to the file (this process reads it back).
    private struct Entry {
        let curve: UInt64
        let cell: RTreeCell

        @inline(__always)
        static func precedes(_ a: Entry, _ b: Entry) -> Bool {
            a.curve != b.curve ? a.curve < b.curve : a.cell.id < b.cell.id
        }
    }

    /// A stretch of the file holding one sorted run.
    private struct Run {
        let first: Int
        let count: Int
    }

    /// Cells held in memory before a run is written, unless told otherwise: 8 MiB.
    static let defaultRunCapacity = 262_144
    /// Cells read at a time from each run while merging: 256 KiB per run, less when there are many.
    private static let mergeBufferBytes = 256 << 10
    private static let mergeMemoryBytes = 64 << 20

    /// The folder the temporary file is made in.
    private let folder: String
    /// Cells held in memory before a run is written.
    let runCapacity: Int
    private var pending: [Entry] = []
    private var runs: [Run] = []
    private var file: SpillFile?
    /// Cells added so far.
    private(set) var count = 0

    /// An empty collection whose runs of `runCapacity` cells, if any, go to a temporary file in `folder`.
    init(folder: String, runCapacity: Int = CurveSortedCells.defaultRunCapacity) {
        self.folder = folder
        self.runCapacity = max(1, runCapacity)
    }

    /// Adds `cell` at `curve`. Ids must be unique.
    func add(_ cell: RTreeCell, curve: UInt64) throws(StoreError) {
        pending.append(Entry(curve: curve, cell: cell))
        count += 1
        if pending.count >= runCapacity { try spill() }
    }

    /// Calls `body` with every cell added, by curve, then id.
    func forEachSorted(_ body: (RTreeCell) throws(StoreError) -> Void) throws(StoreError) {
        guard let file, !runs.isEmpty else {
            pending.sort(by: Entry.precedes)
            for entry in pending { try body(entry.cell) }
            return
        }
        try spill()
        let perRun = max(1, min(Self.mergeBufferBytes, Self.mergeMemoryBytes / runs.count) / MemoryLayout<Entry>.stride)
        var cursors = runs.map { RunCursor(run: $0, bufferCount: perRun) }
        // A binary min-heap of the runs that still have cells, by their current cell.
        var heap: [Int] = []
        for index in cursors.indices where try cursors[index].advance(in: file) {
            heap.append(index)
            siftUp(&heap, from: heap.count - 1, cursors)
        }
        while let top = heap.first {
            try body(cursors[top].current.cell)
            if try cursors[top].advance(in: file) {
                siftDown(&heap, from: 0, cursors)
            } else {
                heap.swapAt(0, heap.count - 1)
                heap.removeLast()
                siftDown(&heap, from: 0, cursors)
            }
        }
    }

    /// Sorts the cells in memory and appends them to the file as a run.
    private func spill() throws(StoreError) {
        guard !pending.isEmpty else { return }
        pending.sort(by: Entry.precedes)
        let file: SpillFile
        if let open = self.file {
            file = open
        } else {
            file = try SpillFile(folder: folder)
            self.file = file
        }
        let first = runs.last.map { $0.first + $0.count } ?? 0
        try file.write(pending, at: first * MemoryLayout<Entry>.stride)
        runs.append(Run(first: first, count: pending.count))
        pending.removeAll(keepingCapacity: true)
    }

    /// Reads one run through a buffer.
    private struct RunCursor {
        let run: Run
        /// Cells read at a time.
        let bufferCount: Int
        private var buffer: [Entry] = []
        private var position = 0
        private var read = 0

        init(run: Run, bufferCount: Int) {
            self.run = run
            self.bufferCount = bufferCount
        }

        var current: Entry { buffer[position] }

        /// Moves to the run's next cell; false at its end.
        mutating func advance(in file: SpillFile) throws(StoreError) -> Bool {
            if position + 1 < buffer.count {
                position += 1
                return true
            }
            let count = min(bufferCount, run.count - read)
            guard count > 0 else { return false }
            let offset = (run.first + read) * MemoryLayout<Entry>.stride
            buffer = try file.read(Entry.self, count: count, at: offset)
            read += count
            position = 0
            return true
        }
    }

    private func siftUp(_ heap: inout [Int], from start: Int, _ cursors: [RunCursor]) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Entry.precedes(cursors[heap[child]].current, cursors[heap[parent]].current) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ heap: inout [Int], from start: Int, _ cursors: [RunCursor]) {
        var parent = start
        while true {
            var smallest = parent
            for child in 2 * parent + 1...2 * parent + 2 where child < heap.count
                && Entry.precedes(cursors[heap[child]].current, cursors[heap[smallest]].current) {
                smallest = child
            }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
