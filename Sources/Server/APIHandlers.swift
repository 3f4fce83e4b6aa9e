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
        return request.header("Accept-Language").flatMap(LanguageCode.preferred(acceptLanguage:))
    }

    static func currentPlace(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        var query = try CurrentPlaceQuery.parse(request.query)
        if query.request.language == nil { query.request.language = try language(of: request) }
        let answer = try server.places.currentPlace(query.request)
        return .json(CurrentPlaceJSON(answer, fields: query.request.fields, language: query.request.language,
                                      explain: query.explain))
    }

    static func placeDetails(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let text = String(request.path.dropFirst("/v1/places/".count))
        guard let id = PlaceID(text) else {
            throw HTTPError(400, "\"\(text.prefix(40))\" is not a place id; ids look like n123, w456 or r789", parameter: "id")
        }
        let unknown = request.query.keys.filter { !["fields", "lang"].contains($0) }.sorted()
        if let first = unknown.first {
            throw HTTPError(400, "unknown parameter \"\(first.prefix(40))\"; parameters: fields, lang", parameter: first)
        }
        let fields = try request.query["fields"].map { text throws(PlacesError) in try PlaceFields.parse(text) } ?? .all
        let language = try language(of: request)
        guard let place = try server.places.place(id: id) else {
            throw HTTPError(404, "no place with id \(id)")
        }
        return .json(PlaceJSON(place, language: language, fields: fields))
    }

    /// `POST /v1/places:searchNearby`: a compatible subset of Google Places
    /// API (New) Nearby Search, so a client only changes the base URL.
    static func searchNearby(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        guard let mask = request.header("X-Goog-FieldMask"), !mask.isEmpty else {
            throw HTTPError(400, "the X-Goog-FieldMask header is required (e.g. places.displayName,places.id, or *)",
                            parameter: "X-Goog-FieldMask")
        }
        let fields = try FieldMask.parse(mask)
        let search = try NearbySearchBody.parse(request.body, fields: fields,
                                                language: request.header("Accept-Language").flatMap(LanguageCode.preferred(acceptLanguage:)))
        let places = try server.places.searchNearby(search)
        return .json(NearbySearchJSON(places: places.map { PlaceJSON($0, language: search.language, fields: fields) }))
    }

    static func config(server: PlaceServer) -> HTTPResponse {
        let online = server.configuration.tilesURL
        return .json(ConfigJSON(
            defaultLocation: .init(latitude: server.defaultLocation.latitude, longitude: server.defaultLocation.longitude),
            tilesUrl: online ?? "/tiles/{z}/{x}/{y}.png", tilesUrl2x: online ?? "/tiles/{z}/{x}/{y}@2x.png",
            attribution: "© OpenStreetMap contributors", maxZoom: 19, approximateAccuracy: LocationFix.approximateAccuracy,
            preciseZoom: LocationFix.preciseZoom, approximateZoom: LocationFix.approximateZoom,
            distanceFilterMeters: LocationFix.defaultDistanceFilter))
    }
}
