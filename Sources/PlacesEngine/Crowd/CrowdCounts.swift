import Crowd
import Places
import Synchronization

/// The crowd as the engine reads it: every place's ``CrowdSums`` in memory, safe to read from any number of
/// requests while confirmations are counted. A server fills it from its crowd store and counts each
/// confirmation here as the store's writer takes it; `likely` and the apps load a copied crowd file into it.
public final class CrowdCounts: Sendable {
    private let tally: Mutex<CrowdTally<PlaceID>>
    /// The randomizing the reports were made with (its ε is what `/v1/config` tells clients).
    public let mechanism: RandomizedResponse
    /// How the estimates enter a ranking.
    public let mixture: CrowdMixture

    /// Counts with `sums` already kept.
    public init(_ sums: [PlaceID: CrowdSums] = [:], mechanism: RandomizedResponse = RandomizedResponse(epsilon: RandomizedResponse.defaultEpsilon),
                mixture: CrowdMixture = .fitted) {
        tally = Mutex(CrowdTally(sums))
        self.mechanism = mechanism
        self.mixture = mixture
    }

    /// Counts one report, and returns what it added to each place it listed (for the store's writer).
    @discardableResult
    public func record(_ report: CrowdReport<PlaceID>) -> [(place: PlaceID, sums: CrowdSums)] {
        let increments = report.increments(mechanism: mechanism)
        tally.withLock { tally in
            for (place, increment) in increments { tally.add(increment, to: place) }
        }
        return increments
    }

    /// Sets the sums of the places of `rows` to theirs, as the crowd store holds them now (after this server's
    /// increment, or another's).
    public func set(_ rows: [PlaceID: CrowdSums]) {
        guard !rows.isEmpty else { return }
        tally.withLock { tally in
            for (place, sums) in rows { tally.set(sums, of: place) }
        }
    }

    /// The sums of each of `places` that some report listed, under one lock.
    public func sums(of places: some Sequence<PlaceID>) -> [PlaceID: CrowdSums] {
        tally.withLock { tally in
            var found: [PlaceID: CrowdSums] = [:]
            for place in places { if let sums = tally.sums[place] { found[place] = sums } }
            return found
        }
    }

    /// The sums of `place`, or nil when no report listed it.
    public func sums(of place: PlaceID) -> CrowdSums? {
        tally.withLock { $0.sums[place] }
    }
}
