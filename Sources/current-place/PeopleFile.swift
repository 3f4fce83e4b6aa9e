import Foundation
import Places
import PlacesAPI
import PlacesEngine
import PlacesEvaluation

/// `evaluate --people FILE`: every simulated person of the tables, one JSON line each, so that
/// another geocoder can be asked about the same fixes (benchmarks/peer-nominatim.sh does it):
///
///     {"draw":"ground","scenario":"a","accuracy":20,"place":"n123","lat":60.1684,"lon":24.942}
///
/// `place` is the place the person is really at (the right answer), `lat`/`lon` the fix the
/// engine is given, `accuracy` its radius in metres; people of scenario b also have `time`, the
/// visit time given to the engine (ISO 8601, UTC). Lines come cell by cell in the tables' order
/// (draw, scenario, accuracy), the same people as the tables: the same seed gives the same file.
///
/// The file is replaced; its folder must exist (``JSONLinesFile``).
struct PeopleFile: Sendable {
    /// The file.
    let file: JSONLinesFile

    /// Reads the option's value; nil when the option is absent.
    /// - Throws: a usage error naming the value when it is empty or starts with `-`, names a
    ///   folder, or names a file whose folder does not exist.
    static func parse(_ value: String?) throws(UsageError) -> PeopleFile? {
        try JSONLinesFile.parse(value, contents: "the simulated people",
                                messages: (.peopleValue, .peopleIsAFolder, .peopleNoParent)).map(PeopleFile.init(file:))
    }

    /// Creates the file's temporary file, before the evaluation.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file.
    func open() throws(PlacesError) -> PeopleWriter {
        PeopleWriter(lines: try file.open())
    }
}

/// Writes the people of ``PeopleFile``, one cell at a time.
struct PeopleWriter {
    let lines: JSONLinesWriter

    /// Appends one cell's people.
    /// - Throws: ``PlacesError`` `.internalFailure` when the file cannot be written (disk full).
    func write(_ people: [SimulatedPerson], draw: EvaluationDraw, scenario: EvaluationScenario) throws(PlacesError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(people.count * 120)
        for person in people {
            var json = CompactJSON(capacity: 160)
            json.beginObject()
            json.key("draw"); json.value(draw.rawValue)
            json.key("scenario"); json.value(scenario.rawValue)
            json.key("accuracy"); json.value(person.fix.horizontalAccuracy)
            json.key("place"); json.value(person.place.id)
            json.key("lat"); json.value(person.fix.coordinate.latitude)
            json.key("lon"); json.value(person.fix.coordinate.longitude)
            json.member("time", ifPresent: person.time.map { $0.formatted(.iso8601) })
            json.endObject()
            bytes += json.bytes
            bytes.append(UInt8(ascii: "\n"))
        }
        try lines.write(bytes)
    }

    /// Puts the file in place.
    func finish() throws(PlacesError) {
        try lines.finish()
    }

    /// Removes what was written: the run failed.
    func discard() {
        lines.discard()
    }
}
