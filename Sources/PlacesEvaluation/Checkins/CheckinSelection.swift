import Foundation
import Geo
import Places
import PlacesEngine

/// Which check-ins of a file are scored, and why the others are not.
public struct CheckinSelection: Sendable {
    /// The check-ins scored: a kind, inside the store's box (and in the held-out part, when one is asked for).
    public var scored: [ScoredCheckin] = []
    /// Check-ins of a left-out category (home, road, …), by category: "none of these" is right there.
    public var leftOut: [String: Int] = [:]
    /// Check-ins of a category the crosswalk does not know, by category.
    public var unmapped: [String: Int] = [:]
    /// Check-ins with a kind, outside the store's box.
    public var outsideStore = 0
    /// Check-ins with a kind, inside the store, in another fold.
    public var otherFold = 0
    /// Every check-in with a kind in the fold, inside the store or not (the time-of-week profiles' data).
    public var withKind: [(checkin: Checkin, kind: PlaceKind)] = []
    /// Left-out check-ins inside the store (and fold): the fit's "none of these" examples.
    public var leftOutInside: [Checkin] = []

    /// Sorts `checkins` with `crosswalk` for a store covering `box` (nil: everywhere), keeping only the
    /// held-out part `fold` when given, or only the rest with `excludingFold`; `venues` says which place each
    /// named venue is.
    public init(_ checkins: [Checkin], crosswalk: CategoryCrosswalk, box: BoundingBox?, fold: HoldOut?,
                excludingFold: Bool = false, venues: VenueMatches? = nil) {
        for checkin in checkins {
            let inside = box?.contains(checkin.coordinate) ?? true
            let inFold = fold.map { $0.contains(checkin.coordinate) != excludingFold } ?? true
            switch crosswalk.verdict(checkin.category) {
            case .leftOut:
                leftOut[checkin.category, default: 0] += 1
                if inside, inFold { leftOutInside.append(checkin) }
            case .unmapped:
                unmapped[checkin.category, default: 0] += 1
            case .kind(let kind):
                if inFold { withKind.append((checkin, kind)) }
                if !inside {
                    outsideStore += 1
                } else if !inFold {
                    otherFold += 1
                } else {
                    var scoredCheckin = ScoredCheckin(checkin: checkin, kind: kind)
                    if let places = venues?.places(of: checkin.venue) {
                        scoredCheckin.venue = .place(places)
                    } else if case .missing? = venues?.outcomes[checkin.venue] {
                        scoredCheckin.venue = .missing
                    }
                    scored.append(scoredCheckin)
                }
            }
        }
    }
}
