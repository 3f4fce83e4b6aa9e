import Geo
import Places
import PlaceStore

/// An area whose own `addr:*` tags can complete the address of what lies inside it.
struct AddressSource: Sendable {
    let id: PlaceID
    let footprint: Footprint
    let address: AddressComponents
    let area: Double
}
