import Foundation
import Places

/// The trigram index of a new store, built beside it so that the work
/// overlaps with the store's other indexes instead of weighing on the thread
/// that writes places (it was a third of that thread's work).
///
/// - While places are written, each row's folded names go to a spill file.
/// - ``startBuilding()`` indexes them on a thread of its own, into the same
///   FTS5 table in a scratch database beside the store, merged into one
///   segment and given FTS5's default settings.
/// - ``copy(into:)`` waits for it and copies that table's shadow tables
///   (data, idx, docsize, config) into the store's empty ones: the index, as
///   FTS5 itself wrote it. The store's connection must not use the table
///   afterwards before it closes (FTS5 caches a table's structure per
///   connection); the tests open the store anew and run FTS5's
///   integrity check.
///
/// `@unchecked Sendable`: the spill is written by the writing thread only,
/// then read by the building thread only, after ``startBuilding()``; the
/// outcome is read after the thread has signalled `done`.
final class DeferredTrigramIndex: @unchecked Sendable {
    /// The scratch database's path (removed by ``copy(into:)`` or when this goes away).
    let scratchPath: String
    private let spill: SpillFile
    private var buffer: [UInt8] = []
    private var spilled = 0
    private var rows = 0
    private let done = DispatchSemaphore(value: 0)
    private var started = false
    private var failure: StoreError?

    /// Spills to a temporary file beside `destination` (the store being imported), and builds in a scratch
    /// database there, named as ``ReplacementFile`` names temporary files, so that a killed import's is
    /// removed by the next (as the spool's is).
    /// - Throws: ``StoreError`` (`.io`) when the folder cannot hold a temporary file.
    init(beside destination: String) throws(StoreError) {
        spill = try SpillFile(folder: URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        let name = destination + ".trigrams"
        ReplacementFile.removeStale(for: name)
        scratchPath = ReplacementFile.temporaryPath(for: name)
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if started { done.wait() }
        try? FileManager.default.removeItem(atPath: scratchPath)
    }

    private static let bufferSize = 1 << 20

    /// Adds row `rowID` of the index with `names` (already folded).
    /// - Throws: ``StoreError`` when the spill file cannot be written.
    func add(rowID: Int64, names: String) throws(StoreError) {
        withUnsafeBytes(of: rowID.littleEndian) { buffer.append(contentsOf: $0) }
        var names = names
        names.withUTF8 { utf8 in
            withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { buffer.append(contentsOf: $0) }
            buffer.append(contentsOf: utf8)
        }
        rows += 1
        if buffer.count >= Self.bufferSize { try flush() }
    }

    private func flush() throws(StoreError) {
        try spill.write(buffer, at: spilled)
        spilled += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Starts indexing every row added, on a thread of its own. Call once, after the last ``add(rowID:names:)``.
    /// - Throws: ``StoreError`` when the spill file cannot be written.
    func startBuilding() throws(StoreError) {
        try flush()
        started = true
        let thread = Thread { [self] in
            if case .failure(let error) = Result(catching: { () throws(StoreError) in try build() }) { failure = error }
            done.signal()
        }
        thread.name = "import-trigrams"
        thread.start()
    }

    /// Waits for the index and copies it into `database`'s (empty) trigram table, inside its transaction.
    /// - Throws: ``StoreError`` when building or copying failed.
    func copy(into database: SQLiteDatabase) throws(StoreError) {
        if !started { try startBuilding() }
        done.wait()
        started = false
        defer { try? FileManager.default.removeItem(atPath: scratchPath) }
        if let failure { throw failure }
        try database.execute("ATTACH DATABASE '\(scratchPath.replacingOccurrences(of: "'", with: "''"))' AS trigram_scratch")
        var sql = ""
        for table in Schema.trigramShadowTables {
            sql += "DELETE FROM main.\(table); INSERT INTO main.\(table) SELECT * FROM trigram_scratch.\(table);\n"
        }
        try database.execute(sql)
    }

    /// Detaches the scratch database once `database`'s transaction has ended (SQLite refuses before).
    func detach(from database: SQLiteDatabase) throws(StoreError) {
        try database.execute("DETACH DATABASE trigram_scratch")
    }

    /// Indexes the spilled rows in the scratch database.
    private func build() throws(StoreError) {
        try? FileManager.default.removeItem(atPath: scratchPath)
        let scratch = try SQLiteDatabase(path: scratchPath, readOnly: false, create: true)
        try scratch.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
        try scratch.execute(Schema.createTrigrams)
        try scratch.execute(Schema.trigramBulkLoadSettings)
        try scratch.execute("BEGIN")
        let insert = try scratch.prepare("INSERT INTO place_name_trigrams(rowid, names) VALUES (?1, ?2)")
        var reader = SpillReader(spill: spill, size: spilled)
        for _ in 0..<rows {
            let rowID = Int64(littleEndian: try reader.read(Int64.self))
            let length = Int(UInt32(littleEndian: try reader.read(UInt32.self)))
            try insert.bind(1, rowID)
            try insert.bind(2, String(decoding: try reader.bytes(length), as: UTF8.self))
            try insert.run()
        }
        try scratch.execute("INSERT INTO place_name_trigrams(place_name_trigrams) VALUES ('optimize')")
        try scratch.execute(Schema.trigramDefaultSettings)
        try scratch.execute("COMMIT")
    }

    /// Reads a spill file from its start through a buffer.
    private struct SpillReader {
        let spill: SpillFile
        let size: Int
        private var buffer: [UInt8] = []
        private var position = 0
        private var offset = 0

        init(spill: SpillFile, size: Int) {
            self.spill = spill
            self.size = size
        }

        mutating func read<T: FixedWidthInteger>(_: T.Type) throws(StoreError) -> T {
            let bytes = try bytes(MemoryLayout<T>.size)
            return bytes.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
        }

        /// The next `count` bytes.
        mutating func bytes(_ count: Int) throws(StoreError) -> ArraySlice<UInt8> {
            if position + count > buffer.count {
                let kept = Array(buffer[position...])
                let wanted = min(max(count - kept.count, 1 << 20), size - offset)
                guard kept.count + wanted >= count else {
                    throw StoreError(.io, "the trigram spill file ends early", path: spill.folder)
                }
                let fresh = try spill.read(UInt8.self, count: wanted, at: offset)
                offset += wanted
                buffer = kept + fresh
                position = 0
            }
            defer { position += count }
            return buffer[position..<position + count]
        }
    }
}
