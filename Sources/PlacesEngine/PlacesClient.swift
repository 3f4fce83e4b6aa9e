import Foundation
import Geo
import PlaceStore
import Places

/// The current-place engine over one place store, shaped after
/// `GMSPlacesClient`: given a fix, which places is the person most likely at?
///
/// Thread-safe: queries on one client are serialized on its connection;
/// open several clients on the same file for parallel queries.
public final class PlacesClient: @unchecked Sendable {
    /// The store this client reads.
    public let storePath: String
    private let store: PlaceStore
    private let lock = NSLock()
    private var candidates = CandidateCache()
    private var openFractions = OpenFractionCache()

    /// Opens the store at `path` read-only.
    /// - Throws: ``StoreError`` when it is missing, not a store, of another schema or damaged.
    public init(storePath path: String) throws(StoreError) {
        storePath = path
        store = try PlaceStore(path: path)
    }

    /// The store's metadata (sources, dates, bounding box).
    public var metadata: StoreMetadata { store.metadata }

    /// The places the person at `fix` is most likely at, like
    /// `findPlaceLikelihoodsFromCurrentLocation`.
    /// - Parameters:
    ///   - fix: the position, its accuracy and time.
    ///   - limit: how many places, 1…20 (the tutorial shows 5).
    ///   - time: when the person is there, to weigh opening hours; nil ignores them.
    ///   - timeZone: the place's wall clock for `time`; nil uses the time zone of the store's country.
    /// - Throws: ``LikelihoodError`` for a limit out of range or a failing store.
    public func findPlaceLikelihoods(for fix: LocationFix, fields: PlaceFields = .defaults, language: LanguageCode? = nil,
                                     limit: Int = 5, at time: Date? = nil,
                                     timeZone: TimeZone? = nil) async throws -> [PlaceLikelihood] {
        try currentPlace(for: fix, fields: fields, language: language, limit: limit, at: time, timeZone: timeZone)
            .placeLikelihoods
    }

    /// The full answer: places, the mass left to "none of these", the zoom to show them at.
    /// Only what `fields` (and a `language` for names) needs is read for each place.
    public func currentPlace(for fix: LocationFix, fields: PlaceFields = .all, language: LanguageCode? = nil, limit: Int = 5,
                             at time: Date? = nil, timeZone: TimeZone? = nil) throws -> CurrentPlaceAnswer {
        guard (1...20).contains(limit) else {
            throw LikelihoodError(.invalidArgument, "limit \(limit) is outside 1…20", parameter: "limit")
        }
        let (ranked, none, _) = try rank(for: fix, at: time, timeZone: timeZone)
        lock.lock()
        defer { lock.unlock() }
        let top = Array(ranked.prefix(limit))
        let parts = PlaceParts(for: fields, language: language)
        let places = try storeCall { try store.places(rowIDs: top.map(\.candidate.rowID), parts: parts) }
        let likelihoods = zip(top, places).map { scored, place in
            PlaceLikelihood(place: place, likelihood: scored.likelihood, explanation: scored.explanation,
                            isOpenNow: scored.explanation.openStatus.isOpen)
        }
        let shown = likelihoods.reduce(0) { $0 + $1.likelihood }
        return CurrentPlaceAnswer(placeLikelihoods: likelihoods, otherLikelihood: max(0, min(1, none + (1 - none - shown))),
                                  recommendedZoom: fix.recommendedZoom, isApproximate: fix.isApproximate)
    }

    /// The answer to a parsed request (the HTTP API's and the CLI's parameters).
    public func currentPlace(for query: CurrentPlaceQuery) throws -> CurrentPlaceAnswer {
        try currentPlace(for: query.fix, fields: query.fields, language: query.language, limit: query.limit,
                         at: query.time?.date, timeZone: query.time?.timeZone)
    }

