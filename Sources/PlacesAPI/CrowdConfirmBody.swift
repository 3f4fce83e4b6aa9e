import Crowd
import Foundation
import Places

/// The body of `POST /v1/currentPlace:confirm`, read and checked: `candidates`, the places the person was shown
/// (2 to 20 place ids, each once), `place`, the one the device reports (already randomized, one of them), and
/// `time`, optional, in the form `currentPlace` takes it: checked, then dropped (the server keeps no time).
public enum CrowdConfirmBody {
    /// The keys a body may hold.
    private static let names: Set<String> = ["candidates", "place", "time"]

    /// Reads a JSON body into a report over place ids.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the field at fault: not an object, an unknown or repeated
    ///   key, a value of the wrong type, a candidate that is not a place id or is given twice, too few or too many
    ///   candidates, a place not among them, a time that is not one.
    public static func parse(_ data: Data) throws(PlacesError) -> CrowdReport<PlaceID> {
        guard let object = try JSONValue.readObject(data) else {
            throw PlacesError(.invalidArgument, "the body is not a JSON object", parameter: "body")
        }
        if let unknown = object.keys.sorted().first(where: { !names.contains($0) }) {
            throw PlacesError(.invalidArgument, "unknown field \"\(unknown.prefix(40))\"; fields: \(names.sorted().joined(separator: ", "))",
                              parameter: String(unknown.prefix(40)))
        }
        guard case .array(let values)? = object["candidates"] else {
            throw PlacesError(.invalidArgument, object["candidates"] == nil ? "candidates is required"
                              : "candidates must be a list of place ids", parameter: "candidates")
        }
        let range = RandomizedResponse.minimumCandidates...RandomizedResponse.maximumCandidates
        guard range.contains(values.count) else {
            throw PlacesError(.invalidArgument, "candidates must list \(range.lowerBound) to \(range.upperBound) places, not \(values.count)",
                              parameter: "candidates")
        }
        var candidates: [PlaceID] = []
        for (index, value) in values.enumerated() {
            guard case .text(let text) = value, let id = PlaceID(text) else {
                throw PlacesError(.invalidArgument, "candidates[\(index)] is not a place id; ids look like n123, w456 or r789",
                                  parameter: "candidates[\(index)]")
            }
            candidates.append(id)
        }
        guard case .text(let text)? = object["place"], let place = PlaceID(text) else {
            throw PlacesError(.invalidArgument, object["place"] == nil ? "place is required"
                              : "place is not a place id; ids look like n123, w456 or r789", parameter: "place")
        }
        switch object["time"] {
        case nil, .null?: break
        case .text(let text)?: _ = try QueryTime.parse(text)
        default: throw PlacesError(.invalidArgument, "time must be a time such as 2026-12-06T12:00:00+01:00", parameter: "time")
        }
        do {
            return try CrowdReport(candidates: candidates, reported: place)
        } catch {
            switch error {
            case .count(let count):
                throw PlacesError(.invalidArgument, "candidates must list \(range.lowerBound) to \(range.upperBound) places, not \(count)",
                                  parameter: "candidates")
            case .repeated(let id):
                throw PlacesError(.invalidArgument, "candidates lists \(id) twice", parameter: "candidates")
            case .notListed(let id):
                throw PlacesError(.invalidArgument, "place \(id) is not among the candidates", parameter: "place")
            }
        }
    }
}
