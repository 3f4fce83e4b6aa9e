import Geo

/// What a map draws besides places: land use, water, buildings, roads and
/// railways, as the importer found them in the OSM data.
public struct MapFeature: Sendable {
    /// The drawing layer, bottom to top.
    public enum Layer: String, Sendable, CaseIterable {
        /// Land use and land cover: parks, grass, forest, residential, …
        case landuse
        /// Lakes, ponds, riverbanks.
        case water
        /// Rivers, streams, drains as lines.
        case waterway
        /// Buildings.
        case building
        /// Railways, trams and subways.
        case rail
        /// Roads, paths, steps; `kind` is the OSM `highway` value.
        case road
    }

    /// A line or an area.
    public enum Geometry: Sendable {
        case line([Coordinate])
        case area(Footprint)
    }

    /// Bridges and tunnels change how a road is drawn.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let bridge = Flags(rawValue: 1)
        public static let tunnel = Flags(rawValue: 2)
    }

    /// The layer.
    public var layer: Layer
    /// The class within the layer: `park`, `primary`, `tram`, …
    public var kind: String
    /// The name, for labels (street names).
    public var name: String?
    /// Bridge or tunnel.
    public var flags: Flags
    /// OSM `layer` (−5…5): what lies above what.
    public var level: Int
    /// The shape.
    public var geometry: Geometry

    /// Creates a feature.
    public init(layer: Layer, kind: String, name: String? = nil, flags: Flags = [], level: Int = 0, geometry: Geometry) {
        self.layer = layer
        self.kind = kind
        self.name = name
        self.flags = flags
        self.level = level
        self.geometry = geometry
    }

    /// The box around the shape.
    public var boundingBox: BoundingBox? {
        switch geometry {
        case .line(let points): return BoundingBox(covering: points)
        case .area(let footprint): return footprint.boundingBox
        }
    }
}
