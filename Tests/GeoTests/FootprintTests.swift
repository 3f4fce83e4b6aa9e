import Geo
import Testing

/// Shapes in a local frame near Helsinki: `square(…)` builds rings from metre offsets.
private let origin = Coordinate(latitude: 60.17, longitude: 24.94)
private let projection = LocalProjection(origin: origin)

private func ring(_ points: [(Double, Double)]) -> [Coordinate] {
    points.map { projection.unproject(PlanePoint(x: $0.0, y: $0.1)) }
}

private let square100 = ring([(0, 0), (100, 0), (100, 100), (0, 100)])
private let hole40 = ring([(30, 30), (70, 30), (70, 70), (30, 70)])
/// A U opening north: its centroid falls in the notch, its pole of inaccessibility does not.
private let uShape = ring([(0, 0), (100, 0), (100, 100), (70, 100), (70, 30), (30, 30), (30, 100), (0, 100)])

@Suite struct FootprintTests {
    @Test(arguments: [
        ((50.0, 50.0), false), ((10.0, 10.0), true), ((90.0, 50.0), true), ((50.0, 95.0), true),
        ((150.0, 50.0), false), ((-1.0, 50.0), false),
    ])
    func containmentRespectsHoles(point: (Double, Double), inside: Bool) {
        let polygon = Polygon(outer: square100, inners: [hole40])
        #expect(polygon.contains(projection.unproject(PlanePoint(x: point.0, y: point.1))) == inside)
    }

    @Test func areaSubtractsHoles() {
        let footprint = Footprint(polygons: [Polygon(outer: square100, inners: [hole40])])
        #expect(abs(footprint.area - (10_000 - 1_600)) < 5)
    }

    @Test func multipolygonAreaAddsParts() {
        let second = ring([(200, 0), (250, 0), (250, 50), (200, 50)])
        let footprint = Footprint(polygons: [Polygon(outer: square100), Polygon(outer: second)])
        #expect(abs(footprint.area - 12_500) < 5)
        #expect(footprint.contains(projection.unproject(PlanePoint(x: 225, y: 25))))
        #expect(!footprint.contains(projection.unproject(PlanePoint(x: 150, y: 25))))
    }

    @Test func pointOnSurfaceOfSquareIsItsCentre() throws {
        let point = try #require(Footprint(polygons: [Polygon(outer: square100)]).pointOnSurface())
        let plane = projection.project(point)
        #expect(abs(plane.x - 50) < 1 && abs(plane.y - 50) < 1)
    }

    @Test func pointOnSurfaceAvoidsHolesAndNotches() throws {
        for polygon in [Polygon(outer: square100, inners: [hole40]), Polygon(outer: uShape)] {
            let point = try #require(Footprint(polygons: [polygon]).pointOnSurface())
            #expect(polygon.contains(point))
            // Well inside: at least 10 m from the outer edges, not in the hole or notch.
            let plane = projection.project(point)
            #expect(plane.x > 10 && plane.x < 90 && plane.y > 10 && plane.y < 90)
            #expect(!(plane.x > 30 && plane.x < 70 && plane.y > 30 && plane.y < 70))
        }
    }

    @Test func pointOnSurfacePicksTheLargestPart() throws {
        let small = ring([(200, 0), (210, 0), (210, 10), (200, 10)])
        let footprint = Footprint(polygons: [Polygon(outer: small), Polygon(outer: square100)])
        let point = try #require(footprint.pointOnSurface())
        #expect(Polygon(outer: square100).contains(point))
    }

    /// A sliver 1 cm wide around the world once seeded billions of cells; the seed grid is now bounded.
    @Test func aSliverAroundTheWorldFindsItsPoleQuickly() {
        let corners = [(10, -179.9), (10.0000001, -179.9), (10.0000001, 179.9), (10, 179.9), (10, -179.9)]
        let sliver = Polygon(outer: corners.map { Coordinate(latitude: $0.0, longitude: $0.1) })
        let pole = PoleOfInaccessibility.find(in: sliver)
        #expect(abs(pole.latitude - 10) < 1e-6)
    }
}
