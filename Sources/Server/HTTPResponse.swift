import Foundation
import PlacesAPI

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
        try? FileHandle.standardError.write(contentsOf: Data("current-place serve: internal error: \(detail)\n".utf8))
        let body = #"{"error":{"code":500,"message":"internal error; the server's log has the details","status":"INTERNAL"}}"#
        return HTTPResponse(status: 500, headers: [("Content-Type", "application/json; charset=utf-8")], body: Data(body.utf8))
    }
}
