import Geo
import Places

extension PlaceStore {
    /// The map features whose box meets `box`, from the map R*Tree, bottom
    /// layer first (then by OSM `layer`, then as stored).
    public func mapFeatures(intersecting box: BoundingBox) throws(StoreError) -> [MapFeature] {
        let statement = try cachedStatement("""
            SELECT \(MapFeature.storedColumns)
            FROM map_index i JOIN map_features f ON f.rowid = i.id
            WHERE i.max_lat >= ?1 AND i.min_lat <= ?2 AND i.max_lon >= ?3 AND i.min_lon <= ?4
            ORDER BY f.rowid
            """)
        defer { statement.reset() }
        try statement.bind(box: box, from: 1)
        var features: [MapFeature] = []
        while try statement.step() {
            if let feature = MapFeature(storedRow: statement) { features.append(feature) }
        }
        return features
    }
}

extension MapFeature {
    /// The columns ``init(storedRow:)`` reads, in its order (`f` is the map features table).
    static let storedColumns = "f.layer, f.kind, f.name, f.flags, f.level, f.is_area, f.geometry"

    /// A feature from a row that selected ``storedColumns``, or nil for a row that cannot be drawn.
    init?(storedRow row: some StoreRow) {
        guard let layer = row.text(0).flatMap(MapFeature.Layer.init(rawValue:)),
              let shape = row.data(6).flatMap(FootprintCodec.decode) else { return nil }
        let geometry: MapFeature.Geometry = row.int(5) != 0 ? .area(shape) : .line(shape.polygons.first?.outer ?? [])
        self.init(layer: layer, kind: row.text(1) ?? "", name: row.text(2),
                  flags: MapFeature.Flags(rawValue: Int(row.int(3))), level: Int(row.int(4)), geometry: geometry)
    }
}
