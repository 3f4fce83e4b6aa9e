import Geo

/// One cell of a node of the store's 2-D R*Trees as SQLite keeps it: an id
/// (a row in a leaf, a child node in a parent) and a box of 32-bit floats.
/// In a node's blob a cell is ``size`` bytes, all big-endian: the id, then
/// min latitude, max latitude, min longitude, max longitude.
public struct RTreeCell: Sendable, BitwiseCopyable {
    /// Bytes of one cell in a node's blob.
    package static let size = 24

    /// The row (in a leaf) or the child node (in a parent).
    public let id: Int64
    /// The box's south edge.
    public let minLatitude: Float
    /// The box's north edge.
    public let maxLatitude: Float
    /// The box's west edge.
    public let minLongitude: Float
    /// The box's east edge.
    public let maxLongitude: Float

    /// A cell with this id and box.
    public init(id: Int64, minLatitude: Float, maxLatitude: Float, minLongitude: Float, maxLongitude: Float) {
        self.id = id
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    /// Row `id` with `box` as the R*Tree stores it: each coordinate rounded outwards to a float (a minimum
    /// down, a maximum up) by SQLite's own rule.
    package init(id: Int64, box: BoundingBox) {
        self.init(id: id, minLatitude: Self.roundedDown(box.minLatitude), maxLatitude: Self.roundedUp(box.maxLatitude),
                  minLongitude: Self.roundedDown(box.minLongitude), maxLongitude: Self.roundedUp(box.maxLongitude))
    }

    /// Node `id`, whose box covers `cells` (not empty).
    package init(id: Int64, covering cells: some Sequence<RTreeCell>) {
        var minLatitude = Float.infinity, maxLatitude = -Float.infinity
        var minLongitude = Float.infinity, maxLongitude = -Float.infinity
        for cell in cells {
            minLatitude = min(minLatitude, cell.minLatitude)
            maxLatitude = max(maxLatitude, cell.maxLatitude)
            minLongitude = min(minLongitude, cell.minLongitude)
            maxLongitude = max(maxLongitude, cell.maxLongitude)
        }
        self.init(id: id, minLatitude: minLatitude, maxLatitude: maxLatitude,
                  minLongitude: minLongitude, maxLongitude: maxLongitude)
    }

    /// SQLite's test `max_lat >= ?1 AND min_lat <= ?2 AND max_lon >= ?3 AND min_lon <= ?4`.
    @inline(__always)
    public func meets(_ box: BoundingBox) -> Bool {
        Double(maxLatitude) >= box.minLatitude && Double(minLatitude) <= box.maxLatitude
            && Double(maxLongitude) >= box.minLongitude && Double(minLongitude) <= box.maxLongitude
    }

    /// SQLite's rounding of a box's minimum to a float (`rtreeValueDown`): down, never above the value
    /// (but for values below a float's normal range).
    package static func roundedDown(_ value: Double) -> Float {
        var float = Float(value)
        if Double(float) > value {
            float = Float(value * (value < 0 ? roundAway : roundTowards))
        }
        return float
    }

    /// SQLite's rounding of a box's maximum to a float (`rtreeValueUp`): up, never below the value.
    package static func roundedUp(_ value: Double) -> Float {
        var float = Float(value)
        if Double(float) < value {
            float = Float(value * (value < 0 ? roundTowards : roundAway))
        }
        return float
    }

    /// The R*Tree's factors for rounding towards and away from zero (one part in 2²³).
    private static let roundTowards = 1.0 - 1.0 / 8_388_608.0
    private static let roundAway = 1.0 + 1.0 / 8_388_608.0
}
