import PlaceStore
import Places

/// What conflation decided: the objects listed under another place, and the place each place lies in.
package struct ConflationResult: Sendable, Equatable {
    /// Every object that is not a place of its own, and the place it belongs to.
    package var links: [PlaceID: PlaceLink] = [:]
    /// Every place that lies in another, and that place.
    package var containers: [PlaceID: PlaceID] = [:]
    /// The names whose same-place groups were left unmerged for being larger than ``PlaceConflation/maxGroupSize``
    /// (a crowd of one name counts once).
    package var skippedGroups = 0

    /// Objects merged into another drawing of their place.
    package var mergedCount: Int { links.values.filter { $0.role == .same }.count }
    /// Objects that became a station's parts.
    package var partCount: Int { links.values.filter { $0.role == .part }.count }
}
