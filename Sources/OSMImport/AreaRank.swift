import Geo
import PlaceStore
import PlaceStoreBuilding

/// The order in which a point query returns the spooled areas that may hold
/// it. Address completion keeps the first of equal-sized areas, so the order
/// decides ties: areas of few 0.01° cells first, then wide ones (over 64
/// cells; the order of the in-memory grid the importer used before issue
/// 13), each by the OSM object they came from (ways, then relations, by id).
/// The rank depends only on the area and its object, not on the order areas
/// were read in, so an update ranks an area as an import of the new data does.
enum AreaRank {
    private static let cellDegrees = 0.01
    private static let maxCellsPerItem: Int64 = 64

    /// The rank of the area with `box` that OSM object `source` made.
    static func rank(box: BoundingBox, source: OSMObject.Key) -> Int64 {
        (isWide(box) ? Int64(1) << 62 : 0) + Int64(source.kind.rawValue) << 56 + (source.id & (Int64(1) << 56 - 1))
    }

    /// Whether `box` spans more than 64 grid cells.
    static func isWide(_ box: BoundingBox) -> Bool {
        let (x0, y0) = cell(box.minLongitude, box.minLatitude)
        let (x1, y1) = cell(box.maxLongitude, box.maxLatitude)
        return (x1 - x0 + 1) * (y1 - y0 + 1) > maxCellsPerItem
    }

    private static func cell(_ longitude: Double, _ latitude: Double) -> (Int64, Int64) {
        (Int64((longitude / cellDegrees).rounded(.down)), Int64((latitude / cellDegrees).rounded(.down)))
    }
}
