import Foundation
import Geo
import Places
import PlacesEngine

/// A current-place request as the wire spells it: the HTTP API's query
/// parameters (`lat`, `lng`, `accuracy`, `time`, `lang`, `limit`, `fields`,
/// `explain`), or one JSON object per line for `likely --batch`. Both are
/// read into typed values once, here, and checked by the same rules.
public struct CurrentPlaceQuery: Sendable {
    /// The engine's request.
    public var request: CurrentPlaceRequest
    /// Whether each place's answer carries its explanation.
    public var explain: Bool

    /// The default accuracy when a request gives none: a typical phone GPS fix.
    public static let defaultAccuracy: Meters = 20
    /// The parameters a request may carry.
    public static let parameterNames: Set<String> = ["lat", "lng", "accuracy", "time", "lang", "limit", "fields", "explain"]

    /// Creates a query.
    public init(request: CurrentPlaceRequest, explain: Bool = false) {
        self.request = request
        self.explain = explain
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
    }

    /// Reads URL query parameters.
    /// - Throws: ``PlacesError`` naming the first unknown, bad or missing parameter.
    public static func parse(_ parameters: [String: String]) throws(PlacesError) -> CurrentPlaceQuery {
        try checkNames(parameters.keys)
        return try make(parameters.mapValues { JSONValue.text($0) })
    }

    /// Reads one JSON object, as `likely --batch` lines carry it: numbers as
    /// JSON numbers or text, `fields` as text or a list of names.
    /// - Throws: ``PlacesError`` naming the first unknown, bad or missing parameter.
    public static func parse(json: Data) throws(PlacesError) -> CurrentPlaceQuery {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: json) else {
            throw PlacesError(.invalidArgument, "the line is not a JSON object")
        }
        try checkNames(object.keys)
        return try make(object)
    }

    /// A parameter's value as the wire gave it.
    enum JSONValue: Decodable {
        case text(String), number(Double), list([String]), other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if (try? container.decode(Bool.self)) != nil {
                self = .other
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let list = try? container.decode([String].self) {
                self = .list(list)
            } else {
                self = .other
            }
        }
    }

    private static func checkNames(_ names: some Collection<String>) throws(PlacesError) {
        if let unknown = names.sorted().first(where: { !parameterNames.contains($0) }) {
            throw PlacesError(.invalidArgument,
                              "unknown parameter \"\(unknown.prefix(40))\"; parameters: \(parameterNames.sorted().joined(separator: ", "))",
                              parameter: unknown)
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
        case ("fields", .list(let names)): values.fields = try PlaceFields.parse(names.joined(separator: ","))
        case ("explain", .text(let text)): values.explain = try flag(name, text)
        case ("limit", .text(let text)):
            guard let limit = Int(text) else { throw limitError(text) }
            values.limit = limit
        case ("limit", .number(let number)):
            guard number == number.rounded(), abs(number) < 1e9 else { throw limitError("\(number)") }
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
        for name in ["limit", "fields", "lang", "explain"] {
            if let value = parameters[name] { try read(name, value, into: &values) }
        }
        let limit = values.limit ?? CurrentPlaceRequest.defaultLimit
        guard CurrentPlaceRequest.limits.contains(limit) else { throw limitError("\(limit)") }
        let request = CurrentPlaceRequest(fix: fix, limit: limit, fields: values.fields ?? .defaults, language: values.language,
                                          time: values.time)
        return CurrentPlaceQuery(request: request, explain: values.explain ?? false)
    }

    private static func limitError(_ text: String) -> PlacesError {
        PlacesError(.invalidArgument, "limit must be a whole number from 1 to 20, not \"\(text.prefix(40))\"", parameter: "limit")
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
