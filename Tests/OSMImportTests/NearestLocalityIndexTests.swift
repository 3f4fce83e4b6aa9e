import Foundation
import Geo
@testable import OSMImport
import Testing

/// The grid lookup must find what a scan of every locality finds: the nearest city and the nearest suburb
/// whose reach covers the point, the first inserted of equally near ones.
@Suite struct NearestLocalityIndexTests {
    private func locality(_ index: Int, level: AddressLevel, reach: Meters, at location: Coordinate) -> LocalityContext {
        LocalityContext(name: "L\(index)", level: level, pointReach: reach, countryCode: nil, footprint: nil,
                        location: location, area: 0)
    }

    /// What a scan of every locality answers, by the index's own distance.
    private func scan(_ localities: [LocalityContext], level: AddressLevel, point: Coordinate) -> String? {
        let metersPerDegree = Coordinate.earthRadius * .pi / 180
        let cosLatitude = max(cos(point.latitude * .pi / 180), 0.01)
        var best: (name: String, distance: Double)?
        for locality in localities where locality.level == level {
            let dx = (locality.location.longitude - point.longitude) * cosLatitude * metersPerDegree
            let dy = (locality.location.latitude - point.latitude) * metersPerDegree
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance <= locality.pointReach, distance < best?.distance ?? .infinity { best = (locality.name, distance) }
        }
        return best?.name
    }

    @Test func findsWhatAScanOfEveryLocalityFinds() {
        var random = SeededGenerator(seed: 13)
        var localities: [LocalityContext] = []
        // A dense metropolitan area, a lone town far off, and a place on the antimeridian's side.
        for index in 0..<600 {
            let (level, reach): (AddressLevel, Meters) = [(.city, 15_000), (.suburb, 3_000), (.suburb, 1_000),
                                                          (.state, 0), (.country, 0)][index % 5]
            let center = index % 50 == 0 ? Coordinate(latitude: 68.5, longitude: 27.0) : Coordinate(latitude: 60.2, longitude: 24.9)
            localities.append(locality(index, level: level, reach: reach, at: Coordinate(
                latitude: center.latitude + .random(in: -0.4...0.4, using: &random),
                longitude: center.longitude + .random(in: -0.8...0.8, using: &random))))
        }
        // Two suburbs at the same spot: the first one inserted wins.
        localities.append(locality(1_000, level: .suburb, reach: 3_000, at: Coordinate(latitude: 61, longitude: 25)))
        localities.append(locality(1_001, level: .suburb, reach: 3_000, at: Coordinate(latitude: 61, longitude: 25)))
        let index = NearestLocalityIndex(localities)
        var found = 0
        for _ in 0..<3_000 {
            let point = Coordinate(latitude: 60.2 + .random(in: -0.6...0.6, using: &random),
                                   longitude: 24.9 + .random(in: -1.2...1.2, using: &random))
            let nearest = index.nearest(to: point)
            #expect(nearest.city?.name == scan(localities, level: .city, point: point))
            #expect(nearest.suburb?.name == scan(localities, level: .suburb, point: point))
            if nearest.suburb != nil { found += 1 }
        }
        #expect(found > 300)
        #expect(index.nearest(to: Coordinate(latitude: 61.001, longitude: 25)).suburb?.name == "L1000")
        #expect(index.nearest(to: Coordinate(latitude: 0, longitude: 0)).city == nil)
    }

    /// Localities and queries on the edges of the grid's cells (15 and 3 km north to south), and a float's
    /// step off them: the cells a query skips by their distance must not hide a nearer locality.
    @Test func findsWhatAScanFindsOnTheEdgesOfCells() {
        let metersPerDegree = Coordinate.earthRadius * .pi / 180
        var localities: [LocalityContext] = []
        var points: [Coordinate] = []
        for (level, cell) in [(AddressLevel.city, 15_000.0), (.suburb, 3_000.0)] {
            let degrees = cell / metersPerDegree
            for row in 4_000...4_006 {
                for column in 1_600...1_612 {
                    let edge = Coordinate(latitude: Double(row) * degrees, longitude: Double(column) * degrees)
                    for (dLat, dLon) in [(0.0, 0.0), (edge.latitude.ulp, 0), (0, -edge.longitude.ulp), (degrees / 2, 0)] {
                        let at = Coordinate(latitude: edge.latitude + dLat, longitude: edge.longitude + dLon)
                        if (row + column) % 3 == 0 {
                            localities.append(locality(localities.count, level: level, reach: cell * 0.4, at: at))
                        }
                        points.append(at)
                        points.append(Coordinate(latitude: at.latitude.nextDown, longitude: at.longitude.nextUp))
                    }
                }
            }
        }
        let index = NearestLocalityIndex(localities)
        var found = 0
        for point in points {
            let nearest = index.nearest(to: point)
            #expect(nearest.city?.name == scan(localities, level: .city, point: point))
            #expect(nearest.suburb?.name == scan(localities, level: .suburb, point: point))
            if nearest.city != nil { found += 1 }
        }
        #expect(found > 200)
    }
}
