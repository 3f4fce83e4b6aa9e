import Geo

/// A uniform latitude/longitude grid of items with bounding boxes, for
/// "what encloses this point" and "what is near it" during an import.
/// Items wider than `maxCellsPerItem` cells (countries, big cities) go to a
/// short list that every query scans.
struct GridIndex<Item> {
    private let cellDegrees: Double
    private let maxCellsPerItem = 64
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
        if (x1 - x0 + 1) * (y1 - y0 + 1) > maxCellsPerItem {
            large.append(index)
            return
        }
        for x in x0...x1 {
            for y in y0...y1 { cells[key(x, y), default: []].append(index) }
        }
    }

    /// Items whose box holds `point`.
    func items(containing point: Coordinate) -> [Item] {
        let (x, y) = cell(point.longitude, point.latitude)
        let local = cells[key(x, y)] ?? []
        return (local + large).compactMap { index in
            let entry = items[Int(index)]
            return entry.box.contains(point) ? entry.item : nil
        }
    }

    /// Items whose box meets the box `radius` metres around `point`.
    func items(near point: Coordinate, radius: Meters) -> [Item] {
        let box = BoundingBox(center: point, radius: radius)
        let (x0, y0) = cell(box.minLongitude, box.minLatitude)
        let (x1, y1) = cell(box.maxLongitude, box.maxLatitude)
        var seen = Set<Int32>()
        var found: [Item] = []
        let candidates: [Int32] = (x1 - x0 + 1) * (y1 - y0 + 1) > 10_000
            ? Array(0..<Int32(items.count))
            : (x0...x1).flatMap { x in (y0...y1).flatMap { y in cells[key(x, y)] ?? [] } } + large
        for index in candidates where seen.insert(index).inserted {
            let entry = items[Int(index)]
            if entry.box.intersects(box) { found.append(entry.item) }
        }
        return found
    }

    private func cell(_ longitude: Double, _ latitude: Double) -> (Int64, Int64) {
        (Int64((longitude / cellDegrees).rounded(.down)), Int64((latitude / cellDegrees).rounded(.down)))
    }

    private func key(_ x: Int64, _ y: Int64) -> Int64 {
        (x &* 73_856_093) ^ (y &* 19_349_663)
    }
}
