import Foundation

/// What the server tells apps to start with (`GET /v1/config`): where the map opens without a
/// position, its tiles, the rules it answers by, and whether it takes confirmations.
public struct ServerConfig: Sendable, Hashable, Codable {
    /// Where to open the map when there is no position (permission denied, no fix yet).
    public var defaultLocation: Coordinate
    /// The tile URL template (`/tiles/{z}/{x}/{y}.png`, relative to the server), and its 2× version.
    public var tilesUrl: String
    /// The tile URL template for screens of double density.
    public var tilesUrl2x: String
    /// The map data's attribution, to show on the map.
    public var attribution: String
    /// The deepest zoom the tiles have.
    public var maxZoom: Int
    /// Fixes with an accuracy of this many metres or more are approximate.
    public var approximateAccuracy: Double
    /// The map zoom for a precise fix (15).
    public var preciseZoom: Int
    /// The map zoom for an approximate fix (10).
    public var approximateZoom: Int
    /// Moves shorter than this from the last fix used are not worth a new request.
    public var distanceFilterMeters: Double
    /// What a client needs to confirm picks (``PlacesClient/confirm(pick:among:)``), when the server keeps
    /// a crowd (`serve --crowd FILE`); nil when it does not (then there is nothing to ask the person), and from
    /// servers before confirmations.
    public var crowd: CrowdSettings?

    /// How a server that keeps a crowd wants confirmations randomized (docs/PRIVACY.md).
    public struct CrowdSettings: Sendable, Hashable, Codable {
        /// The privacy budget ε of one confirmation's k-ary randomized response (`serve --epsilon`, 0.1 to 10,
        /// 2 by default): with k places shown, the person's pick is sent with probability e^ε / (e^ε + k − 1).
        public var epsilon: Double

        /// Creates settings.
        public init(epsilon: Double) {
            self.epsilon = epsilon
        }
    }

    /// Creates settings.
    public init(defaultLocation: Coordinate, tilesUrl: String, tilesUrl2x: String, attribution: String, maxZoom: Int,
                approximateAccuracy: Double, preciseZoom: Int, approximateZoom: Int, distanceFilterMeters: Double,
                crowd: CrowdSettings? = nil) {
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
