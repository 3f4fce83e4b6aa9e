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
    /// Every type but the generic ones (`point_of_interest`, `establishment`, `building`): a handful, so an
    /// array (two sets per item were a fifth of an item's cost).
    package let specificTypes: [String]
    /// What part of transport it is (``PlaceConflation/transitClass(of:)``), worked out once.
    let transitClass: Int8?
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
        specificTypes = types.filter { !Self.genericTypes.contains($0) }
        transitClass = PlaceConflation.transitClass(of: specificTypes)
        kind = PlaceKind(primaryType: primaryType, types: types)
        self.location = location
        self.footprint = footprint
        self.box = box
        self.area = area
        self.richness = richness
    }

    /// The item of a place as its row stores it: `types` as the row's space-separated list, `footprint` as
    /// decoded from the row's blob, `tagsLength` as SQLite's `length()` of the row's tags (characters), and
    /// an area SQLite would store as NULL as 0. Nil when the row's point or box is not valid, as for a row
    /// read back.
    init?(row place: Place, types: String, footprint: Footprint?, tagsLength: Int) {
        guard place.location.isValid, place.boundingBox.isValid else { return nil }
        // The place's own types are the row's when none is empty or holds a space (as every type is).
        let rowTypes = place.types.contains { $0.isEmpty || $0.utf8.contains(0x20) } ? Self.types(ofRow: types) : place.types
        self.init(id: place.id, name: place.name, primaryType: place.primaryType, types: rowTypes, location: place.location,
                  footprint: footprint, box: place.boundingBox,
                  area: place.areaSquareMeters.isNaN ? 0 : place.areaSquareMeters, richness: tagsLength)
    }

    /// The types of a row's space-separated list (split by bytes: splitting by characters was a third of
    /// an item's cost).
    static func types(ofRow text: String) -> [String] {
        text.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `point` lies on this item's ground.
    func covers(_ point: Coordinate) -> Bool {
        guard let footprint, box.contains(point) else { return false }
        return footprint.contains(point)
    }
}
