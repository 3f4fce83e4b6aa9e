import Foundation
import Places

/// A JSON value as a request or a file gave it, read once and then checked
/// by the parser of its parameter (``CurrentPlaceQuery``, ``VisitHistoryJSON``).
enum JSONValue: Decodable, Sendable {
    case text(String), number(Double), bool(Bool), null, array([JSONValue]), object([String: JSONValue])

    /// Each type is tried in turn, and each miss throws (the decoder has no way to ask a value's type): the
    /// order is how often a request's values are of each type. A history of 1,000 entries with their fixes
    /// (2,000 texts, 3,000 numbers, 2,000 objects) then throws 7,000 times, against 14,000 in the order text,
    /// true or false, number, null, list, object: 22 → 17 ms a request (`benchmarks/history-cost.sh`).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .bool(try container.decode(Bool.self))
        }
    }

    /// Reads a JSON object, refusing a key given twice in any object within it
    /// (Foundation keeps one of the two silently).
    /// - Returns: nil when `data` is not JSON or not an object.
    /// - Throws: ``PlacesError`` naming the repeated key's path, e.g. `history[3].time`.
    static func readObject(_ data: Data) throws(PlacesError) -> [String: JSONValue]? {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: data) else { return nil }
        if let path = JSONDuplicateKey.first(in: data) {
            throw PlacesError(.invalidArgument, "\(path.prefix(80)) is given twice", parameter: String(path.prefix(80)))
        }
        return object
    }

    /// What kind of value this is, for a message.
    var kind: String {
        switch self {
        case .text: return "text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}
