import Geo
import Places
import PlaceStore

/// Decides from a way's or area's tags whether a map draws it, and how.
///
/// | layer | from | kinds |
/// | --- | --- | --- |
/// | road | `highway` ways | motorway, trunk, primary, secondary, tertiary (+ `_link`), residential, unclassified, living_street, service, pedestrian, footway, cycleway, path, steps, track, bridleway |
/// | rail | `railway` ways | rail, light_rail, subway, tram, narrow_gauge, monorail |
/// | waterway | `waterway` ways | river, stream, canal, drain, ditch |
/// | water | areas | `natural=water`, `waterway=riverbank`, `landuse=basin/reservoir/pond`, `natural=bay` |
/// | building | areas | any `building` but `no` |
/// | landuse | areas | `landuse`, `leisure` (park, garden, pitch, …), `natural` (wood, scrub, heath, …), `amenity` grounds (parking, school, university, hospital) |
///
/// `natural=coastline` is not drawn: building the sea from coastline ways
/// clipped to an extract is not handled yet (central Helsinki has three).
public enum MapFeatureClassifier {
    static let roadKinds: Set<String> = [
        "motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary", "secondary_link",
        "tertiary", "tertiary_link", "residential", "unclassified", "living_street", "service", "pedestrian",
        "footway", "cycleway", "path", "steps", "track", "bridleway", "road",
    ]
    static let railKinds: Set<String> = ["rail", "light_rail", "subway", "tram", "narrow_gauge", "monorail"]
    static let waterwayKinds: Set<String> = ["river", "stream", "canal", "drain", "ditch"]
    static let landuseKinds: Set<String> = [
        "residential", "commercial", "retail", "industrial", "grass", "forest", "meadow", "cemetery", "railway",
        "construction", "military", "allotments", "farmland", "village_green", "recreation_ground", "civil", "brownfield",
    ]
    static let leisureKinds: Set<String> = [
        "park", "garden", "pitch", "playground", "golf_course", "nature_reserve", "sports_centre", "stadium", "common",
        "dog_park", "track",
    ]
    static let naturalKinds: Set<String> = [
        "wood", "scrub", "heath", "grassland", "wetland", "beach", "sand", "bare_rock", "scree", "shingle",
    ]
    static let amenityGrounds: Set<String> = ["parking", "school", "university", "college", "hospital", "kindergarten"]
    static let waterLanduses: Set<String> = ["basin", "reservoir", "pond"]
    static let pedestrianAreas: Set<String> = ["pedestrian", "footway", "service"]

    /// The keys the OSM reader must pass ways through for, as lines: the keys ``classify(_:geometry:)``
    /// looks at first for a line.
    public static let lineKeys = ["highway", "railway", "waterway"]
    /// The keys the OSM reader must pass areas through for: those ``classify(_:geometry:)`` looks at first
    /// for an area. (A closed way that is only a building is not also read as a line.)
    public static let areaKeys = ["natural", "waterway", "landuse", "building", "highway", "leisure", "amenity"]

    /// The map feature of a way (`line`) or an area (`area`), or nil.
    public static func classify(_ tags: some TagLookup, geometry: MapFeature.Geometry) -> MapFeature? {
        let flags: MapFeature.Flags = [
            tags["bridge"].map { $0 != "no" } == true ? .bridge : [],
            tags["tunnel"].map { $0 != "no" } == true ? .tunnel : [],
        ]
        let level = tags["layer"].flatMap(Int.init).map { max(-5, min(5, $0)) } ?? 0
        func feature(_ layer: MapFeature.Layer, _ kind: String) -> MapFeature {
            MapFeature(layer: layer, kind: kind, name: tags["name"], flags: flags, level: level, geometry: geometry)
        }
        switch geometry {
        case .line:
            if let highway = tags["highway"], roadKinds.contains(highway), tags["area"] != "yes" { return feature(.road, highway) }
            if let railway = tags["railway"], railKinds.contains(railway) { return feature(.rail, railway) }
            if let waterway = tags["waterway"], waterwayKinds.contains(waterway) { return feature(.waterway, waterway) }
            return nil
        case .area:
            if tags["natural"] == "water" || tags["waterway"] == "riverbank" || tags["natural"] == "bay"
                || waterLanduses.contains(tags["landuse"] ?? "") {
                return feature(.water, tags["water"] ?? tags["natural"] ?? "water")
            }
            if let building = tags["building"], building != "no" { return feature(.building, building) }
            if let highway = tags["highway"], pedestrianAreas.contains(highway) {
                return feature(.landuse, "pedestrian_area")
            }
            if let leisure = tags["leisure"], leisureKinds.contains(leisure) { return feature(.landuse, leisure) }
            if let natural = tags["natural"], naturalKinds.contains(natural) { return feature(.landuse, natural) }
            if let amenity = tags["amenity"], amenityGrounds.contains(amenity) { return feature(.landuse, amenity) }
            if let landuse = tags["landuse"], landuseKinds.contains(landuse) { return feature(.landuse, landuse) }
            return nil
        }
    }
}
