import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesAPIError {
    /// The JSON of an error answer.
    private struct Envelope: Decodable {
        struct Body: Decodable {
            let code: Int?
            let message: String?
            let status: String?
            let parameter: String?
        }
        let error: Body
    }

    /// The error an answer of HTTP status `statusCode` (not 2xx) carries, with its `Retry-After` header's
    /// value when it has one. An answer that is not in Google's shape (from a proxy, say) gets the status's
    /// `google.rpc.Code` name and its text.
    init(statusCode: Int, body: Data, retryAfter: String? = nil, now: Date = Date()) {
        let error = (try? JSONDecoder().decode(Envelope.self, from: body))?.error
        let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        self.init(code: statusCode,
                  status: error?.status ?? PlacesAPIError.statusName(statusCode),
                  message: error?.message ?? (text.isEmpty ? HTTPURLResponse.localizedString(forStatusCode: statusCode) : text),
                  parameter: error?.parameter,
                  retryAfter: retryAfter.flatMap { PlacesAPIError.seconds(retryAfter: $0, now: now) })
    }

    /// The seconds a `Retry-After` value says to wait: delay-seconds (`1800`, what current-place sends) or an
    /// HTTP date (`Sun, 06 Dec 2026 06:00:00 GMT`, what a proxy may send), never below 0; nil for anything else.
    static func seconds(retryAfter value: String, now: Date) -> TimeInterval? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy({ ("0"..."9").contains($0) }) { return TimeInterval(text) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text).map { max(0, $0.timeIntervalSince(now)) }
    }

    /// The `google.rpc.Code` name Google's APIs answer with an HTTP status.
    static func statusName(_ statusCode: Int) -> String {
        switch statusCode {
        case 400: "INVALID_ARGUMENT"
        case 401: "UNAUTHENTICATED"
        case 403: "PERMISSION_DENIED"
        case 404: "NOT_FOUND"
        case 409: "ABORTED"
        case 429: "RESOURCE_EXHAUSTED"
        case 499: "CANCELLED"
        case 501: "UNIMPLEMENTED"
        case 503: "UNAVAILABLE"
        case 504: "DEADLINE_EXCEEDED"
        case 400..<500: "FAILED_PRECONDITION"
        case 500..<600: "INTERNAL"
        default: "UNKNOWN"
        }
    }
}
