import Foundation
import Geo

/// Point localities (`place=*` nodes) on a coarse grid, for "the nearest
/// city and suburb within their reach". Each point sits in exactly one cell;
/// a query walks the cells around it and compares plain numbers.
struct NearestLocalityIndex: Sendable {
    /// What a query needs of a locality, without its strings.
    private struct Entry: Sendable {
        let latitude: Double, longitude: Double
        let reach: Meters
        let level: AddressLevel
        let index: Int
    }

    private let cellDegrees = 0.1
    private var localities: [LocalityContext] = []
    private var cells: [Int64: [Entry]] = [:]
    private var longestReach: Meters = 0

    /// An empty index.
    init() {}

    /// An index of `localities`, inserted in order.
    init(_ localities: [LocalityContext]) {
        for locality in localities { insert(locality) }
    }

    mutating func insert(_ locality: LocalityContext) {
        let entry = Entry(latitude: locality.location.latitude, longitude: locality.location.longitude,
                          reach: locality.pointReach, level: locality.level, index: localities.count)
        localities.append(locality)
        cells[key(cell(entry.longitude), cell(entry.latitude)), default: []].append(entry)
        longestReach = max(longestReach, locality.pointReach)
    }

    /// The nearest city and suburb whose reach covers `point`.
    func nearest(to point: Coordinate) -> (city: LocalityContext?, suburb: LocalityContext?) {
        guard longestReach > 0 else { return (nil, nil) }
        let metersPerDegree = Coordinate.earthRadius * .pi / 180
        let cosLatitude = max(cos(point.latitude * .pi / 180), 0.01)
        let dLat = longestReach / metersPerDegree, dLon = dLat / cosLatitude
        var city: (index: Int, distance: Meters)?, suburb: (index: Int, distance: Meters)?
        for x in cell(point.longitude - dLon)...cell(point.longitude + dLon) {
            for y in cell(point.latitude - dLat)...cell(point.latitude + dLat) {
                guard let entries = cells[key(x, y)] else { continue }
                for entry in entries {
                    // Equirectangular distance: exact enough within a reach of 15 km.
                    let dx = (entry.longitude - point.longitude) * cosLatitude * metersPerDegree
                    let dy = (entry.latitude - point.latitude) * metersPerDegree
                    let distance = (dx * dx + dy * dy).squareRoot()
                    guard distance <= entry.reach else { continue }
                    switch entry.level {
                    case .city where distance < city?.distance ?? .infinity: city = (entry.index, distance)
                    case .suburb where distance < suburb?.distance ?? .infinity: suburb = (entry.index, distance)
                    default: break
                    }
                }
            }
        }
        return (city.map { localities[$0.index] }, suburb.map { localities[$0.index] })
    }

    private func cell(_ degrees: Double) -> Int64 {
        Int64((degrees / cellDegrees).rounded(.down))
    }

    private func key(_ x: Int64, _ y: Int64) -> Int64 {
        (x << 32) ^ (y & 0xFFFF_FFFF)
    }
}
