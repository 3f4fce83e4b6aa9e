import Foundation
import Geo
@testable import PlacesEngine
import Testing

/// The displaced share's density (issue 26): one Gaussian with the shape's moments stands for the sum over
/// its samples once σ is twice the shape's extent.
struct WideDensityTests {
    @Test(arguments: [8.0, 25.0, 60.0])
    func theMomentsStandForTheSamples(radius: Double) {
        let anchor = Coordinate(latitude: 60.17, longitude: 24.94)
        let shape = PlaceShape(anchor: anchor, footprint: nil, pointRadius: radius)
        let projection = LocalProjection(origin: anchor)
        let sigma = 2 * shape.samples.extent
        let peak = shape.samples.density(at: anchor, sigma: sigma)
        for distance in [0.0, 0.5, 1, 2, 3] {
            let fix = projection.unproject(PlanePoint(x: distance * sigma, y: 0.3 * distance * sigma))
            let exact = shape.samples.density(at: fix, sigma: sigma), wide = shape.samples.wideDensity(at: fix, sigma: sigma)
            #expect(abs(exact - wide) < 0.01 * peak, "radius \(radius), \(distance) σ: \(exact) vs \(wide)")
        }
        // Narrower than that: the sum itself.
        let near = projection.unproject(PlanePoint(x: radius, y: 0))
        #expect(shape.samples.wideDensity(at: near, sigma: radius) == shape.samples.density(at: near, sigma: radius))
    }
}
