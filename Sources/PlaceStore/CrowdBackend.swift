import Crowd

/// Where a crowd's sums are kept: an SQLite file (``CrowdDatabase``) or a PostgreSQL table that many servers
/// write at once (``CrowdTable``). Keyed by place id; nothing else is kept.
package protocol CrowdBackend: AnyObject {
    /// Every place's sums.
    func all() throws(StoreError) -> [String: CrowdSums]
    /// Adds each increment to its place's sums, atomically, and returns the sums those places hold now.
    func add(_ increments: [(place: String, sums: CrowdSums)]) throws(StoreError) -> [String: CrowdSums]
    /// The sums of the places changed by anyone since the last call (all of them at the first), or nil when only
    /// this process writes the crowd and nothing needs reading again.
    func changes() throws(StoreError) -> [String: CrowdSums]?
}
