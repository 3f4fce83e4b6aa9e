import Crowd
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension PlacesClient {
    /// Tells the server which place the person picked, randomized on this device first, so that the places people
    /// really go to rank higher for everyone (`POST /v1/currentPlace:confirm`). Call it only once the person has
    /// opted in, and only on a server that keeps a crowd (``ServerConfig/crowd``).
    ///
    /// What is sent is ``PlaceConfirmation``: the ids of the places shown and ONE of them, chosen on the device
    /// by k-ary randomized response at the server's ε (`/v1/config`'s `crowd.epsilon`) from the system's secure
    /// generator: the pick with probability e^ε / (e^ε + k − 1), otherwise one of the other k − 1 places
    /// uniformly, so that no one report says what the person picked. No position, no time, no history and no
    /// language (the request goes without the client's `Accept-Language`) is sent; the network address goes
    /// with it as with every request (the server counts it against its hourly limit, in memory only). The
    /// server keeps four sums per place and nothing else of the report. docs/PRIVACY.md says what that protects
    /// and what it does not.
    ///
    /// Two requests: `GET /v1/config` for ε (asked each time, the client keeps no copy), then the confirmation.
    /// - Parameters:
    ///   - pick: the id of the place the person picked (`w122595241`).
    ///   - shown: the ids of the places the person was shown, in the order shown (each once); `pick` is added
    ///     at the end when they do not hold it (a place found by a search, say). 2 to 20 places in all.
    /// - Returns: what was sent (for an app that shows it); discard it otherwise.
    /// - Throws: ``PlacesAPIError``: `INVALID_ARGUMENT` (400, parameter `candidates`) for fewer than 2 or more
    ///   than 20 places or one listed twice, before any request; `NOT_FOUND` (404) when the server keeps no
    ///   crowd, before anything is sent when `/v1/config` says so (the server's own 404 otherwise);
    ///   `INVALID_ARGUMENT` (400, `candidates[2]`…) for an id that is no place of the server;
    ///   `RESOURCE_EXHAUSTED` (429) past the server's hourly limit of confirmations from this address, with
    ///   ``PlacesAPIError/retryAfter``. ``PlacesTransportError``, ``PlacesDecodingError`` (also for a `crowd.epsilon`
    ///   outside 0.1…10) and `CancellationError` as every call throws them.
    @discardableResult
    public func confirm(pick: String, among shown: [String]) async throws -> PlaceConfirmation {
        var generator = SystemRandomNumberGenerator()
        return try await confirm(pick: pick, among: shown, using: &generator)
    }

    /// ``confirm(pick:among:)`` for places as answers give them: `pick` among the places of the likely list the
    /// person was shown (``findPlaceLikelihoods(at:accuracy:time:timeZone:fields:language:limit:explain:history:)``),
    /// or found by a search or by id when the list did not hold it. Only the places' ids are sent.
    @discardableResult
    public func confirm(pick: Place, among shown: [PlaceLikelihood]) async throws -> PlaceConfirmation {
        try await confirm(pick: pick.id, among: shown.map(\.place.id))
    }

    /// ``confirm(pick:among:)`` for places as answers give them (a Nearby Search's, say). Only the places' ids
    /// are sent.
    @discardableResult
    public func confirm(pick: Place, among shown: [Place]) async throws -> PlaceConfirmation {
        try await confirm(pick: pick.id, among: shown.map(\.id))
    }

    /// ``confirm(pick:among:)`` randomizing with `generator`: for tests, which pass a seeded one to know what was
    /// sent. A device never does (a predictable generator would tell the server the pick).
    func confirm<Generator: RandomNumberGenerator>(pick: String, among shown: [String],
                                                   using generator: inout Generator) async throws -> PlaceConfirmation {
        // A list no server takes is refused here, before any request.
        _ = try PlaceConfirmation.candidates(pick: pick, among: shown)
        let configRequest = try request(path: "/v1/config")
        let config = try await send(configRequest, as: ServerConfig.self)
        guard let crowd = config.crowd else {
            throw PlacesAPIError(code: 404, status: "NOT_FOUND",
                                 message: "this server keeps no crowd (its /v1/config has none), so it takes no confirmations; "
                                     + "nothing was sent")
        }
        guard RandomizedResponse(checking: crowd.epsilon) != nil else {
            throw PlacesDecodingError(url: configRequest.url ?? baseURL, statusCode: 200,
                                      message: "crowd.epsilon \(crowd.epsilon) is outside \(RandomizedResponse.epsilonRange)",
                                      answerPrefix: "")
        }
        let confirmation = try PlaceConfirmation(randomizing: pick, among: shown, epsilon: crowd.epsilon, using: &generator)
        try await send(confirmation: confirmation)
        return confirmation
    }

    /// Posts `confirmation` as it is.
    func send(confirmation: PlaceConfirmation) async throws {
        try await send(request(confirming: confirmation))
    }

    /// The request of `confirmation`: the only place a confirmation's body is written.
    func request(confirming confirmation: PlaceConfirmation) throws -> URLRequest {
        var request = try request(path: "/v1/currentPlace:confirm")
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(confirmation)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        // Nothing beyond the body: the client's language would be one more thing about the person.
        request.setValue(nil, forHTTPHeaderField: "Accept-Language")
        return request
    }
}
