import Foundation
import Places
import PlacesEngine

/// The person's picks as the wire and the history files write them: a list
/// of `{"id": "n123", "time": "2026-11-30T08:05:00+02:00"}` in a request
/// (`history` of a `POST /v1/currentPlace` body or a `likely --batch` line),
/// or one such object per line of a `.jsonl` history file. One parser for
/// all three: an entry has the id of an OSM object and an ISO 8601 time with
/// `Z` or a UTC offset (the wall clock of the pick matters; a time without
/// one is refused), and may keep the fix the pick was made at in `fix`, with
/// the names the query gives its own: `{"lat": 60.17, "lng": 24.94,
/// "accuracy": 12}` (JSON numbers; `accuracy` in metres,
/// ``LocationFix/defaultAccuracy`` when left out). A list has at most
/// ``VisitHistory/maximumCount`` entries.
public enum VisitHistoryJSON {
    /// The keys of an entry.
    public static let keys: Set<String> = ["id", "time", "fix"]

    /// Reads a list of entries.
    /// - Parameter parameter: how errors name the list (`history`); entries are `history[3]`.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the list or the entry's field at fault.
    static func history(_ value: JSONValue, parameter: String = "history") throws(PlacesError) -> VisitHistory {
        guard case .array(let entries) = value else {
            throw PlacesError(.invalidArgument, "\(parameter) must be a list of {\"id\", \"time\"} objects, not \(value.kind)",
                              parameter: parameter)
        }
        guard entries.count <= VisitHistory.maximumCount else {
            throw PlacesError(.invalidArgument,
                              "\(parameter) has \(entries.count) entries; at most \(VisitHistory.maximumCount) are allowed",
                              parameter: parameter)
        }
        var visits: [PlaceVisit] = []
        visits.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            visits.append(try visit(entry, parameter: "\(parameter)[\(index)]"))
        }
        return try VisitHistory(visits)
    }

    /// Reads one entry, e.g. `{"id":"n123","time":"2026-11-30T08:05:00+02:00"}`.
    /// - Throws: ``PlacesError`` naming `parameter` or its field (`history[3].time`).
    static func visit(_ value: JSONValue, parameter: String) throws(PlacesError) -> PlaceVisit {
        guard case .object(let fields) = value else {
            throw PlacesError(.invalidArgument, "\(parameter) must be an object {\"id\", \"time\"}, not \(value.kind)",
                              parameter: parameter)
        }
        if let unknown = fields.keys.sorted().first(where: { !keys.contains($0) }) {
            throw PlacesError(.invalidArgument,
                              "\(parameter) has an unknown key \"\(unknown.prefix(40))\"; an entry has id, time and fix",
                              parameter: "\(parameter).\(unknown.prefix(40))")
        }
        guard case .text(let idText)? = fields["id"] else {
            throw PlacesError(.invalidArgument, "\(parameter).id must be a place id like n123, w456 or r789",
                              parameter: "\(parameter).id")
        }
        guard let id = PlaceID(idText) else {
            throw PlacesError(.invalidArgument, "\(parameter).id \"\(idText.prefix(40))\" is not a place id like n123, w456 or r789",
                              parameter: "\(parameter).id")
        }
        guard case .text(let timeText)? = fields["time"], let time = try? QueryTime.parse(timeText) else {
            let given: String
            if case .text(let text)? = fields["time"] { given = " \"\(text.prefix(40))\"" } else { given = "" }
            throw PlacesError(.invalidArgument,
                              "\(parameter).time\(given) must be an ISO 8601 time with Z or a UTC offset, like 2026-11-30T08:05:00+02:00",
                              parameter: "\(parameter).time")
        }
        return PlaceVisit(id: id, time: time, fix: try fix(fields, parameter: parameter))
    }

    /// The keys of an entry's `fix`.
    public static let fixKeys: Set<String> = ["lat", "lng", "accuracy"]

    /// The fix an entry kept, or nil when it has none.
    /// - Throws: ``PlacesError`` naming the field (`history[3].fix.lng`): a fix that is not an object, an unknown
    ///   key, a value that is not a number, a missing `lat` or `lng`, or a value out of range.
    private static func fix(_ fields: [String: JSONValue], parameter entry: String) throws(PlacesError) -> LocationFix? {
        guard let value = fields["fix"] else { return nil }
        let parameter = "\(entry).fix"
        guard case .object(let keys) = value else {
            throw PlacesError(.invalidArgument, "\(parameter) must be an object {\"lat\", \"lng\", \"accuracy\"}, not \(value.kind)",
                              parameter: parameter)
        }
        if let unknown = keys.keys.sorted().first(where: { !fixKeys.contains($0) }) {
            throw PlacesError(.invalidArgument, "\(parameter) has an unknown key \"\(unknown.prefix(40))\"; a fix has lat, lng and accuracy",
                              parameter: "\(parameter).\(unknown.prefix(40))")
        }
        var numbers: [String: Double] = [:]
        for name in ["lat", "lng", "accuracy"] {
            guard let value = keys[name] else {
                guard name == "accuracy" else {
                    throw PlacesError(.invalidArgument, "\(parameter).\(name) is missing", parameter: "\(parameter).\(name)")
                }
                continue
            }
            guard case .number(let number) = value else {
                throw PlacesError(.invalidArgument, "\(parameter).\(name) must be a number, not \(value.kind)",
                                  parameter: "\(parameter).\(name)")
            }
            numbers[name] = number
        }
        do {
            return try LocationFix.validated(latitude: numbers["lat"] ?? .nan, longitude: numbers["lng"] ?? .nan,
                                             horizontalAccuracy: numbers["accuracy"] ?? LocationFix.defaultAccuracy)
        } catch {
            let field = error.parameter ?? "lat"
            throw PlacesError(.invalidArgument, "\(parameter).\(field): \(error.message)", parameter: "\(parameter).\(field)")
        }
    }

    /// Reads one line of a `.jsonl` history file.
    /// - Parameter line: the line's number from 1, for the error.
    /// - Throws: ``PlacesError`` naming the line, e.g. parameter `line 3.time`.
    public static func visit(line text: String, number line: Int) throws(PlacesError) -> PlaceVisit {
        let object: [String: JSONValue]?
        do {
            object = try JSONValue.readObject(Data(text.utf8))
        } catch {
            throw PlacesError(.invalidArgument, "line \(line): \(error.message)", parameter: "line \(line)")
        }
        guard let object else {
            throw PlacesError(.invalidArgument, "line \(line) is not a JSON object {\"id\", \"time\"}", parameter: "line \(line)")
        }
        return try visit(.object(object), parameter: "line \(line)")
    }

    /// Reads a request's history list from JSON text, e.g. `[{"id":"n1","time":"…"}]`.
    /// - Throws: ``PlacesError`` naming the entry at fault (`history[3].time`).
    public static func history(json data: Data) throws(PlacesError) -> VisitHistory {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            throw PlacesError(.invalidArgument, "history is not JSON", parameter: "history")
        }
        if let path = JSONDuplicateKey.first(in: data) {
            throw PlacesError(.invalidArgument, "history\(path) is given twice", parameter: "history\(path)")
        }
        return try history(value)
    }

    /// One entry as a line of a `.jsonl` file (without the newline), e.g.
    /// `{"id":"n123","time":"2026-11-30T08:05:00+02:00"}`, with `"fix":{"lat":…,"lng":…,"accuracy":…}` when it kept one.
    public static func line(_ visit: PlaceVisit) -> String {
        guard let fix = visit.fix else { return #"{"id":"\#(visit.id)","time":"\#(visit.time.iso8601)"}"# }
        return #"{"id":"\#(visit.id)","time":"\#(visit.time.iso8601)","fix":{"lat":\#(fix.coordinate.latitude),"#
            + #""lng":\#(fix.coordinate.longitude),"accuracy":\#(fix.horizontalAccuracy)}}"#
    }
}
