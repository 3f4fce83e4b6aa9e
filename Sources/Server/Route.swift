import Foundation

/// The server's routes: each request path maps to one, once.
enum Route: String, CaseIterable {
    case web, leaflet, tiles, placeDetails, currentPlace, confirm, searchNearby, config, staticmap, healthz, metrics
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
            case "/v1/currentPlace:confirm": self = .confirm
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
    var methods: [String] {
        switch self {
        case .searchNearby, .confirm: return ["POST"]
        case .currentPlace: return ["GET", "HEAD", "POST"]
        default: return ["GET", "HEAD"]
        }
    }

    /// The largest body the route takes: `configured`, the server's limit
    /// (64 KiB by default), except on `/v1/currentPlace`, whose POST body
    /// carries up to 1,000 picks of about 60 bytes each: at least 256 KiB there.
    func maxBodyBytes(configured: Int) -> Int {
        self == .currentPlace ? max(configured, Route.currentPlaceBodyBytes) : configured
    }

    /// The body limit of `POST /v1/currentPlace` (docs/API.md).
    static let currentPlaceBodyBytes = 256 * 1024
}
