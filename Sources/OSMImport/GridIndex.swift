import Geo

/// A uniform latitude/longitude grid of items with bounding boxes, for
/// "what encloses this point" during an import.
/// Items wider than `maxCellsPerItem` cells (countries, big cities) go to a
/// short list that every query scans.
struct GridIndex<Item: Sendable>: Sendable {
    private let cellDegrees: Double
    private static var maxCellsPerItem: Int64 { 64 }
    private var items: [(box: BoundingBox, item: Item)] = []
    private var cells: [Int64: [Int32]] = [:]
    private var large: [Int32] = []

    init(cellDegrees: Double = 0.01) {
        self.cellDegrees = cellDegrees
    }

    var isEmpty: Bool { items.isEmpty }

    mutating func insert(_ item: Item, box: BoundingBox) {
        let index = Int32(items.count)
        items.append((box, item))
        let (x0, y0) = cell(box.minLongitude, box.minLatitude)
        let (x1, y1) = cell(box.maxLongitude, box.maxLatitude)
        if Self.isLarge(box, cellDegrees: cellDegrees) {
            large.append(index)
            return
        }
        for x in x0...x1 {
            for y in y0...y1 { cells[key(x, y), default: []].append(index) }
        }
    }

    /// Whether an item with `box` goes to the short list that every query scans. Queries call back the
    /// items of a point's cell first, then those of the short list, each in the order they were inserted.
    static func isLarge(_ box: BoundingBox, cellDegrees: Double = 0.01) -> Bool {
        let (x0, y0) = cell(box.minLongitude, box.minLatitude, cellDegrees)
        let (x1, y1) = cell(box.maxLongitude, box.maxLatitude, cellDegrees)
        return (x1 - x0 + 1) * (y1 - y0 + 1) > maxCellsPerItem
    }

    /// Calls `body` with each item whose box holds `point`.
    func forEach(containing point: Coordinate, _ body: (Item) -> Void) {
        let (x, y) = cell(point.longitude, point.latitude)
        for index in cells[key(x, y)] ?? [] where items[Int(index)].box.contains(point) {
            body(items[Int(index)].item)
        }
        for index in large where items[Int(index)].box.contains(point) {
            body(items[Int(index)].item)
        }
    }

    private func cell(_ longitude: Double, _ latitude: Double) -> (Int64, Int64) {
        Self.cell(longitude, latitude, cellDegrees)
    }

    private static func cell(_ longitude: Double, _ latitude: Double, _ cellDegrees: Double) -> (Int64, Int64) {
        (Int64((longitude / cellDegrees).rounded(.down)), Int64((latitude / cellDegrees).rounded(.down)))
    }

    private func key(_ x: Int64, _ y: Int64) -> Int64 {
        (x << 32) ^ (y & 0xFFFF_FFFF)
    }
}
