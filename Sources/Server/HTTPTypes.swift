import Foundation
import Places

/// An HTTP request as the handlers see it.
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, …
    public let method: String
    /// The percent-decoded path, without the query.
    public let path: String
    /// Query parameters (the last of repeated names wins).
    public let query: [String: String]
    /// Request headers by lower-cased name.
    public let headers: [String: String]
    /// The body (POST).
    public let body: Data
    /// The route of the path, found once.
    let route: Route

    init(method: String, path: String, query: [String: String], headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        route = Route(path: path)
    }

    /// A header's value.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// An HTTP response.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data

    public init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response with `Content-Type: application/json`. An answer that
    /// cannot be encoded (a non-finite number, say) goes out as a 500 with
    /// Google's error shape, never as a half-written 200.
    public static func json<T: Encodable>(_ value: T, status: Int = 200, headers: [(String, String)] = []) -> HTTPResponse {
        encoded(value, status: status, headers: headers)
    }

    private static func encoded<T: Encodable>(_ value: T, status: Int, headers: [(String, String)]) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(value) else { return internalError(logging: "cannot encode a \(T.self) answer") }
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers, body: body)
    }

    /// ``json(_:status:headers:)`` for a value that writes itself (the
    /// current-place answer, a place): the same bytes without the generic
    /// encoder, which took a third of a `/v1/currentPlace` request. A value
    /// it cannot write (a non-finite number) goes the generic way, to a 500.
    public static func json<T: CompactJSONWritable>(_ value: T, status: Int = 200, headers: [(String, String)] = []) -> HTTPResponse {
        guard let bytes = value.compactJSON() else { return encoded(value, status: status, headers: headers) }
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
                            body: Data(bytes))
    }

    /// The answer to a failure that is not the client's fault: a 500 in
    /// Google's error shape that says only "internal error" (written out, so
    /// that it needs no encoder), while `detail`, which may name files, goes
    /// to standard error.
    static func internalError(logging detail: String) -> HTTPResponse {
        FileHandle.standardError.write(Data("current-place serve: internal error: \(detail)\n".utf8))
        let body = #"{"error":{"code":500,"message":"internal error; the server's log has the details","status":"INTERNAL"}}"#
        return HTTPResponse(status: 500, headers: [("Content-Type", "application/json; charset=utf-8")], body: Data(body.utf8))
    }
}

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

    /// The `google.rpc.Code` name for the HTTP status.
    var statusName: String {
        switch status {
        case 400: return "INVALID_ARGUMENT"
        case 404: return "NOT_FOUND"
        case 405: return "UNIMPLEMENTED"
        case 413: return "INVALID_ARGUMENT"
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

    /// The JSON response.
    var response: HTTPResponse {
        .json(Body(error: .init(code: status, message: message, status: statusName, parameter: parameter)),
              status: status, headers: headers)
    }
}
