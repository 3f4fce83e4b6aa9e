import Foundation
import Geo
import Places

extension PlaceStore {
    /// Row ids of the places of `categories` whose box meets `box`, from the
    /// categories' R*Trees (a pre-filter: it stores 32-bit floats, so boxes are rounded
    /// outwards by up to a few centimetres). The trees are searched in memory
    /// (``SpatialIndexMirror``), with SQLite's answer in SQLite's order.
    public func rowIDs(intersecting box: BoundingBox, categories: Set<PlaceCategory>) throws(StoreError) -> [Int64] {
        var rows: [Int64] = []
        for category in PlaceCategory.allCases where categories.contains(category) {
            if let mirror = spatialIndexMirror(category) {
                let start = rows.count
                do {
                    try mirror.rowIDs(intersecting: box, into: &rows)
                    continue
                } catch {
                    // A node of another shape, or a read failing: SQL answers (or says why it cannot).
                    rows.removeSubrange(start...)
                    spatialIndexMirrors[category] = nil
                    unmirroredCategories.insert(category)
                }
            }
            let statement = try cachedStatement("""
                SELECT id FROM \(Schema.spatialIndex(category))
                WHERE max_lat >= ?1 AND min_lat <= ?2 AND max_lon >= ?3 AND min_lon <= ?4
                """)
            defer { statement.reset() }
            try statement.bind(box: box, from: 1)
            while try statement.step() {
                rows.append(statement.int(0))
            }
        }
        return rows
    }

    public func rowBoxes(intersecting box: BoundingBox, category: PlaceCategory) throws(StoreError) -> [RTreeCell] {
        let statement = try cachedStatement("""
            SELECT id, min_lat, max_lat, min_lon, max_lon FROM \(Schema.spatialIndex(category))
            WHERE max_lat >= ?1 AND min_lat <= ?2 AND max_lon >= ?3 AND min_lon <= ?4 ORDER BY id
            """)
        defer { statement.reset() }
        try statement.bind(box: box, from: 1)
        var cells: [RTreeCell] = []
        while try statement.step() {
            cells.append(RTreeCell(id: statement.int(0), minLatitude: Float(statement.double(1)), maxLatitude: Float(statement.double(2)),
                                   minLongitude: Float(statement.double(3)), maxLongitude: Float(statement.double(4))))
        }
        return cells
    }

    /// The category's R*Tree mirror, made on first use; nil when it cannot be mirrored.
    private func spatialIndexMirror(_ category: PlaceCategory) -> SpatialIndexMirror? {
        if let mirror = spatialIndexMirrors[category] { return mirror }
        guard !unmirroredCategories.contains(category) else { return nil }
        guard let mirror = try? SpatialIndexMirror(table: Schema.spatialIndex(category), store: self) else {
            unmirroredCategories.insert(category)
            return nil
        }
        spatialIndexMirrors[category] = mirror
        return mirror
    }

    /// Every row id of a category, in id order.
    public func rowIDs(category: PlaceCategory) throws(StoreError) -> [Int64] {
        let statement = try prepare("SELECT rowid FROM places WHERE category = ?1 ORDER BY rowid")
        try statement.bind(1, category.rawValue)
        var rows: [Int64] = []
        while try statement.step() { rows.append(statement.int(0)) }
        return rows
    }

    /// The model's columns of one row, or nil when there is no such row.
    public func candidateRow(_ rowID: Int64) throws(StoreError) -> CandidateRow? {
        let statement = try cachedStatement("SELECT \(CandidateRow.columns()) FROM places p WHERE p.rowid = ?1")
        defer { statement.reset() }
        try statement.bind(1, rowID)
        guard try statement.step() else { return nil }
        return try candidateRow(from: statement)
    }

    /// The model's columns of the place `id`, or nil.
    public func candidateRow(id: PlaceID) throws(StoreError) -> CandidateRow? {
        let statement = try cachedStatement("SELECT \(CandidateRow.columns()) FROM places p WHERE p.id = ?1")
        defer { statement.reset() }
        try statement.bind(1, id.description)
        guard try statement.step() else { return nil }
        return try candidateRow(from: statement)
    }

    /// The model's columns of every place of `categories` whose box meets
    /// `box`, in one query per category (R*Tree joined to the places table):
    /// how a query in an area seen for the first time loads its candidates.
    public func candidateRows(intersecting box: BoundingBox, categories: Set<PlaceCategory>,
                              skipping skip: (Int64) -> Bool = { _ in false }) throws(StoreError) -> [CandidateRow] {
        var rows: [CandidateRow] = []
        for category in PlaceCategory.allCases where categories.contains(category) {
            let statement = try cachedStatement("""
                SELECT \(CandidateRow.columns()) FROM \(Schema.spatialIndex(category)) i JOIN places p ON p.rowid = i.id
                WHERE i.max_lat >= ?1 AND i.min_lat <= ?2 AND i.max_lon >= ?3 AND i.min_lon <= ?4
                """)
            defer { statement.reset() }
            try statement.bind(box: box, from: 1)
            while try statement.step() {
                if skip(statement.int(0)) { continue }
                rows.append(try candidateRow(from: statement))
            }
        }
        return rows
    }

    private func candidateRow(from statement: SQLiteStatement) throws(StoreError) -> CandidateRow {
        try CandidateRow(statement, path: path)
    }

    /// The place of one row, or nil; `parts` leaves out what the caller will
    /// not show (decoding tags, names and footprints is most of the cost).
    public func place(rowID: Int64, parts: PlaceParts = .all) throws(StoreError) -> Place? {
        let statement = try cachedStatement("SELECT \(PlaceRowCodec.columns) FROM places p WHERE p.rowid = ?1")
        defer { statement.reset() }
        try statement.bind(1, rowID)
        guard try statement.step() else { return nil }
        let names = parts.contains(.names) ? try names(ofRow: rowID) : [:]
        return try PlaceRowCodec.decode(statement, names: names, parts: parts)
    }

    /// Places by row, in the order asked (rows that do not exist are left out).
    public func places(rowIDs: [Int64], parts: PlaceParts = .all) throws(StoreError) -> [Place] {
        var places: [Place] = []
        places.reserveCapacity(rowIDs.count)
        for rowID in rowIDs {
            if let place = try place(rowID: rowID, parts: parts) { places.append(place) }
        }
        return places
    }
}
