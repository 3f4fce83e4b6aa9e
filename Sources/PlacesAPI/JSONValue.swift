import Foundation
import Places

/// A JSON value as a request or a file gave it, read once and then checked
/// by the parser of its parameter (``CurrentPlaceQuery``, ``VisitHistoryJSON``).
enum JSONValue: Decodable, Sendable {
    case text(String), number(Double), bool(Bool), null, array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if container.decodeNil() {
            self = .null
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
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
