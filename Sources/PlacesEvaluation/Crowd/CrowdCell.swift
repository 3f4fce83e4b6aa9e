/// One judged run of the crowd: the engine and nearest-first on the later check-ins, and how much of what was
/// judged the crowd had seen.
public struct CrowdCell: Sendable {
    /// The engine (with the crowd, or without in the baseline run).
    public var engine = VenueMetrics()
    /// The nearest places first, on the same fixes.
    public var nearest = VenueMetrics()
    /// The venues in the map that were judged.
    public var judgedVenues: Set<String> = []
    /// Of them, those some report listed (a place the crowd has any figure for).
    public var coveredVenues: Set<String> = []
}
