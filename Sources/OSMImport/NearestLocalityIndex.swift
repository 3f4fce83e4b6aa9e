import Foundation
import Geo

/// Point localities (`place=*` nodes) for "the nearest city and suburb within
/// their reach". Cities and suburbs each have a grid with cells about as wide
/// as their reach, and a query walks only the cells its level's longest reach
/// can cover, comparing plain numbers: a query near a dense city looks at the
/// suburbs within 3 km, not at every `place=*` node within a city's 15 km.
/// Of equally near localities, the one inserted first wins.
struct NearestLocalityIndex: Sendable {
    /// What a query needs of a locality, without its strings.
    private struct Entry: Sendable {
        let latitude: Double, longitude: Double
        let reach: Meters
        let index: Int
    }

    /// The localities of one level.
    private struct Grid: Sendable {
        let cellDegrees: Double
        var cells: [Int64: [Entry]] = [:]
        var longestReach: Meters = 0

        mutating func insert(_ entry: Entry) {
            cells[key(cell(entry.longitude), cell(entry.latitude)), default: []].append(entry)
            longestReach = max(longestReach, entry.reach)
        }

        /// The nearest entry whose reach covers `point`.
        ///
        /// The query's own cell is searched first; every other cell within reach is skipped when no point
        /// of it is nearer than the best entry found so far (strictly: equally near entries are still
        /// compared by their order). In a dense city the first cell usually holds the answer, and the
        /// other cells cost a bound each instead of a lookup and a distance per entry.
        func nearest(to point: Coordinate) -> Entry? {
            guard longestReach > 0 else { return nil }
            let cosLatitude = max(cos(point.latitude * .pi / 180), 0.01)
            let dLat = longestReach / NearestLocalityIndex.metersPerDegree, dLon = dLat / cosLatitude
            let home = (x: cell(point.longitude), y: cell(point.latitude))
            var best: (entry: Entry, distance: Meters)?
            func visit(_ x: Int64, _ y: Int64) {
                guard let entries = cells[key(x, y)] else { return }
                for entry in entries {
                    // Equirectangular distance: exact enough within a reach of 15 km.
                    let dx = (entry.longitude - point.longitude) * cosLatitude * NearestLocalityIndex.metersPerDegree
                    let dy = (entry.latitude - point.latitude) * NearestLocalityIndex.metersPerDegree
                    let distance = (dx * dx + dy * dy).squareRoot()
                    guard distance <= entry.reach else { continue }
                    if let best, distance > best.distance || distance == best.distance && entry.index > best.entry.index {
                        continue
                    }
                    best = (entry, distance)
                }
            }
            visit(home.x, home.y)
            for x in cell(point.longitude - dLon)...cell(point.longitude + dLon) {
                for y in cell(point.latitude - dLat)...cell(point.latitude + dLat) where x != home.x || y != home.y {
                    let bound = nearestPossible(x, y, to: point, cosLatitude: cosLatitude)
                    if bound > (best?.distance ?? longestReach) { continue }
                    visit(x, y)
                }
            }
            return best?.entry
        }

        /// A lower bound, in metres by the distance `nearest` uses, of how near an entry in cell (`x`, `y`)
        /// can be to `point`: the distance to the cell's edge, less a millimetre for the rounding of
        /// which cell an entry on an edge went to.
        private func nearestPossible(_ x: Int64, _ y: Int64, to point: Coordinate, cosLatitude: Double) -> Meters {
            func gap(_ value: Double, _ index: Int64) -> Double {
                let low = Double(index) * cellDegrees, high = Double(index + 1) * cellDegrees
                return max(0, low - value, value - high)
            }
            let dx = gap(point.longitude, x) * cosLatitude * NearestLocalityIndex.metersPerDegree
            let dy = gap(point.latitude, y) * NearestLocalityIndex.metersPerDegree
            return max(0, (dx * dx + dy * dy).squareRoot() - 0.001)
        }

        private func cell(_ degrees: Double) -> Int64 {
            Int64((degrees / cellDegrees).rounded(.down))
        }

        private func key(_ x: Int64, _ y: Int64) -> Int64 {
            (x << 32) ^ (y & 0xFFFF_FFFF)
        }
    }

    private static let metersPerDegree = Coordinate.earthRadius * .pi / 180
    private var localities: [LocalityContext] = []
    // Cells of 15 and 3 km north to south: the longest reaches of a city and a suburb.
    private var cities = Grid(cellDegrees: 15_000 / NearestLocalityIndex.metersPerDegree)
    private var suburbs = Grid(cellDegrees: 3_000 / NearestLocalityIndex.metersPerDegree)

    /// An empty index.
    init() {}

    /// An index of `localities`, inserted in order.
    init(_ localities: [LocalityContext]) {
        for locality in localities { insert(locality) }
    }

    /// Adds a city or suburb; localities of other levels are not looked up by distance.
    mutating func insert(_ locality: LocalityContext) {
        let entry = Entry(latitude: locality.location.latitude, longitude: locality.location.longitude,
                          reach: locality.pointReach, index: localities.count)
        switch locality.level {
        case .city: cities.insert(entry)
        case .suburb: suburbs.insert(entry)
        case .country, .state: return
        }
        localities.append(locality)
    }

    /// The nearest city and suburb whose reach covers `point`.
    func nearest(to point: Coordinate) -> (city: LocalityContext?, suburb: LocalityContext?) {
        (cities.nearest(to: point).map { localities[$0.index] }, suburbs.nearest(to: point).map { localities[$0.index] })
    }
}
