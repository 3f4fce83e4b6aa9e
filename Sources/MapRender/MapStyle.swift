import Foundation

/// The map's look: a light style after OSM Carto and Google's default map.
/// Every colour, width and minimum zoom is here.
enum MapStyle {
    static let background = Color(hex: 0xF2EFE9)
    static let water = Color(hex: 0xAAD3DF)
    static let building = Color(hex: 0xD9D0C9)
    static let buildingOutline = Color(hex: 0xC4B6AB)
    static let labelText = Color(hex: 0x333333)
    static let labelHalo = Color(hex: 0xFFFFFF, alpha: 0.9)
    static let placeText = Color(hex: 0x222222)

    /// Fill of a land-use kind, nil for kinds not drawn.
    static func landuse(_ kind: String) -> Color? {
        switch kind {
        case "park", "garden", "village_green", "recreation_ground", "common", "dog_park": return Color(hex: 0xC8FACC)
        case "grass", "meadow", "grassland": return Color(hex: 0xCDEBB0)
        case "forest", "wood", "nature_reserve": return Color(hex: 0xADD19E)
        case "scrub": return Color(hex: 0xC8D7AB)
        case "heath": return Color(hex: 0xD6D99F)
        case "wetland": return Color(hex: 0xB5D0C0)
        case "beach", "sand": return Color(hex: 0xFFF1BA)
        case "bare_rock", "scree", "shingle": return Color(hex: 0xEEE5DC)
        case "residential": return Color(hex: 0xE0DFDF)
        case "commercial", "civil": return Color(hex: 0xF2DAD9)
        case "retail": return Color(hex: 0xFFD6D1)
        case "industrial", "railway", "brownfield", "construction": return Color(hex: 0xEBDBE8)
        case "military": return Color(hex: 0xF4D5D5)
        case "cemetery": return Color(hex: 0xAACBAF)
        case "allotments", "farmland": return Color(hex: 0xEEF0D5)
        case "pitch", "track": return Color(hex: 0xAAE0CB)
        case "playground", "sports_centre", "stadium", "golf_course": return Color(hex: 0xDFFCE2)
        case "parking": return Color(hex: 0xEEEEEE)
        case "school", "university", "college", "kindergarten", "hospital": return Color(hex: 0xFFFFE5)
        case "pedestrian_area": return Color(hex: 0xDDDDE8)
        default: return nil
        }
    }

    /// How a road kind looks at a zoom.
    struct Road {
        let rank: Int
        let width: Double
        let fill: Color
        let casing: Color?
        let dash: [Double]
    }

    /// The road style of a `highway` kind at `zoom` (width in world pixels at scale 1), or nil below its zoom.
    static func road(_ kind: String, zoom: Double) -> Road? {
        let base = kind.replacingOccurrences(of: "_link", with: "")
        // Width grows ×1.5 per zoom level from the reference zoom 16.
        func width(_ at16: Double, minimum: Double = 0.5) -> Double { max(minimum, at16 * pow(1.5, zoom - 16)) }
        let casing = Color(hex: 0xBBBBBB)
        switch base {
        case "motorway": return zoom >= 5 ? Road(rank: 9, width: width(14, minimum: 1), fill: Color(hex: 0xE892A2), casing: Color(hex: 0xDC2A67), dash: []) : nil
        case "trunk": return zoom >= 6 ? Road(rank: 8, width: width(13, minimum: 1), fill: Color(hex: 0xF9B29C), casing: Color(hex: 0xC84E2F), dash: []) : nil
        case "primary": return zoom >= 8 ? Road(rank: 7, width: width(12, minimum: 1), fill: Color(hex: 0xFCD6A4), casing: Color(hex: 0xA06B00), dash: []) : nil
        case "secondary": return zoom >= 10 ? Road(rank: 6, width: width(11, minimum: 0.8), fill: Color(hex: 0xF7FABF), casing: Color(hex: 0x707D05), dash: []) : nil
        case "tertiary": return zoom >= 11 ? Road(rank: 5, width: width(10, minimum: 0.7), fill: .init(hex: 0xFFFFFF), casing: casing, dash: []) : nil
        case "residential", "unclassified", "living_street", "road":
            return zoom >= 13 ? Road(rank: 4, width: width(8), fill: .init(hex: 0xFFFFFF), casing: casing, dash: []) : nil
        case "pedestrian": return zoom >= 13 ? Road(rank: 3, width: width(7), fill: Color(hex: 0xDDDDE8), casing: Color(hex: 0x999999), dash: []) : nil
        case "service": return zoom >= 14 ? Road(rank: 2, width: width(5), fill: .init(hex: 0xFFFFFF), casing: casing, dash: []) : nil
        case "track": return zoom >= 14 ? Road(rank: 1, width: width(2), fill: Color(hex: 0x996600), casing: nil, dash: [3, 3]) : nil
        case "footway", "path", "steps", "bridleway":
            return zoom >= 15 ? Road(rank: 1, width: width(1.5, minimum: 0.8), fill: Color(hex: 0xFA8072, alpha: 0.75), casing: nil,
                                     dash: kind == "steps" ? [1, 1.5] : [2, 2.5]) : nil
        case "cycleway": return zoom >= 15 ? Road(rank: 1, width: width(2, minimum: 0.8), fill: Color(hex: 0x0000FF, alpha: 0.7), casing: nil, dash: [2, 2.5]) : nil
        default: return nil
        }
    }

    /// Railways: colour, width (scale 1) and minimum zoom.
    static func rail(_ kind: String, zoom: Double) -> (color: Color, width: Double, dashed: Bool)? {
        switch kind {
        case "rail", "narrow_gauge", "light_rail": return zoom >= 10 ? (Color(hex: 0x707070), max(1, 3 * pow(1.3, zoom - 16)), true) : nil
        case "subway": return zoom >= 13 ? (Color(hex: 0x999999, alpha: 0.6), 2, false) : nil
        case "tram", "monorail": return zoom >= 13 ? (Color(hex: 0x444444), max(0.8, 1.5 * pow(1.3, zoom - 16)), false) : nil
        default: return nil
        }
    }

    /// Point-of-interest dot colour by primary type.
    static func poi(_ type: String, types: [String]) -> Color {
        let all = Set([type] + types)
        if !all.isDisjoint(with: ["restaurant", "cafe", "bar", "pub", "fast_food_restaurant", "food", "ice_cream_shop", "night_club"]) {
            return Color(hex: 0xE07B00)
        }
        if !all.isDisjoint(with: ["store", "shopping_mall", "department_store", "supermarket"]) { return Color(hex: 0xAC39AC) }
        if !all.isDisjoint(with: ["transit_station", "bus_stop", "tram_stop", "train_station", "subway_station"]) {
            return Color(hex: 0x0092DA)
        }
        if !all.isDisjoint(with: ["tourist_attraction", "museum", "historical_landmark", "sculpture", "memorial"]) {
            return Color(hex: 0x734A08)
        }
        if !all.isDisjoint(with: ["park", "garden", "playground"]) { return Color(hex: 0x2E8B57) }
        if !all.isDisjoint(with: ["health", "hospital", "pharmacy", "doctor", "dentist"]) { return Color(hex: 0xBF0000) }
        return Color(hex: 0x6A6A6A)
    }

    static let poiMinZoom = 16.0
    static let poiLabelMinZoom = 17.0
    static let streetLabelMinZoom = 15.0
    static let buildingMinZoom = 13.0
}
