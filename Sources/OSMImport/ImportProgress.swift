/// Where a running import stands, reported many times a second; a front end
/// decides how often to show it.
public struct ImportProgress: Sendable, Equatable {
    /// The steps of an import, in the order they run.
    public enum Phase: String, Sendable, CaseIterable {
        /// First pass over a file: the multipolygon relations.
        case relations
        /// Second pass over a file: nodes, ways and areas become candidates and map features
        /// (written to the store as they come).
        case read
        /// Places get their addresses completed and are written to the store.
        case build
        /// The store's indexes are built and the file is moved into place.
        case index
    }

    /// The step running now.
    public var phase: Phase
    /// The file being read (`relations` and `read`), else nil.
    public var file: String?
    /// Work done in this phase: bytes of the file when reading, else places.
    public var done: Int64
    /// The work of the whole phase in the same unit as ``done``, or 0 when unknown.
    public var total: Int64
    /// OSM objects or places handled so far in this phase.
    public var objects: Int64

    /// A report of `done` out of `total` units of `phase`.
    public init(phase: Phase, file: String? = nil, done: Int64, total: Int64, objects: Int64) {
        self.phase = phase
        self.file = file
        self.done = done
        self.total = total
        self.objects = objects
    }
}
