import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesClient {
    /// The places a person at `coordinate` is most likely at, most likely first, like
    /// `GMSPlacesClient.findPlaceLikelihoodsFromCurrentLocation` (`GET /v1/currentPlace`, or `POST` with a history).
    /// ``currentPlace(at:accuracy:time:timeZone:fields:language:limit:explain:history:)`` gives the whole
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
    ///   - history: the places the person picked before, when, and where the device was (keep it: a pick with
    ///     its fix is found there again, wherever the map draws the place), kept by the app: a place picked
    ///     often at this time of the week ranks higher. The newest ``maximumHistoryCount`` are sent (with the request
    ///     only: the server keeps nothing); empty sends a GET, as before.
    public func findPlaceLikelihoods(at coordinate: Coordinate, accuracy: Double, time: Date? = nil,
                                     timeZone: TimeZone = .current, fields: [PlaceField]? = nil,
                                     language: String? = nil, limit: Int = 5,
                                     explain: Bool = false, history: [PlaceVisit] = []) async throws -> [PlaceLikelihood] {
        try await currentPlace(at: coordinate, accuracy: accuracy, time: time, timeZone: timeZone, fields: fields,
                               language: language, limit: limit, explain: explain, history: history).placeLikelihoods
    }

    /// The most history visits one request carries (the server refuses more): the newest are sent.
    public static let maximumHistoryCount = 1_000

    /// The answer to "where am I?" at `coordinate`: the likely places, the "none of these"
    /// probability, the zoom to show them at and whether the fix was approximate
    /// (`GET /v1/currentPlace`, or `POST` with the history). The parameters are those of
    /// ``findPlaceLikelihoods(at:accuracy:time:timeZone:fields:language:limit:explain:history:)``.
    public func currentPlace(at coordinate: Coordinate, accuracy: Double, time: Date? = nil,
                             timeZone: TimeZone = .current, fields: [PlaceField]? = nil, language: String? = nil,
                             limit: Int = 5, explain: Bool = false, history: [PlaceVisit] = []) async throws -> CurrentPlaceAnswer {
        for (name, value) in [("lat", coordinate.latitude), ("lng", coordinate.longitude), ("accuracy", accuracy)]
        where !value.isFinite {
            throw PlacesAPIError.invalidArgument("\(name) must be a number, not \(value)", parameter: name)
        }
        if !history.isEmpty {
            let newest = history.sorted { $0.time > $1.time }.prefix(PlacesClient.maximumHistoryCount)
            let body = CurrentPlaceRequestBody(
                lat: coordinate.latitude, lng: coordinate.longitude, accuracy: accuracy,
                time: time.map { WallClockTime.iso8601($0, in: timeZone) }, lang: language, limit: limit,
                fields: PlaceField.queryMask(fields), explain: explain, history: Array(newest))
            var request = try request(path: "/v1/currentPlace")
            request.httpMethod = "POST"
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            return try await send(request, as: CurrentPlaceAnswer.self)
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
