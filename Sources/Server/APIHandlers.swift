import Foundation
import Geo
import Places
import PlacesEngine

/// `/v1/currentPlace`, `/v1/places/{id}` and `/v1/config`.
enum APIHandlers {
    /// The language of a request: its `lang` parameter (400 when that is not
    /// a language code), else the preferred readable tag of `Accept-Language`,
    /// which is a hint and never refuses a request.
    static func language(of request: HTTPRequest) throws(LikelihoodError) -> LanguageCode? {
        if let text = request.query["lang"] { return try CurrentPlaceQuery.languageCode(text, parameter: "lang") }
        return request.header("Accept-Language").flatMap(LanguageCode.preferred(acceptLanguage:))
    }

    static func currentPlace(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        var query = try CurrentPlaceQuery.parse(request.query)
        if query.language == nil { query.language = try language(of: request) }
        let answer = try server.clients.with { try $0.currentPlace(for: query) }
        return .json(CurrentPlaceJSON(answer, fields: query.fields, language: query.language, explain: query.explain))
    }

    static func placeDetails(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let text = String(request.path.dropFirst("/v1/places/".count))
        guard let id = PlaceID(text) else {
            throw HTTPError(400, "\"\(text.prefix(40))\" is not a place id; ids look like n123, w456 or r789", parameter: "id")
        }
        let unknown = request.query.keys.filter { !["fields", "lang"].contains($0) }.sorted()
        if let first = unknown.first { throw HTTPError(400, "unknown parameter \"\(first)\"; parameters: fields, lang", parameter: first) }
        let fields = try request.query["fields"].map { text throws(LikelihoodError) in try PlaceFields.parse(text) } ?? .all
        let language = try language(of: request)
        guard let place = try server.clients.with({ try $0.place(id: id) }) else {
            throw HTTPError(404, "no place with id \(id)")
        }
        return .json(PlaceJSON(place, language: language, fields: fields))
    }

    private struct Config: Encodable {
        struct LatLng: Encodable {
            let latitude: Double
            let longitude: Double
        }
        let defaultLocation: LatLng
        let tilesUrl: String
        let tilesUrl2x: String
        let attribution: String
        let maxZoom: Int
        let approximateAccuracy: Double
        let preciseZoom: Int
        let approximateZoom: Int
        let distanceFilterMeters: Double
    }

    static func config(server: PlaceServer) -> HTTPResponse {
        let online = server.configuration.tilesURL
        return .json(Config(
            defaultLocation: .init(latitude: server.defaultLocation.latitude, longitude: server.defaultLocation.longitude),
            tilesUrl: online ?? "/tiles/{z}/{x}/{y}.png", tilesUrl2x: online ?? "/tiles/{z}/{x}/{y}@2x.png",
            attribution: "© OpenStreetMap contributors", maxZoom: 19, approximateAccuracy: LocationFix.approximateAccuracy,
            preciseZoom: LocationFix.preciseZoom, approximateZoom: LocationFix.approximateZoom,
            distanceFilterMeters: LocationFix.defaultDistanceFilter))
    }
}
