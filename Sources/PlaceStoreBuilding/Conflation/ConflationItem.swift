import Geo
import PlaceStore
import Places

/// What conflation sees of one point of interest: its name's words, its types, where it is and the ground
/// it covers. Read from the store's rows, so that an import and an update see the same thing.
package struct ConflationItem: Sendable {
    /// The place's id.
    package let id: PlaceID
    /// The words of its name, folded (``SearchText/words(_:)``).
    package let words: [String]
    /// The most specific type.
    package let primaryType: String
    /// Every type but the generic ones (`point_of_interest`, `establishment`, `building`).
    package let specificTypes: Set<String>
    /// Its kind.
    package let kind: PlaceKind
    /// Its point (inside its footprint for areas).
    package let location: Coordinate
    /// Its outline, for areas.
    package let footprint: Footprint?
    /// Its box.
    package let box: BoundingBox
    /// Its footprint's area in m² (0 for a point).
    package let area: Double
    /// How much the object says: the length of its tags as stored. The richest drawing of a place names it.
    package let richness: Int

    /// Types every place has, which say nothing about which kind of place it is.
    static let genericTypes: Set<String> = ["point_of_interest", "establishment", "building"]

    /// An item from a place's columns.
    package init(id: PlaceID, name: String, primaryType: String, types: [String], location: Coordinate,
                 footprint: Footprint?, box: BoundingBox, area: Double, richness: Int) {
        self.id = id
        words = SearchText.words(name)
        self.primaryType = primaryType
        specificTypes = Set(types).subtracting(Self.genericTypes)
        kind = PlaceKind(primaryType: primaryType, types: types)
        self.location = location
        self.footprint = footprint
        self.box = box
        self.area = area
        self.richness = richness
    }

    /// Whether `point` lies on this item's ground.
    func covers(_ point: Coordinate) -> Bool {
        guard let footprint, box.contains(point) else { return false }
        return footprint.contains(point)
    }
}
