import Geo
import Places

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
