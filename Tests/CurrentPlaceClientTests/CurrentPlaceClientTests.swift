import CurrentPlaceClient
import Foundation
import Testing

/// The client against a real `current-place serve` over the Helsinki sample: one server, imported
/// once, for every suite nested here (LikelyPlacesTests, PlaceDetailsTests, SearchNearbyTests,
/// ClientErrorTests).
@Suite(.liveServer, .timeLimit(.minutes(5))) struct CurrentPlaceClientTests {
    /// Stockmann's department store, central Helsinki: the tutorial's example position.
    static let stockmann = Coordinate(latitude: 60.1684, longitude: 24.9420)

    @Test func configGivesTheDefaultLocationAndTheZoomRules() async throws {
        let config = try await LiveServer.client().config()
        #expect(abs(config.defaultLocation.latitude - 60.17) < 0.1 && abs(config.defaultLocation.longitude - 24.94) < 0.1)
        #expect(config.preciseZoom == 15 && config.approximateZoom == 10)
        #expect(config.approximateAccuracy == 1000)
        #expect(config.attribution.contains("OpenStreetMap"))
    }
}

/// Metres between two positions (haversine), to check an order by distance.
func meters(_ a: Coordinate, _ b: Coordinate) -> Double {
    let radians = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * radians, dLng = (b.longitude - a.longitude) * radians
    let h = pow(sin(dLat / 2), 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * pow(sin(dLng / 2), 2)
    return 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))
}
