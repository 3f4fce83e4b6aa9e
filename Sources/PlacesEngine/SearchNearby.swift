import Foundation
import Geo
import PlaceStore
import Places

extension PlacesClient {
    /// Points of interest within `radius` metres of `center`, like Google's
    /// Places API (New) Nearby Search: only places with one of
    /// `includedTypes` (all when empty) and none of `excludedTypes`.
    public func searchNearby(center: Coordinate, radius: Meters, includedTypes: Set<String>, excludedTypes: Set<String>,
                             maxResults: Int, ranking: NearbyRanking, parts: PlaceParts) throws -> [Place] {
        let candidates = try allCandidates(in: BoundingBox(center: center, radius: radius))
        let matching = candidates.compactMap { candidate -> (CandidatePlace, Meters)? in
            let distance = candidate.shape.anchor.distance(to: center)
            guard distance <= radius else { return nil }
            return (candidate, distance)
        }
        let rows = try withStore { store in
            try store.places(rowIDs: matching.map(\.0.rowID), parts: parts)
        }
        var found: [(Place, CandidatePlace, Meters)] = []
        for (place, (candidate, distance)) in zip(rows, matching) {
            let types = Set(place.types)
            if !includedTypes.isEmpty, types.isDisjoint(with: includedTypes) { continue }
            if !types.isDisjoint(with: excludedTypes) { continue }
            found.append((place, candidate, distance))
        }
        switch ranking {
        case .distance:
            found.sort { ($0.2, $0.0.id) < ($1.2, $1.0.id) }
        case .popularity:
            found.sort { ($1.1.prior.weight, $0.2, $0.0.id) < ($0.1.prior.weight, $1.2, $1.0.id) }
        }
        return found.prefix(maxResults).map(\.0)
    }
}
