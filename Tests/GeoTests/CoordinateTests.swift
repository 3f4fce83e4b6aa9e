import Geo
import Testing

@Suite struct CoordinateTests {
    /// Reference distances on the mean sphere, from the spherical law of cosines (an independent formula):
    /// one degree of arc is R·π/180 = 111 195.08 m, pole to pole is π·R.
    @Test(arguments: [(Coordinate, Coordinate, Double)]([
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1), 111_195.08),
        (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0), 111_195.08),
        (Coordinate(latitude: 60, longitude: 24), Coordinate(latitude: 60, longitude: 25), 55_597.01),
        (Coordinate(latitude: 60.1699, longitude: 24.9384), Coordinate(latitude: 60.1699, longitude: 24.9384), 0),
        (Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0), 20_015_114.44),
    ]))
    func haversineDistance(a: Coordinate, b: Coordinate, meters: Double) {
        #expect(abs(a.distance(to: b) - meters) < 0.5)
        #expect(abs(b.distance(to: a) - meters) < 0.5)
    }

    @Test func parsesLatLon() throws {
        let point = try Coordinate.parse(" 60.1699, 24.9384 ")
        #expect(point == Coordinate(latitude: 60.1699, longitude: 24.9384))
    }

    @Test(arguments: [
        ("60.1", "not a position"), ("a,b", "not a position"), ("1,2,3", "not a position"),
        ("nan,24", "not a number"), ("60,inf", "not a number"), ("91,0", "outside"), ("0,-180.5", "outside"),
    ])
    func rejectsBadPositions(text: String, expected: String) {
        #expect {
            _ = try Coordinate.parse(text)
        } throws: { error in
            "\(error)".contains(expected)
        }
    }

    @Test func boundingBoxAroundPoint() {
        let center = Coordinate(latitude: 60.17, longitude: 24.94)
        let box = BoundingBox(center: center, radius: 100)
        #expect(box.contains(center))
        #expect(abs(Coordinate(latitude: box.maxLatitude, longitude: 24.94).distance(to: center) - 100) < 0.1)
        #expect(abs(Coordinate(latitude: 60.17, longitude: box.maxLongitude).distance(to: center) - 100) < 0.5)
    }

    @Test func projectionRoundTrips() {
        let projection = LocalProjection(origin: Coordinate(latitude: 60.17, longitude: 24.94))
        let point = Coordinate(latitude: 60.1712345, longitude: 24.9456789)
        let back = projection.unproject(projection.project(point))
        #expect(abs(back.latitude - point.latitude) < 1e-12)
        #expect(abs(back.longitude - point.longitude) < 1e-12)
    }
}
