import Dispatch
import Foundation
import Geo
import PlaceStore
import Places
import Synchronization

/// The one door to a place store. Every front end (the CLI, the HTTP
/// server, the terminal app, the benchmarks' engine runs) asks its questions
/// here, with typed requests: where am I, a place by id, a text search, a
/// nearby search, statistics, a static map, a tile.
///
/// It owns the store's connections (one per thread that may query at once)
/// and one bounded cache of the model's candidates, shared by all of them.
/// Thread-safe: call it from any number of threads.
public final class PlacesService: Sendable {
    /// The store this service reads.
    public let store: StoreLocation
    /// The store's file path, or its PostgreSQL URL without the password: safe to print.
    public var storePath: String { store.description }
    /// What the store says about itself (sources, dates, bounding box), as of the state last read.
    public var metadata: StoreMetadata { snapshot.metadata }
    /// Changes whenever the store is re-imported or updated: part of tiles' ETags and of the tile cache's key.
    public var storeVersion: String { snapshot.version }
    /// How often people are at each type of place, and the history's fitted numbers.
    public var visitPrior: VisitPrior { model.visits }
    /// The likelihood model: its window, its weights and its ranking.
    public let model: LikelihoodModel
    /// The state of the store being read; an update swaps in the next (see ``StoreSnapshot``).
    private let current: Mutex<StoreSnapshot>
    private let connectionCount: Int
    private let tileCachePath: String?
    private let cacheCapacity: Int
    private let openFractions = OpenFractionCache()
    /// Other people's confirmations (``CrowdCounts``), or nil to rank by the map alone.
    public let crowd: CrowdCounts?

    /// Opens the store at `path` — an SQLite file, or a `postgresql://` URL — read-only with `connections`
    /// connections (see ``init(store:connections:cacheCapacity:tileCachePath:visitPrior:)``).
    /// - Throws: ``PlacesError`` `.invalidArgument` for a malformed PostgreSQL URL, or as the other initializer.
    public convenience init(storePath path: String, connections count: Int = 1, cacheCapacity: Int = 500_000,
                            tileCachePath: String? = nil, visitPrior: VisitPrior = .fitted,
                            crowd: CrowdCounts? = nil) throws(PlacesError) {
        try self.init(store: StoreLocation(parsing: path), connections: count, cacheCapacity: cacheCapacity,
                      tileCachePath: tileCachePath, visitPrior: visitPrior, crowd: crowd)
    }

    /// Opens the store at `location` read-only with `connections` connections.
    /// - Parameters:
    ///   - cacheCapacity: how many of the model's candidates to keep shaped in memory.
    ///   - tileCachePath: an MBTiles file that keeps rendered tiles on disk (created when missing;
    ///     emptied when it was drawn from another version of the store).
    ///   - visitPrior: how often people are at each type of place: the one fitted on real check-ins unless
    ///     told otherwise (``VisitPrior/uniform`` weighs every place alike).
    ///   - crowd: other people's confirmations, read at every ranking (a server counts new ones into it), or nil.
    /// - Throws: ``PlacesError`` when the store is missing, not a store, of another schema or damaged,
    ///   its database server cannot be reached, or the tile cache cannot be opened.
    public init(store location: StoreLocation, connections count: Int = 1, cacheCapacity: Int = 500_000,
                tileCachePath: String? = nil, visitPrior: VisitPrior = .fitted, crowd: CrowdCounts? = nil) throws(PlacesError) {
        store = location
        self.crowd = crowd
        model = LikelihoodModel(visits: visitPrior)
        connectionCount = max(1, count)
        self.tileCachePath = tileCachePath
        self.cacheCapacity = cacheCapacity
        current = Mutex(try PlacesService.open(location, connections: connectionCount, tileCachePath: tileCachePath,
                                               previous: nil, cacheCapacity: cacheCapacity))
    }

