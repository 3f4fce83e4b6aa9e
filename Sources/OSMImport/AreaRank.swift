import Geo

/// The order in which a point query returns the spooled areas that may hold
/// it. Address completion keeps the first of equal-sized areas, so the order
/// decides ties; it is the order of the in-memory grid the importer used
/// before issue 13 (0.01° cells; an area over more than 64 cells went to a
/// short list scanned after the cell): areas of few cells first, then wide
/// ones, each in reading order. Stores are therefore the same as before.
enum AreaRank {
    private static let cellDegrees = 0.01
    private static let maxCellsPerItem: Int64 = 64

    /// The rank of the `sequence`-th area (in reading order) of one kind, with `box`.
    static func rank(box: BoundingBox, sequence: Int64) -> Int64 {
        (isWide(box) ? Int64(1) << 40 : 0) + sequence
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
