import Foundation
import Places

/// What the store says about a place that the likelihood model weighs: its kind, the
/// Wikidata and brand links, its footprint's size against its kind's disc, whether it lies in
/// another place and how many it holds. Data only: the weight these make is the model's
/// (``LikelihoodModel/weight(of:)``), so a cached place is the same whatever prior ranks it.
///
/// Two numbers come from the type table below, not from the model:
/// - the disc radius is the ground a person stands on at a place mapped as a
///   point: typical floor plans of each kind. The fitted prior's area factor
///   is fitted with these discs, so a footprint's size is weighed against them;
/// - the prominence orders Nearby Search's `POPULARITY` ranking only (Google's
///   popularity is prominence too); it never enters a likelihood.
///
/// | types | prominence | point radius (m) |
/// | --- | ---: | ---: |
/// | train_station, subway_station, airport, airport_terminal | 1.4 | 40 |
/// | shopping_mall, department_store | 1.35 | 30 |
/// | museum, art_gallery, library, performing_arts_theater, movie_theater, stadium, zoo | 1.25 | 20 |
/// | park, plaza, garden, tourist_attraction | 1.2 | 25 |
/// | supermarket, grocery_store, hotel, hospital, university | 1.2 | 15 |
/// | cafe, restaurant, fast_food_restaurant, bar, pub, night_club, bakery, ice_cream_shop | 1.15 | 8 |
/// | store and other shops, gym, bank, pharmacy, post_office, place_of_worship, school | 1.0 | 8 |
/// | corporate_office, office, embassy, local_government_office, doctor, dentist, hair_salon | 0.9 | 8 |
/// | bus_stop, tram_stop, transit_stop, transit_station, bicycle_rental, taxi_stand, parking | 0.85 | 5 |
/// | subway_entrance, atm, sculpture, memorial, monument, fountain, public_bathroom | 0.7 | 3 |
/// | building (named, nothing else known) | 0.75 | 10 |
/// | street_address | 0.65 | 6 |
/// | localities (city, suburb, neighbourhood) | 1.0 | 8 000 / 2 000 / 800 |
///
/// Prominence is multiplied by 1.1 with a `wikidata` tag, by 1.05 with a
/// `brand`, and by (area / disc area)^0.25 (at most 4) for a footprint larger
/// than the kind's disc.
public struct PlaceFeatures: Sendable, Hashable {
    /// The place's kind, for the time-of-week profile and the explanation.
    public let kind: PlaceKind
    /// How prominent the place is, for Nearby Search's popularity ranking only.
    public let prominence: Double
    /// The disc radius for a place without a footprint, in metres.
    public let pointRadius: Double
    /// Whether the place has a `wikidata` tag (a feature of the visit prior).
    public let hasWikidata: Bool
    /// Whether the place has a `brand` tag (a feature of the visit prior).
    public let hasBrand: Bool
    /// The footprint's area in square metres, 0 without one.
    public let footprintArea: Double
    /// ``areaFeature(footprintArea:radius:)`` of the place.
    public let areaFeature: Double
    /// Whether another listed place holds this one (a feature of the visit prior).
    public let isContained: Bool
    /// How many listed places it holds.
    public let contentCount: Int
    /// ``contentsFeature(count:)`` of the place.
    public let contentsFeature: Double
    /// The primary type's number in ``PlaceTypeOrdinals``, for the model's lookup of its rate.
    let typeOrdinal: Int

    private struct Row {
        let types: Set<String>
        let prominence: Double
        let radius: Double
    }

