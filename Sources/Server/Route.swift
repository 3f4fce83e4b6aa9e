import Foundation

/// The server's routes: each request path maps to one, once.
enum Route: String, CaseIterable {
    case web, leaflet, tiles, placeDetails, currentPlace, searchNearby, config, staticmap, healthz, metrics
    /// A path the server does not serve.
    case unknown

    /// The route of a percent-decoded path.
    init(path: String) {
        if path == "/" || path.hasPrefix("/static/") { self = .web }
        else if path.hasPrefix("/leaflet/") { self = .leaflet }
        else if path.hasPrefix("/tiles/") { self = .tiles }
        else if path.hasPrefix("/v1/places/") { self = .placeDetails }
        else {
            switch path {
            case "/v1/currentPlace": self = .currentPlace
            case "/v1/places:searchNearby": self = .searchNearby
            case "/v1/config": self = .config
            case "/staticmap": self = .staticmap
            case "/healthz": self = .healthz
            case "/metrics": self = .metrics
            default: self = .unknown
            }
        }
    }

    /// The methods the route answers.
    var methods: [String] { self == .searchNearby ? ["POST"] : ["GET", "HEAD"] }
}
