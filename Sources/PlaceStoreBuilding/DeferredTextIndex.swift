import FileReplacement
import Foundation
import PlaceStore
import Places

/// One full-text index of a new store (the words, or the trigrams), built
/// beside it so that the work overlaps with the store's other indexes instead
/// of weighing on the thread that writes places (the two were half of that
/// thread's work), and uses the core that packing the R*Trees leaves idle.
///
/// - While places are written, each row's text goes to a spill file.
/// - ``startBuilding()`` indexes it on a thread of its own, into the same
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
final class DeferredTextIndex: @unchecked Sendable {
    /// Which FTS5 table of the store, and how it is made and set.
    struct Table: Sendable {
        /// The table's name.
        let name: String
        /// Its columns: one or two (``DeferredTextIndex/add(rowID:_:_:)``).
        let columns: [String]
        /// The statement that makes it.
        let create: String
        /// Its settings while it is filled, and after.
        let bulkLoadSettings: String, defaultSettings: String

        /// The shadow tables FTS5 keeps for it (contentless: no `_content`).
        var shadowTables: [String] { ["data", "idx", "docsize", "config"].map { "\(name)_\($0)" } }

        /// The words of names and addresses.
        static let words = Table(name: "place_search", columns: ["names", "address"], create: Schema.createSearch,
                                 bulkLoadSettings: Schema.bulkLoadSettings, defaultSettings: Schema.defaultSettings)
        /// The trigrams of folded names.
        static let trigrams = Table(name: "place_name_trigrams", columns: ["names"], create: Schema.createTrigrams,
                                    bulkLoadSettings: Schema.trigramBulkLoadSettings,
                                    defaultSettings: Schema.trigramDefaultSettings)
    }

    /// The table this builds.
    let table: Table
    /// The scratch database's path (removed by ``copy(into:)`` or when this goes away).
    let scratchPath: String
    private let spill: SpillFile
    private var buffer: [UInt8] = []
    private var spilled = 0
    private var rows = 0
    private let done = DispatchSemaphore(value: 0)
    private var started = false
    private var failure: StoreError?

    /// Spills to a temporary file beside `destination` (the store being imported), and builds `table` in a
    /// scratch database there, named as ``ReplacementFile`` names temporary files, so that a killed import's
    /// is removed by the next (as the spool's is).
    /// - Throws: ``StoreError`` (`.io`) when the folder cannot hold a temporary file.
    init(_ table: Table, beside destination: String) throws(StoreError) {
        self.table = table
        spill = try SpillFile(folder: URL(fileURLWithPath: destination).deletingLastPathComponent().path)
        let name = destination + "." + table.name
        ReplacementFile.removeStale(for: name)
        scratchPath = ReplacementFile.temporaryPath(for: name)
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if started { done.wait() }
        try? FileManager.default.removeItem(atPath: scratchPath)
    }

    private static let bufferSize = 1 << 20

    /// Adds row `rowID` of the index with the text of its first column and, for a table of two, its second.
    /// - Throws: ``StoreError`` when the spill file cannot be written.
    func add(rowID: Int64, _ first: String, _ second: String? = nil) throws(StoreError) {
        withUnsafeBytes(of: rowID.littleEndian) { buffer.append(contentsOf: $0) }
        append(first)
        if table.columns.count > 1 { append(second) }
        rows += 1
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// The length marking a column without text (NULL).
    private static let absent = UInt32.max

    private func append(_ text: String?) {
        guard var text else {
            return withUnsafeBytes(of: Self.absent.littleEndian) { buffer.append(contentsOf: $0) }
        }
        text.withUTF8 { utf8 in
            withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { buffer.append(contentsOf: $0) }
            buffer.append(contentsOf: utf8)
        }
    }

    private func flush() throws(StoreError) {
        try spill.write(buffer, at: spilled)
        spilled += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }

    /// Starts indexing every row added, on a thread of its own. Call once, after the last ``add(rowID:_:_:)``.
    /// - Throws: ``StoreError`` when the spill file cannot be written.
    func startBuilding() throws(StoreError) {
        try flush()
        started = true
        let thread = Thread { [self] in
            if case .failure(let error) = Result(catching: { () throws(StoreError) in try build() }) { failure = error }
            done.signal()
        }
        thread.name = "import-\(table.name)"
        thread.start()
    }

    /// Waits for the index and copies it into `database`'s (empty) table, inside its transaction.
    /// - Throws: ``StoreError`` when building or copying failed.
    func copy(into database: SQLiteDatabase) throws(StoreError) {
        if !started { try startBuilding() }
        done.wait()
        started = false
        defer { try? FileManager.default.removeItem(atPath: scratchPath) }
        if let failure { throw failure }
        try database.execute("ATTACH DATABASE '\(scratchPath.replacingOccurrences(of: "'", with: "''"))' AS \(alias)")
        var sql = ""
        for shadow in table.shadowTables {
            sql += "DELETE FROM main.\(shadow); INSERT INTO main.\(shadow) SELECT * FROM \(alias).\(shadow);\n"
        }
        try database.execute(sql)
    }

    /// The scratch database's name in the store's connection.
    private var alias: String { "\(table.name)_scratch" }

    /// Detaches the scratch database once `database`'s transaction has ended (SQLite refuses before).
    func detach(from database: SQLiteDatabase) throws(StoreError) {
        try database.execute("DETACH DATABASE \(alias)")
    }

    /// Indexes the spilled rows in the scratch database.
    private func build() throws(StoreError) {
        try? FileManager.default.removeItem(atPath: scratchPath)
        let scratch = try SQLiteDatabase(path: scratchPath, readOnly: false, create: true)
        try scratch.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
        try scratch.execute(table.create)
        try scratch.execute(table.bulkLoadSettings)
        try scratch.execute("BEGIN")
        let columns = table.columns.joined(separator: ", ")
        let values = table.columns.indices.map { "?\($0 + 2)" }.joined(separator: ", ")
        let insert = try scratch.prepare("INSERT INTO \(table.name)(rowid, \(columns)) VALUES (?1, \(values))")
        var reader = SpillReader(spill: spill, size: spilled)
        for _ in 0..<rows {
            try insert.bind(1, Int64(littleEndian: try reader.read(Int64.self)))
            for column in table.columns.indices {
                let length = UInt32(littleEndian: try reader.read(UInt32.self))
                let text = length == Self.absent ? nil : String(decoding: try reader.bytes(Int(length)), as: UTF8.self)
                try insert.bind(Int32(column + 2), text)
            }
            try insert.run()
        }
        try scratch.execute("INSERT INTO \(table.name)(\(table.name)) VALUES ('optimize')")
        try scratch.execute(table.defaultSettings)
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
                    throw StoreError(.io, "a full-text spill file ends early", path: spill.folder)
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
