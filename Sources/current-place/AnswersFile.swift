import Foundation
import Places
import PlacesAPI
import PlacesEngine
import PlacesEvaluation

/// `evaluate --checkins FILE --answers OUT`: every scored check-in's answers in every cell, one JSON line
/// each, so that each miss can be read:
///
///     {"line":1042,"venue":"4ae6363ef964a520aba521e3","kind":"entertainment","accuracy":20,
///      "time":"2012-04-05T23:02:00Z","lat":40.7504,"lon":-73.9931,"places":["w138141251"],
///      "engine":[{"id":"n895371274","likelihood":0.54},…],"nearest":["n895371274",…]}
///
/// `line` is the check-in's line in the CSV, `kind` the person's (from the category), `time` (UTC) is
/// there when the cell gave it, and `lat`/`lon` is the fix that the engine and nearest-first were given.
/// `places` is the venue's place (with its station complex) when a venue file names it and the map has it,
/// `[]` when the venue is named but missing from the map ("none of these" is right), and absent when the
/// venue has no name. `engine` is the engine's first ten, best first; `nearest` the five nearest the fix.
/// Lines come cell by cell in the tables' order (accuracy, then without and with the time).
///
/// The file is replaced; its folder must exist (``JSONLinesFile``).
struct AnswersFile: Sendable {
    /// The file.
    let file: JSONLinesFile

    /// Reads the option's value; nil when the option is absent.
    /// - Throws: a usage error naming the value when it is empty or starts with `-`, names a
    ///   folder, or names a file whose folder does not exist.
    static func parse(_ value: String?) throws(UsageError) -> AnswersFile? {
        try JSONLinesFile.parse(value, contents: "the check-ins' answers",
                                messages: (.answersValue, .answersIsAFolder, .answersNoParent)).map(AnswersFile.init(file:))
    }

    /// One answer's line, newline included.
    static func line(_ answer: CheckinAnswer) -> [UInt8] {
        let checkin = answer.checkin.checkin
        var json = CompactJSON(capacity: 900)
        json.beginObject()
        json.key("line"); json.value(checkin.line)
        json.key("venue"); json.value(checkin.venue)
        json.key("kind"); json.value(answer.checkin.kind.rawValue)
        json.key("accuracy"); json.value(answer.fix.horizontalAccuracy)
        json.member("time", ifPresent: answer.withTime ? checkin.date.formatted(.iso8601) : nil)
        json.key("lat"); json.value(answer.fix.coordinate.latitude)
        json.key("lon"); json.value(answer.fix.coordinate.longitude)
        switch answer.checkin.venue {
        case .unknown: break
        case .missing: json.key("places"); json.value([String]())
        case .place(let ids): json.key("places"); json.value(ids.map(\.description).sorted())
        }
        json.key("engine")
        json.beginArray()
        for (id, likelihood) in answer.engine {
            json.beginObject()
            json.key("id"); json.value(id)
            json.key("likelihood"); json.value(likelihood)
            json.endObject()
        }
        json.endArray()
        json.key("nearest"); json.value(answer.nearest.map(\.description))
        json.endObject()
        return json.bytes + [UInt8(ascii: "\n")]
    }
}