    /// The model's ranking without fetching place details: every candidate
    /// with a likelihood above zero, best first, the "none of these" mass, and
    /// all candidates that were considered (for evaluation baselines).
    public func rank(for fix: LocationFix, at time: Date? = nil, timeZone: TimeZone? = nil) throws
        -> (ranked: [ScoredCandidate], none: Double, candidates: [CandidatePlace]) {
        lock.lock()
        defer { lock.unlock() }
        let localTime = time.map { LocalTime(date: $0, utcOffsetSeconds: offset(of: $0, in: timeZone)) }
        let candidates = try loadCandidates(around: fix)
        let (ranked, none) = LikelihoodModel.rank(candidates, fix: fix, localTime: localTime,
                                                  includeNone: !fix.isApproximate) { hours, text, time in
            openFractions.fraction(of: hours, text: text, around: time)
        }
        return (ranked, none, candidates)
    }

    /// The points of interest whose box meets `box`, as the model sees them.
    package func allCandidates(in box: BoundingBox) throws -> [CandidatePlace] {
        lock.lock()
        defer { lock.unlock() }
        return try candidates(in: box, categories: [.pointOfInterest])
    }

    /// Runs `body` with the client's store connection (serialized with queries).
    public func withStore<T>(_ body: (PlaceStore) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try storeCall { try body(store) }
    }

    /// Every place of a category as the model sees it (for evaluation).
    package func allCandidates(category: PlaceCategory) throws -> [CandidatePlace] {
        lock.lock()
        defer { lock.unlock() }
        return try storeCall {
            try store.rowIDs(category: category).compactMap { rowID in
                try candidates.cached(rowID) ?? store.candidateRow(rowID).map { candidates.candidate(for: $0) }
            }
        }
    }

    /// The wall-clock offset the client uses for `date` when no zone is given.
    public func defaultTimeZone() -> TimeZone {
        store.metadata.countryCode.flatMap(CountryTimeZones.zone(for:)) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// One place by id, or nil.
    public func place(id: PlaceID) throws -> Place? {
        lock.lock()
        defer { lock.unlock() }
        return try storeCall { try store.place(id: id) }
    }

    /// How far around the fix to look: three accuracies plus the largest
    /// point-place disc (40 m) for precise fixes; for approximate ones, three
    /// accuracies plus a city's disc.
    static func searchRadius(for fix: LocationFix) -> Meters {
        fix.isApproximate ? min(3 * fix.horizontalAccuracy + 8_000, 60_000)
                          : min(3 * fix.horizontalAccuracy + 60, 3_000)
    }

    private func loadCandidates(around fix: LocationFix) throws -> [CandidatePlace] {
        let box = BoundingBox(center: fix.coordinate, radius: PlacesClient.searchRadius(for: fix))
        return try candidates(in: box, categories: fix.isApproximate ? [.locality] : [.pointOfInterest])
    }

    /// The candidates whose box meets `box`; call with the lock held.
    private func candidates(in box: BoundingBox, categories: Set<PlaceCategory>) throws -> [CandidatePlace] {
        try storeCall {
            // Warm: the R*Tree gives row ids and every candidate is cached.
            let rowIDs = try store.rowIDs(intersecting: box, categories: categories)
            let cache = candidates
            let found = rowIDs.compactMap { cache.cached($0) }
            if found.count == rowIDs.count { return found }
            // Cold: one joined query reads the area's uncached candidates at once.
            let fresh = try store.candidateRows(intersecting: box, categories: categories) { cache.cached($0) != nil }
            return found + fresh.map { candidates.candidate(for: $0) }
        }
    }

    /// Runs store work, turning a store failure into a ``LikelihoodError``.
    private func storeCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw LikelihoodError(.storeFailure, error.description)
        }
    }

    /// The UTC offset of the place's wall clock: the given zone, else the
    /// main time zone of the store's country, else UTC.
    private func offset(of date: Date, in timeZone: TimeZone?) -> Int {
        let zone = timeZone ?? store.metadata.countryCode.flatMap(CountryTimeZones.zone(for:))
        return zone?.secondsFromGMT(for: date) ?? 0
    }
}

extension PlaceParts {
    /// What a field mask needs read from the store: tags, footprints, and the
    /// names in every language (for `names`, or a display name in `language`).
    public init(for fields: PlaceFields, language: LanguageCode?) {
        self = []
        if fields.contains(.osmTags) { insert(.tags) }
        if fields.contains(.footprint) { insert(.footprint) }
        if fields.contains(.names) || (fields.contains(.displayName) && language != nil) { insert(.names) }
    }
}
