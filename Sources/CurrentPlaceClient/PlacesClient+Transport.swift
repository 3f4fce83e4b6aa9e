import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesClient {
    /// A request for `path` under the base URL (path already percent-encoded) with `query`.
    func request(path: String, query: [(name: String, value: String)] = []) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw PlacesAPIError.invalidArgument("the base URL \(baseURL) cannot take a path", parameter: "baseURL")
        }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.percentEncodedPath = basePath + path
        components.percentEncodedQuery = query.isEmpty ? nil : query.map {
            "\(WireText.percentEncoded($0.name))=\(WireText.percentEncoded($0.value))"
        }.joined(separator: "&")
        guard let url = components.url else {
            throw PlacesAPIError.invalidArgument("the base URL \(baseURL) cannot take a path", parameter: "baseURL")
        }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let language { request.setValue(language, forHTTPHeaderField: "Accept-Language") }
        return request
    }

    /// Sends `request` and reads a 2xx answer as `Answer`.
    /// - Throws: ``PlacesAPIError`` for any other status, ``PlacesTransportError`` without an answer,
    ///   ``PlacesDecodingError`` for an answer that is not an `Answer`, `CancellationError`.
    func send<Answer: Decodable>(_ request: URLRequest, as type: Answer.Type) async throws -> Answer {
        let url = request.url ?? baseURL
        let (data, http) = try await exchange(request)
        do {
            return try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw PlacesDecodingError(url: url, statusCode: http.statusCode, message: WireText.describe(error),
                                      answerPrefix: String(decoding: data.prefix(200), as: UTF8.self))
        }
    }

    /// Sends `request`, whose 2xx answer has nothing to read (a 204).
    /// - Throws: as ``send(_:as:)`` does, less the decoding error.
    func send(_ request: URLRequest) async throws {
        _ = try await exchange(request)
    }

    /// Sends `request` and gives a 2xx answer's body and response.
    /// - Throws: ``PlacesAPIError`` for any other status (with its `Retry-After`), ``PlacesTransportError``
    ///   without an answer, `CancellationError`.
    private func exchange(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? baseURL
        let data: Data, response: URLResponse
        // A cancelled task sends nothing. (On Linux, URLSession cancelling a task it has only just started can
        // also trip an assertion in swift-corelibs-foundation's task registry: seen crashing a test run here.)
        try Task.checkCancellation()
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            if Task.isCancelled || error is CancellationError { throw CancellationError() }
            throw PlacesTransportError(url: url, underlying: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw PlacesTransportError(url: url, code: nil, message: "the answer is not HTTP")
        }
        guard (200..<300).contains(http.statusCode) else {
            throw PlacesAPIError(statusCode: http.statusCode, body: data,
                                 retryAfter: http.value(forHTTPHeaderField: "Retry-After"))
        }
        return (data, http)
    }
}
