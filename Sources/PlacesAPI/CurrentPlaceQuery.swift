import Foundation
import Geo
import Places
import PlacesEngine

/// A current-place request as the wire spells it: the HTTP API's query
/// parameters (`lat`, `lng`, `accuracy`, `time`, `lang`, `limit`, `fields`,
/// `explain`), or a JSON object — the body of `POST /v1/currentPlace` or one
/// line of `likely --batch` — with the same names and `history` (the
/// person's picks, ``VisitHistoryJSON``), which URL parameters never carry.
/// All are read into typed values once, here, and checked by the same rules.
public struct CurrentPlaceQuery: Sendable {
    /// The engine's request.
    public var request: CurrentPlaceRequest
    /// Whether each place's answer carries its explanation.
    public var explain: Bool
    /// Whether the JSON gave `history` (even an empty one), which then stands instead of a history file's.
    public var carriesHistory: Bool

    /// The default accuracy when a request gives none (``LocationFix/defaultAccuracy``).
    public static let defaultAccuracy = LocationFix.defaultAccuracy
    /// The parameters a request may carry in its URL.
    public static let parameterNames: Set<String> = ["lat", "lng", "accuracy", "time", "lang", "limit", "fields", "explain"]
    /// The keys a JSON request (a POST body, a `--batch` line) may carry: the parameters and `history`.
    public static let bodyNames: Set<String> = parameterNames.union(["history"])

    /// Creates a query.
    public init(request: CurrentPlaceRequest, explain: Bool = false, carriesHistory: Bool = false) {
        self.request = request
        self.explain = explain
        self.carriesHistory = carriesHistory
    }

    /// The values of one query before their ranges are checked.
    private struct Values {
        var latitude: Double?
        var longitude: Double?
        var accuracy: Double?
        var time: QueryTime?
        var language: LanguageCode?
        var limit: Int?
        var fields: PlaceFields?
        var explain: Bool?
        var history: VisitHistory?
    }

    /// Reads URL query parameters.
    /// - Throws: ``PlacesError`` naming the first unknown, bad or missing parameter.
    public static func parse(_ parameters: [String: String]) throws(PlacesError) -> CurrentPlaceQuery {
        if parameters["history"] != nil {
            throw PlacesError(.invalidArgument, "history is not a URL parameter; send it in the JSON body of POST /v1/currentPlace",
                              parameter: "history")
        }
        try checkNames(parameters.keys, known: parameterNames)
        return try make(parameters.mapValues { JSONValue.text($0) })
    }

    /// Reads one JSON object, as a `POST /v1/currentPlace` body or a
    /// `likely --batch` line carries it: numbers as JSON numbers or text,
    /// `fields` as text or a list of names, `explain` as a flag or text,
    /// `history` as a list of picks.
    /// - Parameters:
    ///   - subject: what the JSON is, for the message when it is not an object (`the line`, `the body`).
    ///   - typed: whether each value must have its JSON type (numbers as numbers, `explain` as true or false), as
    ///     the HTTP API's contract says; `--batch` lines also take numbers and flags written as text.
    /// - Throws: ``PlacesError`` naming the first unknown, bad or missing parameter (`history[3].time`).
    public static func parse(json: Data, subject: String = "the line", typed: Bool = false) throws(PlacesError) -> CurrentPlaceQuery {
        guard let object = try JSONValue.readObject(json) else {
            throw PlacesError(.invalidArgument, "\(subject) is not a JSON object", parameter: subject == "the body" ? "body" : nil)
        }
        try checkNames(object.keys, known: bodyNames)
        if typed, let name = object.keys.sorted().first(where: { !hasItsJSONType($0, object[$0]) }) {
            throw PlacesError(.invalidArgument, "\(name) has a value of the wrong type", parameter: name)
        }
        return try make(object)
    }

    /// Whether a body's value has the JSON type the HTTP contract gives its key (a number for `lat`, …).
    private static func hasItsJSONType(_ name: String, _ value: JSONValue?) -> Bool {
        switch (name, value) {
        case ("lat", .number?), ("lng", .number?), ("accuracy", .number?), ("limit", .number?): return true
        case ("time", .text?), ("lang", .text?), ("fields", .text?), ("fields", .array?), ("explain", .bool?), ("history", _): return true
        default: return false
        }
    }

    private static func checkNames(_ names: some Collection<String>, known: Set<String>) throws(PlacesError) {
        if let unknown = names.sorted().first(where: { !known.contains($0) }) {
            throw PlacesError(.invalidArgument,
                              "unknown parameter \"\(unknown.prefix(40))\"; parameters: \(known.sorted().joined(separator: ", "))",
                              parameter: String(unknown.prefix(40)))
        }
    }

