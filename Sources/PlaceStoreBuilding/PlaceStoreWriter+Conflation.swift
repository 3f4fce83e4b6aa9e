import Foundation
import Geo
import PlaceStore
import Places

/// Conflation in the store (``PlaceConflation``): a new store's over every point of interest while its
/// indexes are built; an update's around what the update changed, so that it costs what the change costs.
extension PlaceStoreWriter {
    /// How far an update's conflation looks around each change: a rule's reach (a part up to
    /// ``PlaceConflation/partDistance`` from its station; the widest same-place group of Midtown and
    /// Helsinki spans 180 m) with room to spare. Objects within it of a change are conflated again, with
    /// everything within twice it as context.
    package static let conflationReach: Meters = 1_000

    /// The columns a ``ConflationItem`` is read from (`p` is the places table).
    private static let itemColumns = """
        p.rowid, p.id, p.name, p.primary_type, p.types, p.lat, p.lon, p.footprint,
        p.min_lat, p.min_lon, p.max_lat, p.max_lon, p.area_m2, length(p.tags)
        """

    /// Writes a new store's conflation answers (``BackgroundConflation``, started on the points of interest
    /// as they were written); call before the transaction commits.
    func writeConflation(_ result: ConflationResult, into database: SQLiteDatabase) throws(StoreError) {
        let link = try database.prepare("INSERT INTO place_links(member, place, role) VALUES (?1, ?2, ?3)")
        for (member, target) in result.links.sorted(by: { $0.key < $1.key }) {
            try bind(link, member, target)
            try link.run()
        }
        let container = try database.prepare("INSERT INTO place_containers(place, container) VALUES (?1, ?2)")
        for (place, holder) in result.containers.sorted(by: { $0.key < $1.key }) {
            try container.bind(1, place.description)
            try container.bind(2, holder.description)
            try container.run()
        }
    }

    /// Conflates again the points of interest around the places this update removed and added, and writes
    /// what changed (each such place's box in the change log).
    /// - Returns: how many places' answers changed.
    func conflateUpdate(changeLog: StoreChangeLog, removed: [PlaceID]) throws(StoreError) -> Int {
        let changed = try statement("""
            SELECT min_lat, min_lon, max_lat, max_lon FROM update_changes
            WHERE revision = ?1 AND kind IN (\(StoreChangeLog.Kind.placeRemoved.rawValue), \(StoreChangeLog.Kind.placeAdded.rawValue))
                AND min_lat IS NOT NULL
            """)
        defer { changed.reset() }
        try changed.bind(1, changeLog.revision)
        var boxes: [BoundingBox] = []
        while try changed.step() {
            boxes.append(BoundingBox(minLatitude: changed.double(0), minLongitude: changed.double(1),
                                     maxLatitude: changed.double(2), maxLongitude: changed.double(3)))
        }
        guard !boxes.isEmpty || !removed.isEmpty else { return 0 }
        // Whole tiles are conflated again: those within the reach of a change, with the tiles within the
        // reach of those as context.
        let affected = Self.tileBoxes(covering: boxes.map { $0.expanded(by: Self.conflationReach) })
        // The context, read tile by tile of the affected boxes so that a day of changes reads each place once.
        var items: [Int64: (item: ConflationItem, box: BoundingBox)] = [:]
        let select = try statement("""
            SELECT \(Self.itemColumns) FROM \(Schema.spatialIndex(.pointOfInterest)) i JOIN places p ON p.rowid = i.id
            WHERE i.max_lat >= ?1 AND i.min_lat <= ?2 AND i.max_lon >= ?3 AND i.min_lon <= ?4
            """)
        for tile in Self.tileBoxes(covering: affected.map { $0.expanded(by: Self.conflationReach) }) {
            try select.bind(1, tile.minLatitude)
            try select.bind(2, tile.maxLatitude)
            try select.bind(3, tile.minLongitude)
            try select.bind(4, tile.maxLongitude)
            while try select.step() {
                let rowID = select.int(0)
                if items[rowID] == nil, let found = Self.item(select) { items[rowID] = found }
            }
            select.reset()
        }
        let context = items.sorted { $0.key < $1.key }
        let result = PlaceConflation.run(context.map(\.value.item))
        let grid = Self.tileSet(covering: affected)
        var changes = 0
        for (rowID, entry) in context where grid.contains(Self.tile(of: entry.item.location)) {
            let id = entry.item.id
            if try replaceAnswers(of: id, link: result.links[id], container: result.containers[id]) {
                changes += 1
                try changeLog.record(.placeLinked, row: rowID, box: entry.box)
            }
        }
        let present = Set(context.map(\.value.item.id))
        for id in removed where !present.contains(id) {
            if try replaceAnswers(of: id, link: nil, container: nil) { changes += 1 }
        }
        return changes
    }

