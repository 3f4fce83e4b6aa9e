import Foundation
import Geo
import Places

/// A current-place request as the HTTP API and the CLI's batch lines spell
/// it: `lat`, `lng`, `accuracy`, `time`, `lang`, `limit`, `fields`, `explain`.
public struct CurrentPlaceQuery: Sendable {
    /// The position fix.
    public var fix: LocationFix
    /// How many places, 1…20.
    public var limit: Int
    /// Which fields of each place.
    public var fields: PlaceFields
    /// The language for names.
    public var language: LanguageCode?
    /// When the person is there, with the wall-clock zone it was given in.
    public var time: QueryTime?
    /// Whether each place's answer carries its explanation.
    public var explain: Bool

    /// The default accuracy when a request gives none: a typical phone GPS fix.
    public static let defaultAccuracy: Meters = 20
    /// The parameters a request may carry.
    public static let parameterNames: Set<String> = ["lat", "lng", "accuracy", "time", "lang", "limit", "fields", "explain"]

    /// Creates a query.
    public init(fix: LocationFix, limit: Int = 5, fields: PlaceFields = .defaults, language: LanguageCode? = nil, time: QueryTime? = nil,
                explain: Bool = false) {
        self.fix = fix
        self.limit = limit
        self.fields = fields
        self.language = language
        self.time = time
        self.explain = explain
    }

    /// Reads and checks the parameters.
    /// - Throws: ``LikelihoodError`` naming the first bad or missing parameter.
    public static func parse(_ parameters: [String: String]) throws(LikelihoodError) -> CurrentPlaceQuery {
        if let unknown = parameters.keys.sorted().first(where: { !parameterNames.contains($0) }) {
            throw LikelihoodError(.invalidArgument, "unknown parameter \"\(unknown)\"; parameters: \(parameterNames.sorted().joined(separator: ", "))",
                                  parameter: unknown)
        }
        let latitude = try number("lat", parameters["lat"])
        let longitude = try number("lng", parameters["lng"])
        let accuracy = try parameters["accuracy"].map { text throws(LikelihoodError) in try number("accuracy", text) } ?? defaultAccuracy
        let time = try parameters["time"].map { text throws(LikelihoodError) in try QueryTime.parse(text) }
        let fix = try LocationFix.validated(latitude: latitude, longitude: longitude, horizontalAccuracy: accuracy,
                                            timestamp: time?.date)
        var limit = 5
        if let text = parameters["limit"] {
            guard let value = Int(text), (1...20).contains(value) else {
                throw LikelihoodError(.invalidArgument, "limit must be a whole number from 1 to 20, not \"\(text)\"", parameter: "limit")
            }
            limit = value
        }
        let fields = try parameters["fields"].map { text throws(LikelihoodError) in try PlaceFields.parse(text) } ?? .defaults
        let language = try parameters["lang"].map { text throws(LikelihoodError) in try languageCode(text, parameter: "lang") }
        let explain = try parameters["explain"].map { text throws(LikelihoodError) in try flag("explain", text) } ?? false
        return CurrentPlaceQuery(fix: fix, limit: limit, fields: fields, language: language, time: time, explain: explain)
    }

    private static func number(_ name: String, _ text: String?) throws(LikelihoodError) -> Double {
        guard let text else { throw LikelihoodError(.invalidArgument, "\(name) is missing", parameter: name) }
        guard let value = Double(trimmedOfWhitespace(text)) else {
            throw LikelihoodError(.invalidArgument, "\(name) \"\(text)\" is not a number", parameter: name)
        }
        return value
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
    private static func flag(_ name: String, _ text: String) throws(LikelihoodError) -> Bool {
        switch text {
        case "1", "true": return true
        case "0", "false": return false
        default: throw LikelihoodError(.invalidArgument, "\(name) must be 1, 0, true or false, not \"\(text)\"", parameter: name)
        }
    }

    /// A language code like `en`, `pt-BR` or `zh-Hant`.
    /// - Throws: ``LikelihoodError`` naming `parameter` for anything else.
    public static func languageCode(_ text: String, parameter: String) throws(LikelihoodError) -> LanguageCode {
        guard let code = LanguageCode(text) else {
            throw LikelihoodError(.invalidArgument, "\(parameter) \"\(text.prefix(40))\" is not a language code like en or pt-BR",
                                  parameter: parameter)
        }
        return code
    }
}

/// A moment and the wall-clock zone it was written in, from ISO 8601 text
/// like `2026-11-30T12:00:00+02:00` (the offset is the place's local time).
public struct QueryTime: Sendable, Hashable {
    /// The moment.
    public let date: Date
    /// The zone of the offset it was written with (UTC for `Z`).
    public let timeZone: TimeZone

    /// Creates a query time.
    public init(date: Date, timeZone: TimeZone) {
        self.date = date
        self.timeZone = timeZone
    }

    /// Parses ISO 8601 date-time with `Z` or a `±HH:MM` offset, seconds optional, fractions allowed.
    /// - Throws: ``LikelihoodError`` for anything else.
    public static func parse(_ text: String) throws(LikelihoodError) -> QueryTime {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let pattern = #"^([0-9]{4})-([0-9]{2})-([0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})$"#
        guard let match = trimmed.range(of: pattern, options: .regularExpression), match == trimmed.startIndex..<trimmed.endIndex,
              let regex = try? NSRegularExpression(pattern: pattern),
              let result = regex.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)) else {
            throw LikelihoodError(.invalidArgument, "time \"\(text)\" is not ISO 8601 like 2026-11-30T12:00:00+02:00", parameter: "time")
        }
        func group(_ index: Int) -> String? {
            Range(result.range(at: index), in: trimmed).map { String(trimmed[$0]) }
        }
        let offsetText = group(8) ?? "Z"
        let fraction = group(7).flatMap { Double("0" + $0) } ?? 0
        var offsetSeconds = 0
        if offsetText != "Z" {
            let digits = offsetText.dropFirst().filter(\.isNumber)
            let hours = Int(digits.prefix(2)) ?? 0, minutes = Int(digits.suffix(2)) ?? 0
            guard hours <= 14, minutes < 60 else {
                throw LikelihoodError(.invalidArgument, "time \"\(text)\" has an impossible UTC offset", parameter: "time")
            }
            offsetSeconds = (offsetText.hasPrefix("-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        guard let zone = TimeZone(secondsFromGMT: offsetSeconds) else {
            throw LikelihoodError(.invalidArgument, "time \"\(text)\" has an impossible UTC offset", parameter: "time")
        }
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = zone
        components.year = Int(group(1) ?? "")
        components.month = Int(group(2) ?? "")
        components.day = Int(group(3) ?? "")
        components.hour = Int(group(4) ?? "")
        components.minute = Int(group(5) ?? "")
        components.second = Int(group(6) ?? "0")
        guard components.isValidDate, let date = components.date else {
            throw LikelihoodError(.invalidArgument, "time \"\(text)\" is not a real date and time", parameter: "time")
        }
        return QueryTime(date: date.addingTimeInterval(fraction), timeZone: zone)
    }
}