    private static func read(_ name: String, _ value: JSONValue, into values: inout Values) throws(PlacesError) {
        switch (name, value) {
        case ("lat", _): values.latitude = try number(name, value)
        case ("lng", _): values.longitude = try number(name, value)
        case ("accuracy", _): values.accuracy = try number(name, value)
        case ("time", .text(let text)): values.time = try QueryTime.parse(text)
        case ("lang", .text(let text)): values.language = try languageCode(text, parameter: name)
        case ("fields", .text(let text)): values.fields = try PlaceFields.parse(text)
        case ("fields", .array(let items)):
            var names: [String] = []
            for item in items {
                guard case .text(let text) = item, !text.contains(",") else {
                    throw PlacesError(.invalidArgument, "fields must be a list of field names, one name each", parameter: name)
                }
                names.append(text)
            }
            values.fields = try PlaceFields.parse(names: names)
        case ("explain", .text(let text)): values.explain = try flag(name, text)
        case ("explain", .bool(let flag)): values.explain = flag
        case ("history", _): values.history = try VisitHistoryJSON.history(value)
        case ("limit", .text(let text)):
            guard let limit = Int(text) else { throw CurrentPlaceRequest.limitError(text) }
            values.limit = limit
        case ("limit", .number(let number)):
            guard number == number.rounded(), abs(number) < 1e9 else { throw CurrentPlaceRequest.limitError("\(number)") }
            values.limit = Int(number)
        default:
            throw PlacesError(.invalidArgument, "\(name) has a value of the wrong type", parameter: name)
        }
    }

    /// The query of `parameters`, read in a fixed order so that the first
    /// error named is always the same: the position, then the rest.
    private static func make(_ parameters: [String: JSONValue]) throws(PlacesError) -> CurrentPlaceQuery {
        var values = Values()
        for name in ["lat", "lng", "accuracy", "time"] {
            if let value = parameters[name] {
                try read(name, value, into: &values)
            } else if name == "lat" || name == "lng" {
                throw PlacesError(.invalidArgument, "\(name) is missing", parameter: name)
            }
        }
        guard let latitude = values.latitude, let longitude = values.longitude else {
            throw PlacesError(.invalidArgument, "lat is missing", parameter: "lat")
        }
        let fix = try LocationFix.validated(latitude: latitude, longitude: longitude,
                                            horizontalAccuracy: values.accuracy ?? defaultAccuracy, timestamp: values.time?.date)
        for name in ["limit", "fields", "lang", "explain", "history"] {
            if let value = parameters[name] { try read(name, value, into: &values) }
        }
        let request = try CurrentPlaceRequest(fix: fix, limit: values.limit ?? CurrentPlaceRequest.defaultLimit,
                                              fields: values.fields ?? .defaults, language: values.language,
                                              time: values.time, history: values.history ?? .empty)
        return CurrentPlaceQuery(request: request, explain: values.explain ?? false, carriesHistory: values.history != nil)
    }

    private static func number(_ name: String, _ value: JSONValue) throws(PlacesError) -> Double {
        switch value {
        case .number(let number): return number
        case .text(let text):
            guard let number = Double(trimmedOfWhitespace(text)) else {
                throw PlacesError(.invalidArgument, "\(name) \"\(text.prefix(40))\" is not a number", parameter: name)
            }
            return number
        default:
            throw PlacesError(.invalidArgument, "\(name) has a value of the wrong type", parameter: name)
        }
    }

    /// `text.trimmingCharacters(in: .whitespaces)`, without Foundation's
    /// costly call when the text starts and ends with ASCII that is not a
    /// space or a tab (as every number a client sends does).
    static func trimmedOfWhitespace(_ text: String) -> String {
        func plain(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        }
        if plain(text.utf8.first), plain(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `1`/`true` or `0`/`false`.
    private static func flag(_ name: String, _ text: String) throws(PlacesError) -> Bool {
        switch text {
        case "1", "true": return true
        case "0", "false": return false
        default: throw PlacesError(.invalidArgument, "\(name) must be 1, 0, true or false, not \"\(text.prefix(40))\"", parameter: name)
        }
    }

    /// A language code like `en`, `pt-BR` or `zh-Hant`.
    /// - Throws: ``PlacesError`` naming `parameter` for anything else.
    public static func languageCode(_ text: String, parameter: String) throws(PlacesError) -> LanguageCode {
        guard let code = LanguageCode(text) else {
            throw PlacesError(.invalidArgument, "\(parameter) \"\(text.prefix(40))\" is not a language code like en or pt-BR",
                              parameter: parameter)
        }
        return code
    }
}
