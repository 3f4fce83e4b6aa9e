import Foundation

/// The smallest map a test can import: one café, as an OSM XML file (to import over a store and see which
/// file answers).
public enum OneCafe {
    /// Writes the map of one café called `name` at `latitude`, `longitude` to `path`.
    public static func write(named name: String, latitude: Double, longitude: Double, to path: String) throws {
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <osm version="0.6" generator="test">
          <node id="1" version="1" lat="\(latitude)" lon="\(longitude)"><tag k="amenity" v="cafe"/><tag k="name" v="\(name)"/></node>
        </osm>
        """.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
