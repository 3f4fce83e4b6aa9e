import Foundation
import PlacesEngine
import Geo
import Places

/// One simulated person: the place they are at, where they stand, the fix the
/// engine is given, and (scenario b) the time of their visit.
public struct SimulatedPerson: Sendable {
    /// The place the person is at: the right answer.
    public let place: CandidatePlace
    /// Where the person really stands.
    public let position: Coordinate
    /// The position with Gaussian error, as the engine sees it.
    public let fix: LocationFix
    /// The visit time, in scenario b.
    public let time: Date?
}
