/// One confirmation as it travels: the places the person was shown (2 to 20, each once) and the one the
/// device reported, already randomized (``RandomizedResponse``). The true pick is never in it.
public struct CrowdReport<Place: Hashable & Sendable>: Sendable, Hashable {
    /// The places shown, in the order shown.
    public let candidates: [Place]
    /// The place reported: one of ``candidates``.
    public let reported: Place

    /// Why a list and a place do not make a report.
    public enum Problem: Error, Sendable, Hashable {
        /// Fewer than 2 or more than 20 places.
        case count(Int)
        /// A place listed twice.
        case repeated(Place)
        /// The place reported is not in the list.
        case notListed(Place)
    }

    /// A report, checked.
    /// - Throws: ``Problem`` when the list is too short or long, holds a place twice, or lacks `reported`.
    public init(candidates: [Place], reported: Place) throws(Problem) {
        guard (RandomizedResponse.minimumCandidates...RandomizedResponse.maximumCandidates).contains(candidates.count) else {
            throw .count(candidates.count)
        }
        var seen = Set<Place>()
        for place in candidates where !seen.insert(place).inserted { throw .repeated(place) }
        guard seen.contains(reported) else { throw .notListed(reported) }
        self.candidates = candidates
        self.reported = reported
    }

    /// The report a device sends for a person who picked `pick` among `candidates`: randomized with `mechanism`.
    /// - Throws: ``Problem`` as ``init(candidates:reported:)`` does, for `pick`.
    public init<Generator: RandomNumberGenerator>(randomizing pick: Place, among candidates: [Place],
                                                  mechanism: RandomizedResponse,
                                                  using generator: inout Generator) throws(Problem) {
        let checked = try CrowdReport(candidates: candidates, reported: pick)
        let index = candidates.firstIndex(of: pick) ?? 0
        let sent = mechanism.randomize(pick: index, count: candidates.count, using: &generator)
        self = CrowdReport(unchecked: checked.candidates, reported: candidates[sent])
    }

    private init(unchecked candidates: [Place], reported: Place) {
        self.candidates = candidates
        self.reported = reported
    }

    /// What the report adds to each place it lists.
    public func increments(mechanism: RandomizedResponse) -> [(place: Place, sums: CrowdSums)] {
        candidates.map { place in
            (place, CrowdSums.increment(named: place == reported, k: candidates.count, mechanism: mechanism))
        }
    }
}
