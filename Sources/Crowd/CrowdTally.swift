/// Every place's ``CrowdSums`` in memory: what a crowd store holds, what an evaluation accumulates, and what the
/// engine reads its estimates from.
public struct CrowdTally<Place: Hashable & Sendable>: Sendable {
    /// The sums by place; a place no report listed is absent.
    public private(set) var sums: [Place: CrowdSums]

    /// A tally of `sums`.
    public init(_ sums: [Place: CrowdSums] = [:]) {
        self.sums = sums
    }

    /// Counts one report.
    public mutating func record(_ report: CrowdReport<Place>, mechanism: RandomizedResponse) {
        for (place, increment) in report.increments(mechanism: mechanism) { add(increment, to: place) }
    }

    /// Adds `increment` to `place`'s sums.
    public mutating func add(_ increment: CrowdSums, to place: Place) {
        sums[place] = (sums[place] ?? .zero) + increment
    }

    /// Sets `place`'s sums, as a store read them.
    public mutating func set(_ value: CrowdSums, of place: Place) {
        sums[place] = value
    }

    /// ĉ of `place` (``CrowdSums/estimate``); 0 for a place no report listed.
    public func estimate(of place: Place) -> Double {
        sums[place]?.estimate ?? 0
    }
}
