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
        func nearest(to point: Coordinate) -> Entry? {
            guard longestReach > 0 else { return nil }
            let cosLatitude = max(cos(point.latitude * .pi / 180), 0.01)
            let dLat = longestReach / NearestLocalityIndex.metersPerDegree, dLon = dLat / cosLatitude
            var best: (entry: Entry, distance: Meters)?
            for x in cell(point.longitude - dLon)...cell(point.longitude + dLon) {
                for y in cell(point.latitude - dLat)...cell(point.latitude + dLat) {
                    guard let entries = cells[key(x, y)] else { continue }
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
            }
            return best?.entry
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
