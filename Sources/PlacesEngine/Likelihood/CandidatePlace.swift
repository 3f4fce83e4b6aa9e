import Foundation
import Geo
import PlaceStore
import Places

/// A place as the likelihood model sees it: its ground, the features its prior weighs and its hours.
/// Data only, read from the store: the weight and the ranking are ``LikelihoodModel``'s.
/// A class: candidates are cached and passed around by reference, not copied.
public final class CandidatePlace: Sendable {
    /// The store's row, to fetch details of the winners.
    public let rowID: Int64
    /// The place's id.
    public let id: PlaceID
    /// Point of interest, address or locality.
    public let category: PlaceCategory
    /// The most specific type.
    public let primaryType: String
    /// Where a person at the place can stand.
    public let shape: PlaceShape
    /// What the visit prior weighs, the kind and the prominence.
    public let features: PlaceFeatures
    /// The raw `opening_hours` text.
    public let openingHoursText: String?

    /// Parsed `opening_hours`, when the place has them (shared by every place with the same text).
    public let openingHours: OpeningHours?
    /// The place this row belongs to when conflation lists it under another (then it is no candidate).
    public let link: PlaceLink?

    /// Creates the model's view of a stored place; `isContained` and `contentCount` are conflation's
    /// containment (``CandidateRow``).
    public init(rowID: Int64, id: PlaceID, category: PlaceCategory, primaryType: String, types: @autoclosure () -> [String],
                location: Coordinate, footprint: Footprint?, openingHours: (text: String, parsed: OpeningHours)?,
                hasWikidata: Bool, hasBrand: Bool, link: PlaceLink? = nil, isContained: Bool = false, contentCount: Int = 0) {
        self.link = link
        self.rowID = rowID
        self.id = id
        self.category = category
        self.primaryType = primaryType
        let features = PlaceFeatures(primaryType: primaryType, types: types(), hasWikidata: hasWikidata, hasBrand: hasBrand,
                                     footprintArea: footprint?.area ?? 0, isContained: isContained, contentCount: contentCount)
        self.features = features
        shape = PlaceShape(anchor: location, footprint: footprint, pointRadius: features.pointRadius)
        openingHoursText = openingHours?.text
        self.openingHours = openingHours?.parsed
    }
}
