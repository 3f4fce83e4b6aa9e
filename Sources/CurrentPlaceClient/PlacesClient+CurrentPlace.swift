import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesClient {
    /// The places a person at `coordinate` is most likely at, most likely first, like
    /// `GMSPlacesClient.findPlaceLikelihoodsFromCurrentLocation` (`GET /v1/currentPlace`).
    /// ``currentPlace(at:accuracy:time:timeZone:fields:language:limit:explain:)`` gives the whole
    /// answer (the zoom to show them at, whether the fix was approximate).
    /// - Parameters:
    ///   - coordinate: the position.
    ///   - accuracy: the fix's radius of 68 % confidence in metres (Core Location's
    ///     `horizontalAccuracy`); 1 000 or more is approximate, and the places are areas.
    ///   - time: when the person is there, so that opening hours count; nil ignores them.
    ///   - timeZone: the wall clock `time` is read on, the place's (the device's by default).
    ///   - fields: which fields of each place; nil for the server's default (`id`, `displayName`,
    ///     `formattedAddress`, `location`, `primaryType`, `types`), `[.all]` for every one.
    ///   - language: the language for names (`sv`, `pt-BR`); nil for the client's.
    ///   - limit: how many places, 1–20.
    ///   - explain: whether each place says why it got its likelihood.
    public func findPlaceLikelihoods(at coordinate: Coordinate, accuracy: Double, time: Date? = nil,
                                     timeZone: TimeZone = .current, fields: [PlaceField]? = nil,
                                     language: String? = nil, limit: Int = 5,
                                     explain: Bool = false) async throws -> [PlaceLikelihood] {
        try await currentPlace(at: coordinate, accuracy: accuracy, time: time, timeZone: timeZone, fields: fields,
                               language: language, limit: limit, explain: explain).placeLikelihoods
    }

    /// The answer to "where am I?" at `coordinate`: the likely places, the "none of these"
    /// probability, the zoom to show them at and whether the fix was approximate
    /// (`GET /v1/currentPlace`). The parameters are those of
    /// ``findPlaceLikelihoods(at:accuracy:time:timeZone:fields:language:limit:explain:)``.
    public func currentPlace(at coordinate: Coordinate, accuracy: Double, time: Date? = nil,
                             timeZone: TimeZone = .current, fields: [PlaceField]? = nil, language: String? = nil,
                             limit: Int = 5, explain: Bool = false) async throws -> CurrentPlaceAnswer {
        for (name, value) in [("lat", coordinate.latitude), ("lng", coordinate.longitude), ("accuracy", accuracy)]
        where !value.isFinite {
            throw PlacesAPIError.invalidArgument("\(name) must be a number, not \(value)", parameter: name)
        }
        var query: [(name: String, value: String)] = [
            ("lat", WireText.number(coordinate.latitude)), ("lng", WireText.number(coordinate.longitude)),
            ("accuracy", WireText.number(accuracy)),
        ]
        if let time { query.append(("time", WallClockTime.iso8601(time, in: timeZone))) }
        if let language { query.append(("lang", language)) }
        query.append(("limit", String(limit)))
        if explain { query.append(("explain", "1")) }
        let request = try request(path: "/v1/currentPlace",
                                  query: query + (PlaceField.queryMask(fields).map { [("fields", $0)] } ?? []))
        return try await send(request, as: CurrentPlaceAnswer.self)
    }
}
