import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// One tagged OSM feature as the reader delivers it.
struct OSMFeature {
    enum Geometry {
        /// A node.
        case point(Coordinate)
        /// A way as a line; `closed` when its ends meet (it may also arrive as an area).
        case line([Coordinate], closed: Bool)
        /// An assembled area (closed way or multipolygon relation).
        case area(Footprint)
    }

    /// Where the feature came from: `n`, `w` or `r` and the OSM id.
    let sourceType: Character
    let sourceID: Int64
    let tags: OSMTags
    let geometry: Geometry

    /// The OSM object the feature came from, as an update names it.
    var source: OSMObject.Key {
        OSMObject.Key(kind: sourceType == "r" ? .relation : sourceType == "w" ? .way : .node, id: sourceID)
    }
}
