import Foundation
import PlaceStore
import Places
import PlacesEngine

/// The person's picks in an SQLite history file (PlaceStore's
/// ``HistoryDatabase``, the file's one owner), read and written as ``PlaceVisit``s
/// for ``PickHistory``. Each call
/// opens the file, does its work and closes it: the terminal app reads the
/// history once per query and writes once per pick.
enum PickHistoryDatabase {
    /// Checks that an existing file at `path` is a history file; a missing one is fine (an empty history).
    /// - Throws: ``PlacesError`` `.invalidArgument` (with the path) for a file that is something else.
    static func check(path: String) throws(PlacesError) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        _ = try open(path, create: false)
    }

    /// The ``VisitHistory/maximumCount`` most recent picks; none when there is no file (it is not created).
    /// - Throws: ``PlacesError`` `.invalidArgument` for a file that is not a history or holds an unreadable row.
    static func recent(path: String) throws(PlacesError) -> VisitHistory {
        guard FileManager.default.fileExists(atPath: path) else { return .empty }
        let rows: [HistoryDatabase.Row]
        do {
            rows = try open(path, create: false).recent(limit: VisitHistory.maximumCount)
        } catch let error as PlacesError {
            throw error
        } catch {
            throw PlacesError(error)
        }
        var visits: [PlaceVisit] = []
        for (number, row) in rows.enumerated() {
            guard let id = PlaceID(row.placeID), let time = try? QueryTime.parse(row.time) else {
                throw PlacesError(.invalidArgument, "pick \(number + 1) from the newest is unreadable (\"\(row.placeID.prefix(40))\" at "
                                  + "\"\(row.time.prefix(40))\")", parameter: "history", path: path)
            }
            var fix: LocationFix?
            if let kept = row.fix {
                do {
                    fix = try LocationFix.validated(latitude: kept.latitude, longitude: kept.longitude,
                                                    horizontalAccuracy: kept.accuracy)
                } catch {
                    throw PlacesError(.invalidArgument, "pick \(number + 1) from the newest has an unreadable fix: \(error.message)",
                                      parameter: "history", path: path)
                }
            }
            visits.append(PlaceVisit(id: id, time: time, fix: fix))
        }
        return VisitHistory(mostRecent: visits)
    }

    /// Adds a pick, creating the file (mode 0600) when there is none.
    /// - Throws: ``PlacesError`` `.invalidArgument` for a file that is not a history, `.internalFailure` when it cannot be written.
    static func append(_ visit: PlaceVisit, path: String) throws(PlacesError) {
        do {
            let fix = visit.fix.map { (latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude,
                                       accuracy: $0.horizontalAccuracy) }
            try open(path, create: true).append(HistoryDatabase.Row(placeID: visit.id.description, time: visit.time.iso8601,
                                                                    fix: fix),
                                                unixTime: visit.time.date.timeIntervalSince1970)
        } catch let error as PlacesError {
            throw error
        } catch {
            throw PlacesError(error)
        }
    }

    /// How many picks the file holds (0 when there is none).
    static func count(path: String) throws(PlacesError) -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        do {
            return try open(path, create: false).count()
        } catch let error as PlacesError {
            throw error
        } catch {
            throw PlacesError(error)
        }
    }

    private static func open(_ path: String, create: Bool) throws(PlacesError) -> HistoryDatabase {
        do {
            return try HistoryDatabase(path: path, create: create)
        } catch {
            switch error.code {
            case .notAStore, .unsupportedSchema, .corrupt:
                throw PlacesError(.invalidArgument, error.message, parameter: "history", path: path)
            default:
                throw PlacesError(.internalFailure, error.message, path: path)
            }
        }
    }
}