    private static let rows: [Row] = [
        Row(types: ["train_station", "subway_station", "airport", "airport_terminal"], prominence: 1.4, radius: 40),
        Row(types: ["shopping_mall", "department_store"], prominence: 1.35, radius: 30),
        Row(types: ["museum", "art_gallery", "library", "performing_arts_theater", "movie_theater", "stadium", "zoo"],
            prominence: 1.25, radius: 20),
        Row(types: ["park", "plaza", "garden", "tourist_attraction"], prominence: 1.2, radius: 25),
        Row(types: ["supermarket", "grocery_store", "hotel", "hospital", "university"], prominence: 1.2, radius: 15),
        Row(types: ["cafe", "restaurant", "fast_food_restaurant", "bar", "pub", "night_club", "bakery", "ice_cream_shop"],
            prominence: 1.15, radius: 8),
        Row(types: ["corporate_office", "office", "embassy", "local_government_office", "doctor", "dentist", "hair_salon"],
            prominence: 0.9, radius: 8),
        Row(types: ["bus_stop", "tram_stop", "transit_stop", "transit_station", "bicycle_rental", "taxi_stand", "parking"],
            prominence: 0.85, radius: 5),
        Row(types: ["subway_entrance", "atm", "sculpture", "memorial", "monument", "fountain", "public_bathroom"],
            prominence: 0.7, radius: 3),
        Row(types: ["building"], prominence: 0.75, radius: 10),
        Row(types: ["street_address"], prominence: 0.65, radius: 6),
        Row(types: ["locality"], prominence: 1.0, radius: 8_000),
        Row(types: ["sublocality"], prominence: 1.0, radius: 2_000),
        Row(types: ["neighborhood"], prominence: 1.0, radius: 800),
    ]

    /// How footprint size raises the prominence: (area / disc area of the kind)^0.25.
    static let sizeExponent = 0.25
    /// The largest factor footprint size gives.
    static let maxSizeFactor = 4.0

    /// The first row holding each type.
    private static let rowByType: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, row) in rows.enumerated() {
            for type in row.types where index[type] == nil { index[type] = position }
        }
        return index
    }()

    /// The features of a place: the first row (in table order) holding its
    /// primary type, else the first holding any of its types, else 1.0 and 8 m.
    public init(primaryType: String, types: @autoclosure () -> [String], hasWikidata: Bool, hasBrand: Bool,
                footprintArea: Double = 0, isContained: Bool = false, contentCount: Int = 0) {
        // The types are split from their text only when the primary type alone does not decide.
        lazy var allTypes = types()
        let row = PlaceFeatures.rowByType[primaryType].map { PlaceFeatures.rows[$0] }
            ?? allTypes.compactMap { PlaceFeatures.rowByType[$0] }.min().map { PlaceFeatures.rows[$0] }
        var prominence = row?.prominence ?? 1.0
        if hasWikidata { prominence *= 1.1 }
        if hasBrand { prominence *= 1.05 }
        let radius = row?.radius ?? 8
        if footprintArea > 0 {
            // Bigger than the disc of its kind: more prominent (see the type's note).
            let discArea = Double.pi * radius * radius
            let factor = min(PlaceFeatures.maxSizeFactor, max(1, pow(footprintArea / discArea, PlaceFeatures.sizeExponent)))
            if factor > 1.005 { prominence *= factor }
        }
        kind = PlaceKind.of(type: primaryType) ?? PlaceKind(primaryType: primaryType, types: allTypes)
        self.prominence = prominence
        pointRadius = radius
        self.hasWikidata = hasWikidata
        self.hasBrand = hasBrand
        self.footprintArea = max(0, footprintArea)
        areaFeature = PlaceFeatures.areaFeature(footprintArea: footprintArea, radius: radius)
        self.isContained = isContained
        self.contentCount = max(0, contentCount)
        contentsFeature = PlaceFeatures.contentsFeature(count: contentCount)
        typeOrdinal = PlaceTypeOrdinals.ordinal(of: primaryType)
    }

    /// The contents feature of the visit prior: ln(1 + the listed places a place holds).
    public static func contentsFeature(count: Int) -> Double {
        count > 0 ? log1p(Double(count)) : 0
    }

    /// The footprint-size feature of the visit prior: ln(area / the kind's disc area) for a footprint larger
    /// than the disc, else 0.
    public static func areaFeature(footprintArea: Double, radius: Double) -> Double {
        let discArea = Double.pi * radius * radius
        return footprintArea > discArea ? log(footprintArea / discArea) : 0
    }
}
