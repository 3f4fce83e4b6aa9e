#if canImport(CoreLocation)
import CoreLocation
import Foundation

extension PlacesClient {
    /// The places a person at `location` is most likely at, from its coordinate, its
    /// `horizontalAccuracy` and its `timestamp` (read on the device's wall clock), as the tutorial's
    /// `findPlaceLikelihoodsFromCurrentLocation` does with the current location.
    /// - Throws: ``PlacesAPIError`` (`INVALID_ARGUMENT`, parameter `accuracy`) for a location Core
    ///   Location marks invalid (a negative `horizontalAccuracy`), and as
    ///   ``findPlaceLikelihoods(at:accuracy:time:timeZone:fields:language:limit:explain:)``.
    public func findPlaceLikelihoods(at location: CLLocation, fields: [PlaceField]? = nil, language: String? = nil,
                                     limit: Int = 5) async throws -> [PlaceLikelihood] {
        try await currentPlace(at: location, fields: fields, language: language, limit: limit).placeLikelihoods
    }

    /// The whole answer for `location` (the zoom to show it at, whether it was approximate); see
    /// `findPlaceLikelihoods(at:fields:language:limit:)` with a `CLLocation`.
    public func currentPlace(at location: CLLocation, fields: [PlaceField]? = nil, language: String? = nil,
                             limit: Int = 5) async throws -> CurrentPlaceAnswer {
        guard location.horizontalAccuracy >= 0 else {
            throw PlacesAPIError.invalidArgument("the location is not valid (horizontalAccuracy \(location.horizontalAccuracy))",
                                                 parameter: "accuracy")
        }
        return try await currentPlace(at: Coordinate(location.coordinate), accuracy: location.horizontalAccuracy,
                                      time: location.timestamp, timeZone: .current, fields: fields,
                                      language: language, limit: limit)
    }
}

extension Coordinate {
    /// The position of a Core Location coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}
#endif
