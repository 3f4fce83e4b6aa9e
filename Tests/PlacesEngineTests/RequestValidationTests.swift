import Geo
import Places
import PlacesEngine
import Testing

/// Issue 36: the engine checked a request's limit, a search's limit and a nearby search's radius and count
/// again on every call. They are checked once, when the value is made, with the ranges' own constants.
@Suite struct RequestValidationTests {
    private let fix = LocationFix(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), horizontalAccuracy: 10)

    @Test func aRequestIsMadeOnlyWithALimitInItsRange() throws {
        for limit in [0, -1, CurrentPlaceRequest.limits.upperBound + 1, Int.min, Int.max] {
            #expect(throws: CurrentPlaceRequest.limitError("\(limit)")) { try CurrentPlaceRequest(fix: fix, limit: limit) }
        }
        #expect(try CurrentPlaceRequest(fix: fix, limit: CurrentPlaceRequest.limits.upperBound).limit == 20)
        #expect(CurrentPlaceRequest.limitError("0").message == "limit must be a whole number from 1 to 20, not \"0\"")
    }

    @Test func searchesAreMadeOnlyInTheirRanges() throws {
        #expect(throws: PlacesError.self) { try PlaceSearch(text: "x", limit: PlaceSearch.limits.upperBound + 1) }
        #expect(throws: PlacesError.self) { try PlaceSearch(text: "x", limit: 0) }
        for radius in [-1, .nan, .infinity, NearbySearch.maximumRadius + 1] {
            #expect(throws: PlacesError.self) { try NearbySearch(center: fix.coordinate, radius: radius) }
        }
        for count in [0, NearbySearch.resultLimits.upperBound + 1] {
            #expect(throws: PlacesError.self) { try NearbySearch(center: fix.coordinate, radius: 10, maxResultCount: count) }
        }
        do {
            _ = try NearbySearch(center: fix.coordinate, radius: 1e9, radiusParameter: "locationRestriction.circle.radius")
            Issue.record("a radius of 1e9 m was taken")
        } catch {
            #expect(error.parameter == "locationRestriction.circle.radius" && error.message.contains("[0, 50000]"))
        }
    }
}