    /// A snapshot of the store, with the engine's errors.
    private static func open(_ location: StoreLocation, connections: Int, tileCachePath: String?, previous: StoreSnapshot?,
                             cacheCapacity: Int) throws(PlacesError) -> StoreSnapshot {
        do {
            return try StoreSnapshot(location: location, connections: connections, tileCachePath: tileCachePath,
                                     previous: previous, cacheCapacity: cacheCapacity)
        } catch where error.path == tileCachePath && tileCachePath != nil {
            // A file that cannot be a tile cache is a bad option value, not a broken store.
            throw PlacesError(.invalidArgument, "tile cache: \(error.message)", parameter: "tileCachePath", path: error.path)
        } catch {
            throw PlacesError(error)
        }
    }

    /// The state of the store requests read now.
    var snapshot: StoreSnapshot { current.withLock { $0 } }

    /// Opens the store's newest state when an update has committed since `stale` opened (once, whichever
    /// request saw it first).
    private func replace(_ stale: StoreSnapshot) throws(PlacesError) {
        // Opening takes a few milliseconds; requests that see the change meanwhile wait for it here.
        try current.withLock { (snapshot: inout StoreSnapshot) throws(PlacesError) in
            guard snapshot === stale else { return }
            snapshot = try PlacesService.open(store, connections: connectionCount, tileCachePath: tileCachePath,
                                              previous: stale, cacheCapacity: cacheCapacity)
        }
    }

    /// Reads the store's newest state when an update has committed since the last request: a server calls
    /// it now and then, so that an idle one lets go of the old state (and its share of the write-ahead log).
    /// - Returns: whether there was a newer state.
    /// - Throws: ``PlacesError`` when the newer state cannot be opened.
    @discardableResult
    public func followUpdates() throws(PlacesError) -> Bool {
        let before = snapshot
        try withConnection { _ in }
        return snapshot !== before
    }

    /// The answer to "where am I?": the likely places, the mass left to
    /// "none of these", the zoom to show them at. Only what the request's
    /// fields (and a language for names) need is read for each place.
    /// - Throws: ``PlacesError`` for a store failure (the request was checked when it was made).
    public func currentPlace(_ request: CurrentPlaceRequest) throws(PlacesError) -> CurrentPlaceAnswer {
        try withSnapshot { snapshot, store in
            let (ranking, _) = try rank(for: request.fix, at: request.time?.date, timeZone: request.time?.timeZone,
                                        history: request.history, historyParameters: visitPrior.history, crowd: crowd,
                                        snapshot: snapshot, store: store)
            let top = Array(ranking.ranked.prefix(request.limit))
            let parts = PlaceParts(for: request.fields, language: request.language)
            let places = try snapshot.recentPlaces.places(rowIDs: top.map(\.candidate.rowID), parts: parts, store: store)
            let likelihoods = zip(top, places).map { scored, place in PlaceLikelihood(place: place, scored: scored) }
            // The model's own mass at no candidate, and the candidates past the limit, summed smallest first.
            let unshown = ranking.ranked.dropFirst(request.limit).reversed().reduce(0) { $0 + $1.likelihood }
            return CurrentPlaceAnswer(placeLikelihoods: likelihoods, noneLikelihood: min(1, ranking.elsewhere),
                                      otherLikelihood: min(1, ranking.elsewhere + unshown),
                                      recommendedZoom: request.fix.recommendedZoom, isApproximate: request.fix.isApproximate)
        }
    }

