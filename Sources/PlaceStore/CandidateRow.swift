import Foundation
import Geo
import Places

/// The columns of a place the likelihood model needs, without its tags,
/// names and address — cheap to read for every candidate of a query.
public struct CandidateRow: Sendable {
    /// The store's row id (the same in the SQLite and the PostgreSQL store).
    public let rowID: Int64
    /// The place's OSM id.
    public let id: PlaceID
    /// Point of interest, address or locality.
    public let category: PlaceCategory
    /// The most specific type.
    public let primaryType: String
    /// Every type, space-separated as stored (split only when needed).
    public let typesText: String
    /// The place's point (inside its footprint when it has one).
    public let location: Coordinate
    /// The outline, for areas; for a place conflation merged drawings into, the largest drawing's when its
    /// own row has none (a shop's node takes its building's).
    public let footprint: Footprint?
    /// The `opening_hours` tag as written.
    public let openingHours: String?
    /// Whether the place has a `wikidata` tag.
    public let hasWikidata: Bool
    /// Whether the place has a `brand` tag.
    public let hasBrand: Bool
    /// The place this row belongs to when it is not listed on its own (conflation's ``PlaceLink``).
    public let link: PlaceLink?
    /// Whether another place holds this one (conflation's containment: a shop in a mall).
    public let isContained: Bool
    /// How many listed places this one holds directly (a mall's shops; merged drawings and parts not counted).
    public let contentCount: Int

    /// Every type, most specific first.
    public var types: [String] { typesText.split(separator: " ").map(String.init) }
}

extension CandidateRow {
    /// The columns ``init(_:path:)`` reads, in its order (`p` is the places table), for the store whose tables
    /// are named with `prefix` (`""` in SQLite, the schema and a dot in PostgreSQL). `textOrder` makes ids
    /// compare byte by byte (PostgreSQL's `COLLATE "C"`), as in conflation.
    static func columns(tables prefix: String = "", textOrder: String = "") -> String {
        """
        p.rowid, p.id, p.category, p.primary_type, p.types, p.lat, p.lon,
        COALESCE(p.footprint, (SELECT g.footprint FROM \(prefix)place_links m JOIN \(prefix)places g ON g.id = m.member
            WHERE m.place = p.id AND m.role = \(PlaceLink.Role.same.rawValue) AND g.footprint IS NOT NULL
            ORDER BY g.area_m2 DESC, g.id\(textOrder) LIMIT 1)),
        p.opening_hours, p.wikidata IS NOT NULL, p.brand IS NOT NULL,
        (SELECT l.role || ':' || l.place FROM \(prefix)place_links l WHERE l.member = p.id),
        EXISTS (SELECT 1 FROM \(prefix)place_containers c WHERE c.place = p.id),
        (SELECT COUNT(*) FROM \(prefix)place_containers c WHERE c.container = p.id
            AND NOT EXISTS (SELECT 1 FROM \(prefix)place_links l WHERE l.member = c.place))
        """
    }

    /// Reads a row that selected ``columns``.
    init(_ row: some StoreRow, path: String) throws(StoreError) {
        let rowID = row.int(0)
        guard let id = row.text(1).flatMap(PlaceID.init), let category = row.text(2).flatMap(PlaceCategory.init) else {
            throw StoreError(.corrupt, "place row \(rowID) has an unreadable id or category", path: path)
        }
        let location = Coordinate(latitude: row.double(5), longitude: row.double(6))
        guard location.isValid else {
            throw StoreError(.corrupt, "place row \(rowID) has a location that is not a position", path: path)
        }
        self.init(
            rowID: rowID, id: id, category: category, primaryType: row.text(3) ?? "", typesText: row.text(4) ?? "",
            location: location,
            footprint: row.data(7).flatMap(FootprintCodec.decode), openingHours: row.text(8),
            hasWikidata: row.int(9) != 0, hasBrand: row.int(10) != 0, link: row.text(11).flatMap(PlaceLink.init(stored:)),
            isContained: row.int(12) != 0, contentCount: Int(clamping: max(0, row.int(13))))
    }
}
