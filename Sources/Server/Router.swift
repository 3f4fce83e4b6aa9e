import Foundation

/// Which handler answers which method and path.
enum Router {
    /// Answers `request` by its route, or refuses it with an `HTTPError`.
    static func handle(_ request: HTTPRequest, server: PlaceServer) throws -> HTTPResponse {
        let route = request.route
        guard route != .unknown else { throw HTTPError(404, "no such resource: \(request.path)") }
        let allowed = route.methods
        guard allowed.contains(request.method) else {
            var error = HTTPError(405, "\(request.method) is not allowed on \(request.path); use \(allowed.joined(separator: " or "))")
            error.headers = [("Allow", allowed.joined(separator: ", "))]
            throw error
        }
        switch route {
        case .web, .leaflet: return try server.webFiles.response(for: request.path)
        case .tiles: return try MapHandlers.tile(request, server: server)
        case .staticmap: return try MapHandlers.staticMap(request, server: server)
        case .currentPlace: return try APIHandlers.currentPlace(request, server: server)
        case .confirm: return try CrowdHandler.confirm(request, server: server)
        case .placeDetails: return try APIHandlers.placeDetails(request, server: server)
        case .searchNearby: return try APIHandlers.searchNearby(request, server: server)
        case .config: return APIHandlers.config(server: server)
        case .healthz: return .json(["status": "ok"])
        case .metrics:
            return HTTPResponse(headers: [("Content-Type", "text/plain; version=0.0.4")], body: Data(server.metrics.exposition().utf8))
        case .unknown: throw HTTPError(404, "no such resource: \(request.path)")
        }
    }
}