    /// Writes `id`'s link and container when they differ from the stored ones.
    /// - Returns: whether they differed.
    private func replaceAnswers(of id: PlaceID, link: PlaceLink?, container: PlaceID?) throws(StoreError) -> Bool {
        let readLink = try statement("SELECT place, role FROM place_links WHERE member = ?1")
        defer { readLink.reset() }
        try readLink.bind(1, id.description)
        let oldLink: PlaceLink? = try readLink.step()
            ? readLink.text(0).flatMap(PlaceID.init).flatMap { place in
                PlaceLink.Role(rawValue: readLink.int(1)).map { PlaceLink(place: place, role: $0) }
            } : nil
        let readContainer = try statement("SELECT container FROM place_containers WHERE place = ?1")
        defer { readContainer.reset() }
        try readContainer.bind(1, id.description)
        let oldContainer = try readContainer.step() ? readContainer.text(0).flatMap(PlaceID.init) : nil
        var differed = false
        if oldLink != link {
            differed = true
            let delete = try statement("DELETE FROM place_links WHERE member = ?1")
            try delete.bind(1, id.description)
            try delete.run()
            if let link {
                let insert = try statement("INSERT INTO place_links(member, place, role) VALUES (?1, ?2, ?3)")
                try bind(insert, id, link)
                try insert.run()
            }
        }
        if oldContainer != container {
            differed = true
            let delete = try statement("DELETE FROM place_containers WHERE place = ?1")
            try delete.bind(1, id.description)
            try delete.run()
            if let container {
                let insert = try statement("INSERT INTO place_containers(place, container) VALUES (?1, ?2)")
                try insert.bind(1, id.description)
                try insert.bind(2, container.description)
                try insert.run()
            }
        }
        return differed
    }

    private func bind(_ statement: SQLiteStatement, _ member: PlaceID, _ link: PlaceLink) throws(StoreError) {
        try statement.bind(1, member.description)
        try statement.bind(2, link.place.description)
        try statement.bind(3, link.role.rawValue)
    }

    /// An item from a row that selected ``itemColumns``, with its stored box; nil for an unreadable row.
    private static func item(_ row: SQLiteStatement) -> (item: ConflationItem, box: BoundingBox)? {
        guard let id = row.text(1).flatMap(PlaceID.init) else { return nil }
        let location = Coordinate(latitude: row.double(5), longitude: row.double(6))
        let box = BoundingBox(minLatitude: row.double(8), minLongitude: row.double(9),
                              maxLatitude: row.double(10), maxLongitude: row.double(11))
        guard location.isValid, box.isValid else { return nil }
        let item = ConflationItem(
            id: id, name: row.text(2) ?? "", primaryType: row.text(3) ?? "",
            types: ConflationItem.types(ofRow: row.text(4) ?? ""), location: location,
            footprint: row.data(7).flatMap(FootprintCodec.decode), box: box, area: row.double(12),
            richness: Int(row.int(13)))
        return (item, box)
    }

    /// The side of the tiles an update's region is read in, in degrees (about 1.1 km of latitude).
    private static let tileDegrees = 0.01

    private struct Tile: Hashable {
        let x: Int, y: Int
    }

    private static func tile(of point: Coordinate) -> Tile {
        Tile(x: Int((point.longitude / tileDegrees).rounded(.down)), y: Int((point.latitude / tileDegrees).rounded(.down)))
    }

    /// The tiles meeting any of `boxes`.
    private static func tileSet(covering boxes: [BoundingBox]) -> Set<Tile> {
        var tiles = Set<Tile>()
        for box in boxes {
            let low = tile(of: Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
            let high = tile(of: Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
            for x in low.x...high.x {
                for y in low.y...high.y { tiles.insert(Tile(x: x, y: y)) }
            }
        }
        return tiles
    }

    /// The tiles meeting any of `boxes`, each as its box.
    private static func tileBoxes(covering boxes: [BoundingBox]) -> [BoundingBox] {
        let set = tileSet(covering: boxes)
        return set.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map { tile in
            BoundingBox(minLatitude: Double(tile.y) * tileDegrees, minLongitude: Double(tile.x) * tileDegrees,
                        maxLatitude: Double(tile.y + 1) * tileDegrees, maxLongitude: Double(tile.x + 1) * tileDegrees)
        }
    }
}
