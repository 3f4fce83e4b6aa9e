import Foundation

/// The server refused a request, in Google's error shape:
/// `{"error": {"code": 400, "message": "…", "status": "INVALID_ARGUMENT", "parameter": "lat"}}`.
/// The client throws the same error, before any request, for an argument no server could take
/// (a coordinate that is not a number).
public struct PlacesAPIError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The HTTP status: 400 bad argument, 404 unknown id or route, 405, 413, 500….
    public var code: Int
    /// The `google.rpc.Code` name: `INVALID_ARGUMENT`, `NOT_FOUND`, `INTERNAL`….
    public var status: String
    /// What went wrong, for developers (English).
    public var message: String
    /// The query parameter, header or body field at fault (`lat`, `limit`, `X-Goog-FieldMask`…), when one is.
    public var parameter: String?

    /// Creates an error.
    public init(code: Int, status: String, message: String, parameter: String? = nil) {
        self.code = code
        self.status = status
        self.message = message
        self.parameter = parameter
    }

    /// A bad argument found before any request was sent.
    static func invalidArgument(_ message: String, parameter: String) -> PlacesAPIError {
        PlacesAPIError(code: 400, status: "INVALID_ARGUMENT", message: message, parameter: parameter)
    }

    /// The message, naming the parameter.
    public var errorDescription: String? { description }

    /// `400 INVALID_ARGUMENT (limit): limit must be …`.
    public var description: String {
        "\(code) \(status)\(parameter.map { " (\($0))" } ?? ""): \(message)"
    }
}
