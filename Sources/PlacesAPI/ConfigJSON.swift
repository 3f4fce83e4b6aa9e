import Foundation

/// The JSON of `/v1/config`: what the web app needs to start, so that it
/// restates none of the server's rules.
public struct ConfigJSON: Encodable, Sendable {
    /// A position on the wire.
    public struct LatLng: Encodable, Sendable {
        public let latitude: Double
        public let longitude: Double

        /// Creates a position.
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }
    /// Where the map opens without a position.
    public let defaultLocation: LatLng
    /// The tile URL template, and its 2× version.
    public let tilesUrl: String
    public let tilesUrl2x: String
    /// The map data's attribution.
    public let attribution: String
    /// The deepest zoom the tiles have.
    public let maxZoom: Int
    /// Accuracies from this many metres on are approximate.
    public let approximateAccuracy: Double
    /// The map zoom for a precise fix, and for an approximate one.
    public let preciseZoom: Int
    public let approximateZoom: Int
    /// Moves shorter than this from the last accepted fix are ignored.
    public let distanceFilterMeters: Double
    /// What a client needs to confirm picks (`POST /v1/currentPlace:confirm`); absent when the server keeps no crowd.
    public let crowd: Crowd?

    /// The crowd's settings.
    public struct Crowd: Encodable, Sendable {
        /// The ε of the k-ary randomized response a client applies to each confirmation (docs/PRIVACY.md).
        public let epsilon: Double

        /// Creates the settings.
        public init(epsilon: Double) {
            self.epsilon = epsilon
        }
    }

    /// Creates the settings.
    public init(defaultLocation: LatLng, tilesUrl: String, tilesUrl2x: String, attribution: String, maxZoom: Int,
                approximateAccuracy: Double, preciseZoom: Int, approximateZoom: Int, distanceFilterMeters: Double,
                crowd: Crowd? = nil) {
        self.defaultLocation = defaultLocation
        self.tilesUrl = tilesUrl
        self.tilesUrl2x = tilesUrl2x
        self.attribution = attribution
        self.maxZoom = maxZoom
        self.approximateAccuracy = approximateAccuracy
        self.preciseZoom = preciseZoom
        self.approximateZoom = approximateZoom
        self.distanceFilterMeters = distanceFilterMeters
        self.crowd = crowd
    }
}
