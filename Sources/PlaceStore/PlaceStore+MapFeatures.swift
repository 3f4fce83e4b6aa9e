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
