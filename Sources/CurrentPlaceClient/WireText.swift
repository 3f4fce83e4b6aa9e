import Foundation

/// How values are spelled in URLs, and decoding failures in messages.
enum WireText {
    /// Characters left as they are in a query or path part: RFC 3986's unreserved ones and the comma
    /// of field masks. Everything else is percent-encoded, `+` (which some servers read as a space) too.
    private static let allowed = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")

    /// `text` percent-encoded for a query or a path part.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// A number as the server reads it: the shortest text that gives back the same `Double`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// What a `DecodingError` says, with the path of the value at fault.
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the answer" : String(path.drop { $0 == "." })
        }
        switch error {
        case DecodingError.dataCorrupted(let context): return "not JSON, or a bad value at \(path(context))"
        case DecodingError.keyNotFound(let key, let context):
            return "\(key.stringValue) is missing at \(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(path(context)) has the wrong type"
        default: return error.localizedDescription
        }
    }
}
