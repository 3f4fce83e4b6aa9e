import Geo
import Places
import PlaceStore

/// A feature that will become a place, before its address is completed.
struct PlaceCandidate: Sendable {
    let id: PlaceID
    let classification: Classification
    let tags: OSMTags
    let location: Coordinate
    let footprint: Footprint?
}
