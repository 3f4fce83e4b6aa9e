import AppSupport
import Foundation
import Geo
import Location
import Places
import PlacesEngine
import Synchronization

/// The tutorial's flow, without its widgets: a position (or the default
/// location), the likely places there, and the person's picks. The window
/// shows what it holds; the rules live here.
@MainActor
final class CurrentPlaceFlow {
    /// A picked place, as its marker shows it: the name as the title, the address as the snippet.
    struct Pick: Equatable {
        let id: PlaceID
        let position: Coordinate
        let title: String
        let snippet: String
    }

    /// The store, followed: each question first takes up an update or a new file imported over it.
    private let store: StoreFollower<PlacesService>
    private let language: LanguageCode?
    private let history: PickHistory?
    private var filter = DistanceFilter(minimumDistance: LocationFix.defaultDistanceFilter)
    private var visits: VisitHistory

    /// Where the person is, or the default location when there is no position.
    private(set) var fix: LocationFix
    /// Whether ``fix`` is the default location rather than a position.
    private(set) var isDefaultLocation = true
    /// The likely places at ``fix``; nil before the first refresh.
    private(set) var answer: CurrentPlaceAnswer?

    /// A flow over `places` that opens at `defaultLocation`, keeping picks in `history` (nil: kept nowhere).
    /// - Throws: ``PickHistoryError`` when the history file cannot be read.
    init(places: StoreFollower<PlacesService>, language: LanguageCode?, history: PickHistory?, defaultLocation: Coordinate) throws {
        store = places
        self.language = language
        self.history = history
        visits = try history?.recent() ?? .empty
        fix = LocationFix(coordinate: defaultLocation, horizontalAccuracy: 20, timestamp: Date())
    }

    /// A place's name in the app's language.
    func name(of place: Place) -> String { place.displayName(language: language).text }

    /// The map's zoom for the current position: 15 for a precise fix, 10 for an approximate one.
    var zoom: Int { fix.recommendedZoom }

    /// Takes a position from the location service when it moved past the distance filter (50 m, as the
    /// tutorial's `distanceFilter`) or changed between precise and approximate.
    /// - Returns: whether it was taken (and the list must be refreshed).
    func locate(_ next: LocationFix) -> Bool {
        guard isDefaultLocation || filter.accepts(next) else { return false }
        if isDefaultLocation { _ = filter.accepts(next) }
        fix = next
        isDefaultLocation = false
        return true
    }

    /// Asks the engine for the likely places at the position, with the person's history, on a worker
    /// thread: the window keeps answering meanwhile. `done` runs on the main thread once ``answer`` holds
    /// the answer (with nil) or the store failed (with the error). Only the newest question is answered:
    /// one overtaken by a newer before it started is not asked, and one overtaken while it ran is dropped;
    /// their `done` runs with the newest answer (a "Get Place" overtaken by a new position still shows the list).
    func refresh(then done: @escaping @MainActor (PlacesError?) -> Void) {
        let number = newest.next()
        let request: CurrentPlaceRequest
        do {
            request = try CurrentPlaceRequest(fix: fix, language: language, history: visits)
        } catch {
            done(error)
            return
        }
        waiting.append(done)
        let store = self.store, newest = self.newest
        CurrentPlaceFlow.questions.async {
            guard newest.isNewest(number) else { return }
            let result = Result { () throws(PlacesError) in try CurrentPlaceFlow.followed(store).currentPlace(request) }
            GLib.onMainLoop { [weak self] in
                guard let self, newest.isNewest(number) else { return }
                let answered = waiting
                waiting = []
                switch result {
                case .success(let answer):
                    self.answer = answer
                    for done in answered { done(nil) }
                case .failure(let error):
                    for done in answered { done(error) }
                }
            }
        }
    }

    /// What to do when the newest answer comes: the `done` of every question asked since the last answer.
    private var waiting: [@MainActor (PlacesError?) -> Void] = []

    /// The thread the store is asked on: one, so that questions do not pile up on the store's connections.
    private static let questions = DispatchQueue(label: "org.currentplace.CurrentPlace.questions", qos: .userInitiated)
    /// The number of the newest question.
    private let newest = NewestQuestion()

    /// The engine over the store's newest state (a replacement that cannot be opened is said once, on
    /// standard error, and the old store keeps answering).
    private nonisolated static func followed(_ store: StoreFollower<PlacesService>) -> PlacesService {
        if case .refused(let error) = store.check() {
            try? FileHandle.standardError.write(contentsOf: Data("current-place-gtk: kept the old store: \(error)\n".utf8))
        }
        return store.current
    }

    /// Picks the `index`th likely place: a marker for it and the pick kept in the history (the caller then
    /// refreshes the list, as the tutorial does after every pick). The marker is made of the answer's place
    /// (its name in the asked language, its address and position are fields of every answer), so a pick asks
    /// the store nothing on the main thread.
    /// - Throws: ``PickHistoryError`` when the history cannot be written.
    @discardableResult
    func pick(_ index: Int) throws -> Pick? {
        guard let answer, answer.placeLikelihoods.indices.contains(index) else { return nil }
        let place = answer.placeLikelihoods[index].place
        let pick = Pick(id: place.id, position: place.location, title: name(of: place),
                        snippet: place.formattedAddress ?? "")
        if let history {
            // The pick is kept with the wall clock's offset here and now (its time of week is what counts), and
            // with where the device is, unless that is the default location rather than a position.
            try history.append(PlaceVisit(id: place.id, time: .local(), fix: isDefaultLocation ? nil : fix))
            visits = try history.recent()
        }
        return pick
    }
}

/// The number of the newest question to the store, shared by the main thread (which asks) and the worker
/// (which skips the overtaken ones).
private final class NewestQuestion: Sendable {
    private let number = Mutex(0)

    /// A new question's number, which is now the newest.
    func next() -> Int { number.withLock { $0 += 1; return $0 } }

    /// Whether `question` is still the newest.
    func isNewest(_ question: Int) -> Bool { number.withLock { $0 == question } }
}
