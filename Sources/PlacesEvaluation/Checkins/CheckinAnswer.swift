import Geo
import Places
import PlacesEngine

/// What the engine and nearest-first answered for one check-in in one cell (an accuracy, with or without the
/// time): the lines of `evaluate --checkins --answers`, so that each miss can be read.
public struct CheckinAnswer: Sendable {
    /// The check-in, its kind and, with a venue file, which place it was.
    public let checkin: ScoredCheckin
    /// The fix both were given (moved from the venue's position with `--move-fixes`).
    public let fix: LocationFix
    /// Whether the check-in's time was given.
    public let withTime: Bool
    /// The engine's first places, best first, with their likelihoods: the five shown and the five after them
    /// (``VenueMetrics/reach``), where a reordering could bring the venue into the five from.
    public let engine: [(id: PlaceID, likelihood: Double)]
    /// The places nearest the fix, nearest first (``VenueMetrics/shown``).
    public let nearest: [PlaceID]
}
