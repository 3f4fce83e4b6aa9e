import Foundation
import Geo
import Places

/// The person's earlier picks, sent with a request and kept by the client:
/// the engine and the server keep nothing.
///
/// At most ``maximumCount`` visits. A request that carries more is refused
/// (``init(_:)``); a client that keeps more sends its most recent ones
/// (``init(mostRecent:)``).
public struct VisitHistory: Sendable, Hashable {
    /// The visits, in the order given.
    public let visits: [PlaceVisit]

    /// The most visits one request may carry.
    public static let maximumCount = 1_000
    /// No history: the engine ranks by position, kind and hours alone.
    public static let empty = VisitHistory(unchecked: [])

    /// A history of at most ``maximumCount`` visits.
    /// - Throws: ``PlacesError`` `.invalidArgument` (parameter `history`) for more.
    public init(_ visits: [PlaceVisit]) throws(PlacesError) {
        guard visits.count <= VisitHistory.maximumCount else {
            throw PlacesError(.invalidArgument,
                              "history has \(visits.count) visits; at most \(VisitHistory.maximumCount) are allowed",
                              parameter: "history")
        }
        self.visits = visits
    }

    /// The ``maximumCount`` most recent of `visits` (all of them when fewer).
    public init(mostRecent visits: [PlaceVisit]) {
        self.init(unchecked: Array(visits.sorted { $0.time.date > $1.time.date }.prefix(VisitHistory.maximumCount)))
    }

    private init(unchecked visits: [PlaceVisit]) {
        self.visits = visits
    }

    /// Whether there are no visits.
    public var isEmpty: Bool { visits.isEmpty }
    /// How many visits.
    public var count: Int { visits.count }

    /// The places with a visit whose kept fix lies in `box`.
    public func places(pickedIn box: BoundingBox) -> Set<PlaceID> {
        Set(visits.compactMap { visit in visit.fix.flatMap { box.contains($0.coordinate) ? visit.id : nil } })
    }

    /// The history with each visit to a key of `places` counted for its value (an object conflation merged
    /// into a place, or made its part, stands for that place).
    public func resolving(_ places: [PlaceID: PlaceID]) -> VisitHistory {
        guard !places.isEmpty else { return self }
        return VisitHistory(unchecked: visits.map { visit in places[visit.id].map { PlaceVisit(id: $0, time: visit.time, fix: visit.fix) } ?? visit })
    }
}
