import Foundation
import Places

/// A request the server refuses, answered as JSON in Google's error shape:
/// `{"error": {"code": 400, "message": "…", "status": "INVALID_ARGUMENT", "parameter": "lat"}}`.
public struct HTTPError: Error, Sendable {
    public let status: Int
    public let message: String
    public let parameter: String?
    /// Extra headers (e.g. `Allow` on 405).
    public var headers: [(String, String)] = []

    public init(_ status: Int, _ message: String, parameter: String? = nil) {
        self.status = status
        self.message = message
        self.parameter = parameter
    }

    /// The error's code: the `google.rpc.Code` name of its status (`INVALID_ARGUMENT`, `NOT_FOUND`, …), as
    /// the answer's `status` says it.
    public var code: String { statusName }

    /// The `google.rpc.Code` name for the HTTP status.
    var statusName: String {
        switch status {
        case 400: return "INVALID_ARGUMENT"
        case 404: return "NOT_FOUND"
        case 405: return "UNIMPLEMENTED"
        case 413: return "INVALID_ARGUMENT"
        case 429: return "RESOURCE_EXHAUSTED"
        case 503: return "UNAVAILABLE"
        default: return status >= 500 ? "INTERNAL" : "FAILED_PRECONDITION"
        }
    }

    private struct Body: Encodable {
        struct Detail: Encodable {
            let code: Int
            let message: String
            let status: String
            let parameter: String?
        }
        let error: Detail
    }

    /// What a 503's `Retry-After` asks a client to wait, in seconds: each request tries the database again
    /// (a lost connection is made anew), so a database back up is seen by the next request.
    static let retryAfterSeconds = 1

    /// The HTTP status of an engine error: the one map from the engine's
    /// codes to statuses, or nil for a failure that is not the client's
    /// fault (answered as an opaque 500, see ``HTTPResponse/internalError(logging:)``).
    init?(_ error: PlacesError) {
        switch error.code {
        case .invalidArgument: self.init(400, error.message, parameter: error.parameter)
        case .notFound: self.init(404, error.message, parameter: error.parameter)
        case .unavailable:
            // The detail (the database's host and port) is for the server's log, not for clients.
            self.init(503, "the place store cannot answer for now; try again shortly", parameter: nil)
            headers = [("Retry-After", String(HTTPError.retryAfterSeconds))]
        // (The server asks no tile to stop, so `cancelled` never reaches it.)
        case .storeMissing, .notAStore, .unsupportedSchema, .storeCorrupt, .cancelled, .internalFailure: return nil
        }
    }

    /// The JSON response.
    var response: HTTPResponse {
        .json(Body(error: .init(code: status, message: message, status: statusName, parameter: parameter)),
              status: status, headers: headers)
    }
}
