import Foundation
import Geo
import PlaceStore
import Places

extension PlacesService {
    /// A point of interest near a position with every name it goes by, under the place the model lists it as.
    package struct NamedPlace: Sendable {
        /// The place the model lists: the object itself, or the place conflation merged it into or made it part of.
        package let listed: PlaceID
        /// The object's own id.
        package let id: PlaceID
        /// `name` first, then the other names (`name:xx`, `alt_name`, `old_name`, `official_name`, `short_name`,
        /// `brand`), each as ``nameWords(_:)`` folds it, without repeats.
        package let names: [[String]]
        /// How far the position is from its ground (0 inside its footprint), metres.
        package let distance: Meters
        /// Its `wikidata` item, when it has one.
        package let wikidata: String?
        /// Whether it is a station (``PlaceKind/stationTypes``).
        package let isStation: Bool
        /// Its kind, as the model reads its types.
        package let kind: PlaceKind
    }

    /// The tags whose values are other names of a place, besides `name` and `name:xx`.
    static let otherNameKeys = ["alt_name", "old_name", "official_name", "short_name", "brand"]

    /// The points of interest within `radius` of `coordinate` (the rows conflation lists under another place
    /// too, named by that place), nearest first: for the evaluation, which matches a check-in's venue by name.
    package func namedPlaces(near coordinate: Coordinate, radius: Meters) throws(PlacesError) -> [NamedPlace] {
        try withConnection { store in
            let rowIDs = try store.rowIDs(intersecting: BoundingBox(center: coordinate, radius: radius),
                                          categories: [.pointOfInterest])
            let places = try store.places(rowIDs: rowIDs, parts: [.tags, .names, .footprint])
            let links = try store.links(of: places.map(\.id))
            return places.compactMap { place -> NamedPlace? in
                let distance = place.footprint?.distance(from: coordinate) ?? place.location.distance(to: coordinate)
                guard distance <= radius else { return nil }
                var names: [[String]] = []
                let texts = [place.name] + place.localizedNames.keys.sorted().compactMap { place.localizedNames[$0] }
                    + Self.otherNameKeys.compactMap { place.osmTags[$0] }
                for text in texts {
                    for part in text.split(separator: ";") {
                        let words = PlacesService.nameWords(String(part))
                        if !words.isEmpty, !names.contains(words) { names.append(words) }
                    }
                }
                return NamedPlace(listed: links[place.id]?.place ?? place.id, id: place.id, names: names, distance: distance,
                                  wikidata: place.wikidata, isStation: PlaceKind.stationTypes.contains(place.primaryType),
                                  kind: PlaceKind.of(type: place.primaryType)
                                      ?? PlaceKind(primaryType: place.primaryType, types: place.types))
            }
            .sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
        }
    }

    /// A name's words as the store's search folds them (lower case, no diacritics), with `&` read as "and",
    /// apostrophes dropped inside words ("Joe's" is "joes") and a leading "the" left off.
    package static func nameWords(_ text: String) -> [String] {
        let spelled = text.replacingOccurrences(of: "&", with: " and ")
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "\u{2019}", with: "")
        let words = SearchText.words(spelled)
        return words.first == "the" && words.count > 1 ? Array(words.dropFirst()) : words
    }
}
