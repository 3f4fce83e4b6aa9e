import Foundation

/// The server refused a request, in Google's error shape:
/// `{"error": {"code": 400, "message": "…", "status": "INVALID_ARGUMENT", "parameter": "lat"}}`.
/// The client throws the same error, before any request, for an argument no server could take
/// (a coordinate that is not a number).
public struct PlacesAPIError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The HTTP status: 400 bad argument, 404 unknown id or route (or no crowd to confirm to), 405, 413,
    /// 429 too many confirmations, 500….
    public var code: Int
    /// The `google.rpc.Code` name: `INVALID_ARGUMENT`, `NOT_FOUND`, `INTERNAL`….
    public var status: String
    /// What went wrong, for developers (English).
    public var message: String
    /// The query parameter, header or body field at fault (`lat`, `limit`, `X-Goog-FieldMask`…), when one is.
    public var parameter: String?
    /// How many seconds to wait before asking again, when the answer said so (`Retry-After`, e.g. with a 429
    /// `RESOURCE_EXHAUSTED` past the server's hourly limit of confirmations); nil otherwise.
    public var retryAfter: TimeInterval?

    /// Creates an error.
    public init(code: Int, status: String, message: String, parameter: String? = nil, retryAfter: TimeInterval? = nil) {
        self.code = code
        self.status = status
        self.message = message
        self.parameter = parameter
        self.retryAfter = retryAfter
    }

    /// A bad argument found before any request was sent.
    static func invalidArgument(_ message: String, parameter: String) -> PlacesAPIError {
        PlacesAPIError(code: 400, status: "INVALID_ARGUMENT", message: message, parameter: parameter)
    }

    /// The message, naming the parameter.
    public var errorDescription: String? { description }

    /// `400 INVALID_ARGUMENT (limit): limit must be …`; `… (retry after 1800 s)` when the answer said when.
    public var description: String {
        "\(code) \(status)\(parameter.map { " (\($0))" } ?? ""): \(message)"
            + (retryAfter.map { " (retry after \(WireText.number($0.rounded(.up))) s)" } ?? "")
    }
}
