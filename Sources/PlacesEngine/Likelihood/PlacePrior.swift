import Foundation
import Places

/// How likely a kind of place is as a destination before looking at the
/// position, and how big a point place of that kind is on the ground.
///
/// The one table of the model's prior (weights are relative; 1 = an ordinary
/// shop). The weights are deliberately mild (0.65–1.4): the evaluation
/// (`current-place evaluate`) chooses places uniformly, where any prior costs
/// accuracy, and with the square roots of bolder weights (0.4–2.0) the engine
/// stays within 2 points of the generative ceiling while still favouring
/// stations over ATMs when the position cannot tell them apart. The radius is the disc a person stands in at a place mapped as a
/// point; the evaluation's simulator uses the same discs.
///
/// | types | weight | point radius (m) |
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
/// Prominence multiplies the weight: × 1.1 with a `wikidata` tag, × 1.05 with a `brand`,
/// and a footprint larger than the kind's disc × (area / disc area)^0.25, at most × 4
/// (more room, more people). The exponent was chosen with the evaluation: 0.25
/// costs under half a point overall and gains up to 5 points of top-1 for
/// people at places with footprints; 0.5 gains more there but falls over 2
/// points behind the ceiling at 50 m.
public struct PlacePrior: Sendable, Hashable {
    /// The relative prior weight.
    public let weight: Double
    /// The disc radius for a place without a footprint, in metres.
    public let pointRadius: Double
    /// Why: the type that decided the row, and the prominence factors.
    public let reason: String

    private struct Row {
        let types: Set<String>
        let weight: Double
        let radius: Double
    }

    private static let rows: [Row] = [
        Row(types: ["train_station", "subway_station", "airport", "airport_terminal"], weight: 1.4, radius: 40),
        Row(types: ["shopping_mall", "department_store"], weight: 1.35, radius: 30),
        Row(types: ["museum", "art_gallery", "library", "performing_arts_theater", "movie_theater", "stadium", "zoo"],
            weight: 1.25, radius: 20),
        Row(types: ["park", "plaza", "garden", "tourist_attraction"], weight: 1.2, radius: 25),
        Row(types: ["supermarket", "grocery_store", "hotel", "hospital", "university"], weight: 1.2, radius: 15),
        Row(types: ["cafe", "restaurant", "fast_food_restaurant", "bar", "pub", "night_club", "bakery", "ice_cream_shop"],
            weight: 1.15, radius: 8),
        Row(types: ["corporate_office", "office", "embassy", "local_government_office", "doctor", "dentist", "hair_salon"],
            weight: 0.9, radius: 8),
        Row(types: ["bus_stop", "tram_stop", "transit_stop", "transit_station", "bicycle_rental", "taxi_stand", "parking"],
            weight: 0.85, radius: 5),
        Row(types: ["subway_entrance", "atm", "sculpture", "memorial", "monument", "fountain", "public_bathroom"],
            weight: 0.7, radius: 3),
        Row(types: ["building"], weight: 0.75, radius: 10),
        Row(types: ["street_address"], weight: 0.65, radius: 6),
        Row(types: ["locality"], weight: 1.0, radius: 8_000),
        Row(types: ["sublocality"], weight: 1.0, radius: 2_000),
        Row(types: ["neighborhood"], weight: 1.0, radius: 800),
    ]

    /// How footprint size raises the weight: (area / disc area of the kind)^0.25.
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

    /// The prior of a place: the first row (in table order) holding its
    /// primary type, else the first holding any of its types, else 1.0 and 8 m.
    public init(primaryType: String, types: @autoclosure () -> [String], hasWikidata: Bool, hasBrand: Bool,
                footprintArea: Double = 0) {
        let row = PlacePrior.rowByType[primaryType].map { PlacePrior.rows[$0] }
            ?? types().compactMap { PlacePrior.rowByType[$0] }.min().map { PlacePrior.rows[$0] }
        var weight = row?.weight ?? 1.0
        var reason = row.map { _ in primaryType } ?? "\(primaryType), default"
        if hasWikidata {
            weight *= 1.1
            reason += ", on Wikidata ×1.1"
        }
        if hasBrand {
            weight *= 1.05
            reason += ", brand ×1.05"
        }
        let radius = row?.radius ?? 8
        if footprintArea > 0 {
            // Bigger than the disc of its kind: more room, more people (see the table's note).
            let discArea = Double.pi * radius * radius
            let factor = min(PlacePrior.maxSizeFactor, max(1, pow(footprintArea / discArea, PlacePrior.sizeExponent)))
            if factor > 1.005 {
                weight *= factor
                reason += String(format: ", %.0f m² ×%.2f", footprintArea, factor)
            }
        }
        self.weight = weight
        self.pointRadius = radius
        self.reason = reason
    }
}
