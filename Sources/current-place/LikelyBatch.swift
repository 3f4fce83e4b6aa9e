import Foundation
import Location
import Places
import PlacesAPI
import PlacesEngine

/// `likely --batch`: one JSON fix per input line, one JSON answer per output line.
/// A line's own `history` stands instead of the history file's.
struct LikelyBatch {
    let places: PlacesService
    let explain: Bool
    /// The history file's picks, for lines without a `history` of their own.
    let history: VisitHistory
    let words: Localizer

    /// An error on one line of a batch.
    struct LineError: Encodable {
        struct Body: Encodable {
            let line: Int
            let message: String
            let parameter: String?
        }
        let error: Body
    }

    func run(source: String) throws -> ExitStatus {
        let handle: FileHandle
        if source == "-" {
            handle = .standardInput
        } else {
            guard let file = FileHandle(forReadingAtPath: source) else {
                Console.error(words(.batchUnreadable, ["path": source]))
                return .failure
            }
            handle = file
        }
        var reader = LineReader(handle: handle)
        var number = 0
        while let line = reader.next() {
            number += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            Console.print(answer(line, number: number))
        }
        return .success
    }

    private func answer(_ line: String, number: Int) -> String {
        do {
            var query = try CurrentPlaceQuery.parse(json: Data(line.utf8))
            if !query.carriesHistory { query.request.history = history }
            let result = try places.currentPlace(query.request)
            let week = query.request.time.map { ($0.date, $0.timeZone) } ?? (Date(), places.defaultTimeZone())
            return try Console.json(CurrentPlaceJSON(result, fields: query.request.fields, language: query.request.language,
                                                     explain: explain, week: week), pretty: false)
        } catch let error as PlacesError {
            return errorLine(number, error.message, error.parameter)
        } catch {
            return errorLine(number, "\(error)", nil)
        }
    }

    private func errorLine(_ number: Int, _ message: String, _ parameter: String?) -> String {
        (try? Console.json(LineError(error: .init(line: number, message: message, parameter: parameter)), pretty: false))
            ?? #"{"error":{"line":\#(number),"message":"unprintable error"}}"#
    }
}