    /// The places the person at `fix` is most likely at, like
    /// `findPlaceLikelihoodsFromCurrentLocation`. The store is read on a
    /// Dispatch thread, never on a thread of Swift's cooperative pool.
    public func findPlaceLikelihoods(_ request: CurrentPlaceRequest) async throws(PlacesError) -> [PlaceLikelihood] {
        let result: Result<CurrentPlaceAnswer, PlacesError> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(PlacesError) in try self.currentPlace(request) })
            }
        }
        return try result.get().placeLikelihoods
    }

    /// One place by id, with every field, or nil when the store has none. The id of an object conflation
    /// merged into a place or made its part names that place.
    public func place(id: PlaceID) throws(PlacesError) -> Place? {
        try withConnection { try $0.listedPlace(id: id) }
    }

    /// Full-text search over every name and the address (see the store's `search`).
    /// - Throws: ``PlacesError`` `.invalidArgument` for text with no word (the limit was checked when the search was made).
    public func search(_ search: PlaceSearch) throws(PlacesError) -> [SearchResult] {
        try withConnection { try $0.search(search.text, near: search.near, limit: search.limit) }
    }

    /// Points of interest within a circle, like Google's Nearby Search.
    /// - Throws: ``PlacesError`` for a store failure (the radius and count were checked when the search was made).
    public func searchNearby(_ search: NearbySearch) throws(PlacesError) -> [Place] {
        try withSnapshot { snapshot, store in
            let found = try candidates(in: BoundingBox(center: search.center, radius: search.radius),
                                       categories: [.pointOfInterest], snapshot: snapshot, store: store)
            let matching = found.compactMap { candidate -> (CandidatePlace, Meters)? in
                let distance = candidate.shape.anchor.distance(to: search.center)
                return distance <= search.radius ? (candidate, distance) : nil
            }
            // Through the shared cache of places read: nearby searches over one area repeat.
            let rows = try snapshot.recentPlaces.places(rowIDs: matching.map(\.0.rowID),
                                                        parts: PlaceParts(for: search.fields, language: search.language),
                                                        store: store)
            var kept: [(place: Place, candidate: CandidatePlace, distance: Meters)] = []
            for (place, (candidate, distance)) in zip(rows, matching) {
                let types = Set(place.types)
                if !search.includedTypes.isEmpty, types.isDisjoint(with: search.includedTypes) { continue }
                if !types.isDisjoint(with: search.excludedTypes) { continue }
                if !search.includedPrimaryTypes.isEmpty, !search.includedPrimaryTypes.contains(place.primaryType) { continue }
                if search.excludedPrimaryTypes.contains(place.primaryType) { continue }
                kept.append((place, candidate, distance))
            }
            switch search.rankPreference {
            case .distance:
                kept.sort { ($0.distance, $0.place.id) < ($1.distance, $1.place.id) }
            case .popularity:
                kept.sort { ($1.candidate.features.prominence, $0.distance, $0.place.id)
                    < ($0.candidate.features.prominence, $1.distance, $1.place.id) }
            }
            return kept.prefix(search.maxResultCount).map(\.place)
        }
    }

    /// Counts by category and type, and the store's metadata.
    public func statistics() throws(PlacesError) -> StoreStatistics {
        try withConnection { try $0.statistics() }
    }

    /// The wall clock used for a time given without a zone: the main time
    /// zone of the store's country, else UTC.
    public func defaultTimeZone() -> TimeZone {
        snapshot.countryTimeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    // MARK: - The model's view, for the evaluation and the benchmarks

    /// The model's ranking without fetching place details (every candidate
    /// with a likelihood above zero, best first, and the mass at no candidate), and
    /// all candidates that were considered (for evaluation baselines). `historyParameters` replaces the
    /// prior's own for this query (the history fit tries many on one service and its warm candidate cache);
    /// `crowd` replaces the service's own (an evaluation counts a crowd as time goes by).
    package func rank(for fix: LocationFix, at time: Date? = nil, timeZone: TimeZone? = nil,
                      history: VisitHistory = .empty, historyParameters: VisitPrior.History? = nil,
                      crowd: CrowdCounts? = nil) throws(PlacesError)
        -> (ranking: Ranking, candidates: [CandidatePlace]) {
        try withSnapshot {
            try rank(for: fix, at: time, timeZone: timeZone, history: history,
                     historyParameters: historyParameters ?? visitPrior.history, crowd: crowd ?? self.crowd, snapshot: $0, store: $1)
        }
    }

    /// Which of `ids` are not places the engine lists (no row, or a row conflation merged into another place
    /// or made its part): what a confirmation may not name.
    public func unlistedPlaces(among ids: [PlaceID]) throws(PlacesError) -> [PlaceID] {
        try withSnapshot { snapshot, store in
            try ids.filter { id in
                let place = try snapshot.candidates.lookup(id: id) ?? store.candidateRow(id: id).map { snapshot.candidates.insert([$0])[0] }
                return place?.link != nil || place == nil
            }
        }
    }

    /// Every place of a category as the model sees it (for evaluation): the listed places, not the rows
    /// conflation merged into them or made their parts.
    package func allCandidates(category: PlaceCategory) throws(PlacesError) -> [CandidatePlace] {
        try withSnapshot { snapshot, store in
            let rowIDs = try store.rowIDs(category: category)
            let (found, missing) = snapshot.candidates.lookup(rowIDs)
            let fresh = snapshot.candidates.insert(try missing.sorted().compactMap { try store.candidateRow($0) })
            let byRow = Dictionary((found + fresh).map { ($0.rowID, $0) }) { first, _ in first }
            return rowIDs.compactMap { byRow[$0] }.filter { $0.link == nil }
        }
    }

    /// The points of interest whose box meets `box`, as the model sees them.
    package func allCandidates(in box: BoundingBox) throws(PlacesError) -> [CandidatePlace] {
        try withSnapshot { try candidates(in: box, categories: [.pointOfInterest], snapshot: $0, store: $1) }
    }

    // MARK: - Inside the door

    private func rank(for fix: LocationFix, at time: Date?, timeZone: TimeZone?, history: VisitHistory,
                      historyParameters: VisitPrior.History, crowd: CrowdCounts?, snapshot: StoreSnapshot,
                      store: any PlaceReading) throws -> (ranking: Ranking, candidates: [CandidatePlace]) {
        let zone = timeZone ?? snapshot.countryTimeZone
        let localTime = time.map { LocalTime(date: $0, utcOffsetSeconds: zone?.secondsFromGMT(for: $0) ?? 0) }
        // Without a time, the picks' recency is measured from the fix's time, else from now,
        // and their time of week is not compared.
        let box = BoundingBox(center: fix.coordinate, radius: model.searchRadius(for: fix))
        let categories: Set<PlaceCategory> = fix.isApproximate ? [.locality] : [.pointOfInterest]
        var found = try candidates(in: box, categories: categories, snapshot: snapshot, store: store)
        // A pick of an object that is now part of a place, or merged into one, counts for that place.
        let listed = Set(found.map(\.id))
        let unlisted = Set(history.visits.map(\.id)).subtracting(listed)
        let resolved = unlisted.isEmpty ? history : history.resolving(try store.links(of: Array(unlisted)).mapValues(\.place))
        // The person's places picked inside the window are candidates wherever the map draws them: a place
        // picked at its door, and drawn past the window, is still theirs there (``HistoryPrior``).
        let picked = resolved.places(pickedIn: box).subtracting(listed)
        if !picked.isEmpty {
            found += try places(picked, categories: categories, snapshot: snapshot, store: store)
        }
        let historyPrior = history.isEmpty ? HistoryPrior.none
            : HistoryPrior(resolved, at: time ?? fix.timestamp ?? Date(), localTime: localTime,
                           parameters: historyParameters)
        let evidence = crowd.map { CrowdEvidence(sums: $0.sums(of: found.lazy.map(\.id)), mixture: $0.mixture) } ?? .none
        let ranking = model.rank(found, fix: fix, localTime: localTime, includeNone: !fix.isApproximate,
                                 history: historyPrior, crowd: evidence) { hours, text, time in
            openFractions.fraction(of: hours, text: text, around: time)
        }
        return (ranking, found)
    }

    /// The candidates whose box meets `box`, one per place: row ids from the R*Tree, the cached candidates,
    /// and one joined query for the area's uncached ones. Rows conflation lists under another place are left
    /// out; a place whose row lies outside the box while a drawing merged into it lies inside (a mall's node
    /// far across its building) is read by id and comes last.
    private func candidates(in box: BoundingBox, categories: Set<PlaceCategory>, snapshot: StoreSnapshot,
                            store: any PlaceReading) throws -> [CandidatePlace] {
        let rows = try rowCandidates(in: box, categories: categories, snapshot: snapshot, store: store)
        let listed = rows.filter { $0.link == nil }
        let heads = Set(rows.compactMap { $0.link?.role == .same ? $0.link?.place : nil }).subtracting(listed.map(\.id))
        return listed + (heads.isEmpty ? [] : try places(heads, categories: categories, snapshot: snapshot, store: store))
    }

    /// The listed places of `ids` in `categories`, read by id (cached first), in the order of their ids.
    private func places(_ ids: Set<PlaceID>, categories: Set<PlaceCategory>, snapshot: StoreSnapshot,
                        store: any PlaceReading) throws -> [CandidatePlace] {
        var places: [CandidatePlace] = []
        for id in ids.sorted() {
            let place: CandidatePlace
            if let cached = snapshot.candidates.lookup(id: id) {
                place = cached
            } else if let row = try store.candidateRow(id: id) {
                place = snapshot.candidates.insert([row])[0]
            } else {
                continue
            }
            guard place.link == nil, categories.contains(place.category) else { continue }
            places.append(place)
        }
        return places
    }

    /// Every candidate whose row's box meets `box`, in the R*Tree's order.
    private func rowCandidates(in box: BoundingBox, categories: Set<PlaceCategory>, snapshot: StoreSnapshot,
                               store: any PlaceReading) throws -> [CandidatePlace] {
        let candidates = snapshot.candidates
        let rowIDs = try snapshot.spatialCells?.rowIDs(intersecting: box, categories: categories, store: store)
            ?? store.rowIDs(intersecting: box, categories: categories)
        let (found, missing) = candidates.lookup(rowIDs)
        if missing.isEmpty { return found }
        let rows = try store.candidateRows(intersecting: box, categories: categories) { !missing.contains($0) }
        // In the R*Tree's order whatever was cached before, so that the model's
        // sums, and so every likelihood, do not depend on earlier queries.
        let byRow = Dictionary((found + candidates.insert(rows)).map { ($0.rowID, $0) }) { first, _ in first }
        return rowIDs.compactMap { byRow[$0] }
    }

    /// Runs `body` with a connection of the pool, in one read transaction; every failure leaves as a
    /// ``PlacesError``. When an update has committed since the snapshot opened, the next one is opened and
    /// `body` runs again there.
    func withConnection<T>(_ body: (any PlaceReading) throws -> T) throws(PlacesError) -> T {
        try withSnapshot { _, store in try body(store) }
    }

    /// ``withConnection(_:)`` for work that needs the snapshot's own values beside the connection.
    func withSnapshot<T>(_ body: (StoreSnapshot, any PlaceReading) throws -> T) throws(PlacesError) -> T {
        var attempts = 0
        while true {
            let snapshot = self.snapshot
            do {
                return try snapshot.connections.with { try body(snapshot, $0) }
            } catch let error as StoreError where error.code == .changed && attempts < 3 {
                attempts += 1
                try replace(snapshot)
            } catch {
                throw PlacesError(error)
            }
        }
    }
}

extension PlaceParts {
    /// What a field mask needs read from the store: tags (for `osmTags`, and
    /// the lifecycle and accessibility tags behind `businessStatus` and
    /// `accessibilityOptions`), footprints, and the names in every language
    /// (for `names`, or a display name in `language`).
    init(for fields: PlaceFields, language: LanguageCode?) {
        self = []
        if fields.contains(.osmTags) || fields.contains(.businessStatus) || fields.contains(.accessibilityOptions) {
            insert(.tags)
        }
        if fields.contains(.footprint) { insert([.footprint, .relations]) }
        if fields.contains(.subDestinations) || fields.contains(.containingPlaces) || fields.contains(.sameAs)
            || fields.contains(.entrances) {
            insert(.relations)
        }
        if fields.contains(.names) || (fields.contains(.displayName) && language != nil) { insert(.names) }
    }
}
