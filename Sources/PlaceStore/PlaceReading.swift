import Geo
import Places

/// What the engine reads from a place store, whichever holds it: ``PlaceStore`` (an SQLite file) or
/// ``PostgresPlaceStore`` (a PostgreSQL database). Both give the same rows under the same row ids, so the
/// engine's caches keyed by row work with either.
///
/// One instance is one connection, used by one thread at a time.
public protocol PlaceReading: AnyObject {
    /// What the store says about itself.
    var metadata: StoreMetadata { get }

    /// Runs `body`, whose queries must all see one state of the store, in one read transaction.
    /// - Throws: ``StoreError`` `.changed` when the store was updated since this connection read its
    ///   metadata (open a new connection), or what `body` throws.
    func reading<T>(_ body: () throws -> T) throws -> T

    /// The boxes of every place and map feature the updates after `revision` (up to this connection's) removed or
    /// added, or nil when the store cannot tell (then everything may have changed).
    func changedBoxes(after revision: Int64) throws(StoreError) -> [BoundingBox]?

    /// The place with this id, or nil.
    func place(id: PlaceID) throws(StoreError) -> Place?

    /// What conflation says of the place `id`: whether it belongs to another, what belongs to it, what holds
    /// it and what it holds (nothing for an id the store does not know).
    func relations(of id: PlaceID) throws(StoreError) -> PlaceRelations

    /// The links of those of `ids` that are not listed on their own.
    func links(of ids: [PlaceID]) throws(StoreError) -> [PlaceID: PlaceLink]

    /// The model's columns of the place `id`, or nil.
    func candidateRow(id: PlaceID) throws(StoreError) -> CandidateRow?

    /// Places by row, in the order asked (rows that do not exist are left out); `parts` leaves out what the
    /// caller will not show.
    func places(rowIDs: [Int64], parts: PlaceParts) throws(StoreError) -> [Place]

    /// Row ids of the places of `categories` whose stored box meets `box` (the box as the SQLite R*Tree keeps
    /// it: 32-bit floats rounded outwards), category by category.
    func rowIDs(intersecting box: BoundingBox, categories: Set<PlaceCategory>) throws(StoreError) -> [Int64]

    /// The rows of `category` whose stored box meets `box`, each with that box (as the R*Tree keeps it), in
    /// row order: what an in-memory copy of the spatial index is made of (``RTreeCell/meets(_:)`` is the test).
    func rowBoxes(intersecting box: BoundingBox, category: PlaceCategory) throws(StoreError) -> [RTreeCell]

    /// Every row id of a category, in id order.
    func rowIDs(category: PlaceCategory) throws(StoreError) -> [Int64]

    /// The model's columns of one row, or nil when there is no such row.
    func candidateRow(_ rowID: Int64) throws(StoreError) -> CandidateRow?

    /// The model's columns of every place of `categories` whose box meets `box`, leaving out rows `skip` is
    /// true for.
    func candidateRows(intersecting box: BoundingBox, categories: Set<PlaceCategory>,
                       skipping skip: (Int64) -> Bool) throws(StoreError) -> [CandidateRow]

    /// Full-text search over every name and the address, prefix matches first, then words inside names;
    /// ranked by BM25 or, with `near`, by distance.
    func search(_ text: String, near: Coordinate?, limit: Int) throws(StoreError) -> [SearchResult]

    /// Counts by category and type, and the store's metadata.
    func statistics() throws(StoreError) -> StoreStatistics

    /// The map features whose box meets `box`, bottom layer first.
    func mapFeatures(intersecting box: BoundingBox) throws(StoreError) -> [MapFeature]
}

extension PlaceStore: PlaceReading {}
