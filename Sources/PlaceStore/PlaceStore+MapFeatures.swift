import Geo
import Places

extension PlaceStore {
    /// The map features whose box meets `box`, from the map R*Tree, bottom
    /// layer first (then by OSM `layer`, then as stored).
    public func mapFeatures(intersecting box: BoundingBox) throws(StoreError) -> [MapFeature] {
        let statement = try cachedStatement("""
            SELECT f.layer, f.kind, f.name, f.flags, f.level, f.is_area, f.geometry
            FROM map_index i JOIN map_features f ON f.rowid = i.id
            WHERE i.max_lat >= ?1 AND i.min_lat <= ?2 AND i.max_lon >= ?3 AND i.min_lon <= ?4
            ORDER BY f.rowid
            """)
        defer { statement.reset() }
        try statement.bind(box: box, from: 1)
        var features: [MapFeature] = []
        while try statement.step() {
            guard let layer = statement.text(0).flatMap(MapFeature.Layer.init(rawValue:)),
                  let shape = statement.data(6).flatMap(FootprintCodec.decode) else { continue }
            let geometry: MapFeature.Geometry = statement.int(5) != 0
                ? .area(shape) : .line(shape.polygons.first?.outer ?? [])
            features.append(MapFeature(layer: layer, kind: statement.text(1) ?? "", name: statement.text(2),
                                       flags: MapFeature.Flags(rawValue: Int(statement.int(3))),
                                       level: Int(statement.int(4)), geometry: geometry))
        }
        return features
    }
}
