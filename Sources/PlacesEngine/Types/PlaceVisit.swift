import Foundation
import Places

/// One place the person picked, and when: an entry of their history.
///
/// The time keeps the UTC offset it was written with, because the time of
/// week of a pick (a café on Saturday mornings, work on weekday afternoons)
/// is read on the wall clock where the person was.
public struct PlaceVisit: Sendable, Hashable {
    /// The picked place.
    public let id: PlaceID
    /// When it was picked, with the wall-clock offset of that moment.
    public let time: QueryTime
    /// Where the device was when it was picked, with its accuracy; nil when the app did not keep it.
    public let fix: LocationFix?

    /// Creates a visit.
    public init(id: PlaceID, time: QueryTime, fix: LocationFix? = nil) {
        self.id = id
        self.time = time
        self.fix = fix
    }
}
