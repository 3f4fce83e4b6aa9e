import Foundation
import Geo
import Places
import PlacesAPI
import PlacesEngine

/// `/v1/currentPlace`, `/v1/places/{id}` and `/v1/config`: parse, ask the engine, render.
enum APIHandlers {
    /// The language of a request: its `lang` parameter (400 when that is not
    /// a language code), else the preferred readable tag of `Accept-Language`,
    /// which is a hint and never refuses a request.
    static func language(of request: HTTPRequest) throws(PlacesError) -> LanguageCode? {
        if let text = request.query["lang"] { return try CurrentPlaceQuery.languageCode(text, parameter: "lang") }
        return request.acceptedLanguage
    }

    /// `GET /v1/currentPlace?lat=…` or `POST /v1/currentPlace` with the same
    /// parameters and the person's `history` in a JSON body (no URL parameters then).
    static func currentPlace(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        var query: CurrentPlaceQuery
        if request.method == "POST" {
            if let name = request.query.keys.sorted().first {
                throw HTTPError(400, "POST /v1/currentPlace takes its parameters in the JSON body, not \"\(name.prefix(40))\" in the URL",
                                parameter: String(name.prefix(40)))
            }
            query = try CurrentPlaceQuery.parse(json: request.body, subject: "the body", typed: true)
            if query.request.language == nil {
                query.request.language = request.acceptedLanguage
            }
        } else {
            query = try CurrentPlaceQuery.parse(request.query)
            if query.request.language == nil { query.request.language = try language(of: request) }
        }
        let places = server.places
        let answer = try places.currentPlace(query.request)
        let week = query.request.time.map { ($0.date, $0.timeZone) } ?? (Date(), places.defaultTimeZone())
        return .json(CurrentPlaceJSON(answer, fields: query.request.fields, language: query.request.language,
                                      explain: query.explain, week: week))
    }

    /// The URL parameters Google's clients add to every call: the API key
    /// (not needed here, accepted), the answer's format, and the field mask.
    private static let googleParameters: Set<String> = ["key", "$alt", "fields", "$fields"]

    /// Checks the URL parameters of a Google-compatible route and reads its
    /// field mask: the `X-Goog-FieldMask` header, else `fields` or `$fields`.
    private static func googleFieldMask(_ request: HTTPRequest, allowed: Set<String>) throws -> PlaceFields? {
        let known = googleParameters.union(allowed)
        if let unknown = request.query.keys.sorted().first(where: { !known.contains($0) }) {
            throw HTTPError(400, "unknown parameter \"\(unknown.prefix(40))\"; parameters: \(known.sorted().joined(separator: ", "))",
                            parameter: unknown)
        }
        if let alt = request.query["$alt"], !["json", "json;enum-encoding=int"].contains(alt) {
            throw HTTPError(400, "$alt must be json or json;enum-encoding=int; this server answers JSON only", parameter: "$alt")
        }
        // Each mask given must be a mask; the header's wins, then `fields`, then `$fields`.
        var chosen: PlaceFields?
        for (name, mask) in [("X-Goog-FieldMask", request.header("X-Goog-FieldMask")), ("fields", request.query["fields"]),
                             ("$fields", request.query["$fields"])] {
            guard let mask else { continue }
            let fields = try FieldMask.parse(mask, parameter: name)
            chosen = chosen ?? fields
        }
        return chosen
    }

    /// `GET /v1/places/{id}`: Google's Place Details, whose `name` is `places/{id}`.
    static func placeDetails(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let text = String(request.path.dropFirst("/v1/places/".count))
        guard let id = PlaceID(text) else {
            throw HTTPError(400, "\"\(text.prefix(40))\" is not a place id; ids look like n123, w456 or r789", parameter: "id")
        }
        let fields = try googleFieldMask(request, allowed: ["lang", "languageCode", "regionCode", "sessionToken"]) ?? .all
        let language = try request.query["languageCode"].map { text throws(PlacesError) in
            try CurrentPlaceQuery.languageCode(text, parameter: "languageCode")
        } ?? language(of: request)
        let places = server.places
        guard let place = try places.place(id: id) else {
            throw HTTPError(404, "no place with id \(id)")
        }
        return .json(PlaceJSON(place, language: language, fields: fields, week: (Date(), places.defaultTimeZone())))
    }

    /// `POST /v1/places:searchNearby`: Google's Places API (New) Nearby
    /// Search, so that a client only changes the base URL.
    static func searchNearby(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        // Google refuses a request without a mask; here it means every field (docs/API.md), since
        // OpenAPI cannot say "this header or that parameter" and the contract must say what the server does.
        let fields = try googleFieldMask(request, allowed: []) ?? .all
        let search = try NearbySearchBody.parse(request.body, fields: fields,
                                                language: request.acceptedLanguage)
        let places = server.places
        let found = try places.searchNearby(search)
        let week = (Date(), places.defaultTimeZone())
        return .json(NearbySearchJSON(places: found.map { PlaceJSON($0, language: search.language, fields: fields, week: week) }))
    }

    static func config(server: PlaceServer) -> HTTPResponse {
        let online = server.configuration.tilesURL
        return .json(ConfigJSON(
            defaultLocation: .init(latitude: server.defaultLocation.latitude, longitude: server.defaultLocation.longitude),
            tilesUrl: online ?? "/tiles/{z}/{x}/{y}.png", tilesUrl2x: online ?? "/tiles/{z}/{x}/{y}@2x.png",
            attribution: "© OpenStreetMap contributors", maxZoom: 19, approximateAccuracy: LocationFix.approximateAccuracy,
            preciseZoom: LocationFix.preciseZoom, approximateZoom: LocationFix.approximateZoom,
            distanceFilterMeters: LocationFix.defaultDistanceFilter,
            crowd: server.crowd.map { ConfigJSON.Crowd(epsilon: $0.counts.mechanism.epsilon) }))
    }
}
