import Geo
import Places
@testable import PlacesEngine
import Testing

struct PlaceShapeTests {
    /// An L of two strips 1e-7° wide, one along a meridian and one along the equator, has a
    /// box as large as the world; its sample grid once asked for 52 GB. It is now bounded.
    @Test func aWorldSizedSliverGetsABoundedGrid() {
        let strip = 0.0000001
        let corners = [(-89.9, -179.9), (-89.9, 179.9), (-89.9 + strip, 179.9), (-89.9 + strip, -179.9 + strip),
                       (89.9, -179.9 + strip), (89.9, -179.9), (-89.9, -179.9)]
        let footprint = Footprint(polygons: [Polygon(outer: corners.map { Coordinate(latitude: $0.0, longitude: $0.1) })])
        let shape = PlaceShape(anchor: Coordinate(latitude: 0, longitude: -179.9), footprint: footprint, pointRadius: 10)
        #expect(!shape.offsets.isEmpty)
        #expect(Double(shape.offsets.count) <= 256 * PlaceShape.defaultSamples)
    }
}
