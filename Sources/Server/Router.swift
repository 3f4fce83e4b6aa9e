import Foundation

/// Which handler answers which method and path.
enum Router {
    /// The route's name for metrics: the pattern, not the concrete path.
    static func route(of request: HTTPRequest) -> String {
        let path = request.path
        if path == "/" || path.hasPrefix("/static/") { return "web" }
        if path.hasPrefix("/leaflet/") { return "leaflet" }
        if path.hasPrefix("/tiles/") { return "tiles" }
        if path.hasPrefix("/v1/places/") { return "placeDetails" }
        switch path {
        case "/v1/currentPlace": return "currentPlace"
        case "/v1/places:searchNearby": return "searchNearby"
        case "/v1/config": return "config"
        case "/staticmap": return "staticmap"
        case "/healthz": return "healthz"
        case "/metrics": return "metrics"
        default: return "unknown"
        }
    }

    static func handle(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let route = route(of: request)
        let method = request.method
        let allowed = route == "searchNearby" ? ["POST"] : ["GET", "HEAD"]
        guard route != "unknown" else { throw HTTPError(404, "no such resource: \(request.path)") }
        guard allowed.contains(method) else {
            var error = HTTPError(405, "\(method) is not allowed on \(request.path); use \(allowed.joined(separator: " or "))")
            error.headers = [("Allow", allowed.joined(separator: ", "))]
            throw error
        }
        switch route {
        case "web", "leaflet": return try server.webFiles.response(for: request.path)
        case "tiles": return try MapHandlers.tile(request, server: server)
        case "staticmap": return try MapHandlers.staticMap(request, server: server)
        case "currentPlace": return try APIHandlers.currentPlace(request, server: server)
        case "placeDetails": return try APIHandlers.placeDetails(request, server: server)
        case "searchNearby": return try SearchNearbyHandler.handle(request, server: server)
        case "config": return APIHandlers.config(server: server)
        case "healthz": return .json(["status": "ok"])
        case "metrics":
            return HTTPResponse(headers: [("Content-Type", "text/plain; version=0.0.4")], body: Data(server.metrics.exposition().utf8))
        default: throw HTTPError(404, "no such resource: \(request.path)")
        }
    }
}
